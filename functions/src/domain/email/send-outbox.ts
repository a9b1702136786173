import { firstAdminEmail } from "../../data/admin-users";
import { getOrder } from "../../data/orders";
import { getSettings } from "../../data/settings";
import {
  claimEmail,
  listDueEmails,
  markEmailFailed,
  markEmailSent,
  oldestWaitingEmailCreatedAt,
} from "../../data/outbox";
import { env } from "../../lib/env";
import { logger } from "../../lib/logger";
import { mailer } from "../../lib/mailer";
import { METRIC, recordMetric } from "../../lib/metrics";
import { renderOrderEmail, type RenderedEmail } from "./order-emails";
import { isAccountEmailKind, renderAccountEmail } from "./account-emails";
import { isOwnerEmailKind, renderOwnerEmail } from "./owner-emails";
import { renderRestockEmail } from "./restock-emails";
import { fanOutRestock } from "../products/restock-alerts";
import { requeueFanOut } from "../../data/restock-alerts";
import { isPermanentRecipientFailure, PermanentEmailError } from "./recipient";
import { storeVoice } from "./store-voice";
import type { OutboxEmail } from "../../data/outbox";
import type { AjustesTienda } from "@tienda/shared/schemas/settings";

/** At most this many emails per run; the schedule comes back for the rest. */
const MAX_PER_RUN = 200;

/**
 * Delivers the outbox's due emails. Each is claimed with a conditional write before it is sent,
 * so two senders running at once never send one email twice; a failure is retried with backoff,
 * except a recipient refused for good, which is given up at once.
 */
export async function sendDueEmails(now: Date): Promise<{ sent: number; failed: number; skipped: number }> {
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  const settings = await getSettings();
  const owner = ownerAddress(settings);
  while (sent + failed + skipped < MAX_PER_RUN) {
    const due = await listDueEmails(now, 50);
    if (due.length === 0) break;
    let progress = 0;
    for (const email of due) {
      const outcome = await deliverEmail(email, settings, now, owner);
      if (outcome === "skipped") {
        skipped++;
        continue;
      }
      progress++;
      if (outcome === "sent") sent++;
      else failed++;
    }
    // What is left was claimed by a concurrent run (or the index has not caught up yet).
    if (progress === 0) break;
  }
  recordMetric(METRIC.emailsSent, sent);
  recordMetric(METRIC.emailsFailed, failed);
  await recordOutboxAge(now);
  return { sent, failed, skipped };
}

/** Claims one listed email and sends it; what became of it ("skipped": another sender has it). */
export async function deliverEmail(
  email: OutboxEmail,
  settings: AjustesTienda | null,
  now: Date,
  /** Where the owner's notices go (read once per run: ownerAddress). */
  owner: () => Promise<string | null> = ownerAddress(settings),
): Promise<"sent" | "retry" | "fallido" | "skipped"> {
  const lease = await claimEmail(email, now);
  if (!lease) return "skipped";
  try {
    // A restock's fan-out item writes one email per waiting shopper instead of being sent.
    if (email.tipo === "reparto_avisos") {
      if ((await fanOutRestock(email.reparto ?? [], now)) === "more") await requeueFanOut(email.id, lease, now);
      else await markEmailSent(email, lease, now);
      return "sent";
    }
    await mailer().send(await render(email, settings, owner));
    await markEmailSent(email, lease, now);
    return "sent";
  } catch (err) {
    const permanent = isPermanentRecipientFailure(err);
    const outcome = await markEmailFailed(email, lease, (err as Error).message, now, permanent);
    logger.warn("Email not sent", { emailId: email.id, outcome, permanent, error: err as Error });
    return outcome;
  }
}

/**
 * Publishes the age of the oldest email still waiting (0 when the outbox is empty) on every run,
 * so the stack's alarm fires when mail stops flowing for 15 minutes, or when the job stops running
 * (no data). Measuring must never fail the run.
 */
async function recordOutboxAge(now: Date): Promise<void> {
  try {
    const oldest = await oldestWaitingEmailCreatedAt();
    const age = oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000)) : 0;
    recordMetric(METRIC.oldestPendingEmailAge, age, "Seconds", true);
  } catch (err) {
    logger.warn("Could not measure the outbox age", { error: err as Error });
  }
}

/**
 * An account email says what its item holds; an order email is rendered from the order as it is.
 * The secret link is the item's `enlace` (items written before it moved there keep it in `contexto`).
 */
async function render(
  email: OutboxEmail,
  settings: AjustesTienda | null,
  owner: () => Promise<string | null>,
): Promise<RenderedEmail> {
  const origin = env().APP_ORIGIN ?? "";
  const enlace = email.enlace ?? email.contexto?.enlace;
  if (email.tipo === "aviso_disponible") {
    const d = email.datos ?? {};
    const data = {
      producto_id: d.producto_id ?? "",
      nombre: d.nombre ?? "",
      talla: d.talla ?? "",
      color: d.color ?? "",
    };
    return renderRestockEmail(email.para ?? "", data, origin, enlace, storeVoice(settings));
  }
  if (isAccountEmailKind(email.tipo))
    return renderAccountEmail(email.tipo, email.para ?? "", email.datos ?? {}, origin, enlace, storeVoice(settings));
  if (isOwnerEmailKind(email.tipo)) {
    const to = await owner();
    if (!to) throw new PermanentEmailError("The store has no notification email and no active admin");
    const order = email.pedido_id ? await getOrder(email.pedido_id) : null;
    return renderOwnerEmail(email.tipo, to, { order, aviso: email.aviso ?? null }, settings, origin);
  }
  // The fan-out item never reaches here (deliverEmail expands it instead of sending it).
  if (email.tipo === "reparto_avisos") throw new PermanentEmailError("A restock fan-out item is not an email");
  const order = email.pedido_id ? await getOrder(email.pedido_id) : null;
  if (!order) throw new Error(`order ${email.pedido_id} not found`);
  return renderOrderEmail(email.tipo, order, settings, { ...email.contexto, ...(enlace ? { enlace } : {}) }, origin);
}

/**
 * The owner's address: the settings' `email_notificaciones`, else the first admin's email (looked
 * up once, only when a notice is due).
 */
export function ownerAddress(settings: AjustesTienda | null): () => Promise<string | null> {
  const chosen = settings?.email_notificaciones?.trim();
  let lookup: Promise<string | null> | undefined;
  return () => (chosen ? Promise.resolve(chosen) : (lookup ??= firstAdminEmail()));
}
