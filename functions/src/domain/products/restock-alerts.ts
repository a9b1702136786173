import { createHash, randomBytes } from "node:crypto";
import { RESTOCK_ALERT_MESSAGES, type DemandaVariante } from "@tienda/shared/schemas/restock-alerts";
import { badRequest, conflict, notFound, tooMany } from "../errors";
import { consumeQuota } from "../../data/throttle";
import { getProduct, getProductsByIds } from "../../data/products";
import { outboxPutAccount } from "../../data/outbox";
import {
  getDemand,
  getUnsubscribeLink,
  hasRestockAlert,
  listDemand,
  listWaitingBefore,
  notifyWaiting,
  putRestockAlert,
  removeRestockAlert,
  type FanOutTarget,
  type VariantRef,
} from "../../data/restock-alerts";
import { variantKey } from "../catalogue/product-record";
import type { AccountEmailKind } from "../email/account-emails";

/**
 * 'Avísame cuando llegue' (docs/restock-alerts.md): waiting for a sold-out variant, the emails
 * when it comes back, leaving the list, and the demand the admin restocks from.
 */

/** Shoppers told per transaction: 3 items each (delete, email, link) and the counter, under 100. */
const NOTIFY_CHUNK = 30;
/** Shoppers told per variant in one run of the sender; the item is queued again for the rest. */
const NOTIFY_PER_RUN = 300;
const WRITE_ATTEMPTS = 5;

export const unsubscribePath = (token: string) => `/api/avisos/baja?token=${encodeURIComponent(token)}`;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Adds an email to a sold-out variant's waiting list. The same answer whether it was already
 * waiting or not (the caller answers 202 either way), so the form does not tell who waits.
 */
export async function subscribeRestockAlert(
  productId: string,
  input: { talla: string; color: string; email: string },
  now: Date,
): Promise<void> {
  const product = await getProduct(productId);
  if (!product || !product.activo) throw notFound(RESTOCK_ALERT_MESSAGES.notFound);
  const variante = variantKey(input.talla, input.color);
  if (!Object.hasOwn(product.stock_variantes, variante)) {
    throw badRequest(RESTOCK_ALERT_MESSAGES.unknownVariant, { talla: RESTOCK_ALERT_MESSAGES.unknownVariant });
  }
  // Counted per address before anything else, whether it already waits or not.
  const quota = await consumeQuota("aviso_email", input.email, now);
  if (!quota.ok) throw tooMany(RESTOCK_ALERT_MESSAGES.throttled, quota.retryAfterSeconds);
  if (await hasRestockAlert(productId, variante, input.email)) return;
  const ref: VariantRef = {
    producto_id: productId,
    nombre: product.nombre,
    talla: input.talla,
    color: input.color,
    variante,
  };
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const outcome = await putRestockAlert(ref, input.email, await getDemand(productId, variante), now);
    if (outcome === "ok" || outcome === "exists") return;
    if (outcome === "in_stock") throw conflict(RESTOCK_ALERT_MESSAGES.inStock);
  }
  throw conflict(RESTOCK_ALERT_MESSAGES.inStock);
}

/**
 * Expands a restock's fan-out item: for each variant it names, while the variant still has stock,
 * every shopper who joined before the restock gets one email and her subscription is used up, in
 * chunks of one transaction each. A variant sold out again by now keeps its shoppers waiting for
 * the next restock. "more" when a variant had more shoppers than one run tells.
 */
export async function fanOutRestock(targets: readonly FanOutTarget[], now: Date): Promise<"done" | "more"> {
  const products = await getProductsByIds([...new Set(targets.map((t) => t.producto_id))]);
  let more = false;
  for (const t of targets) {
    const product = products.get(t.producto_id);
    if (!product || !product.activo || (product.stock_variantes[t.variante] ?? 0) <= 0) continue;
    let told = 0;
    let failures = 0;
    while (told < NOTIFY_PER_RUN && failures < WRITE_ATTEMPTS) {
      const waiting = await listWaitingBefore(t.producto_id, t.variante, t.ronda, NOTIFY_CHUNK);
      if (waiting.length === 0) break;
      const read = await getDemand(t.producto_id, t.variante);
      if (!read) break;
      const [talla = t.variante, color = ""] = t.variante.split("|");
      const alerts = waiting.map((a) => {
        const token = randomBytes(32).toString("base64url");
        const correo = outboxPutAccount(
          "aviso_disponible" as unknown as AccountEmailKind,
          a.email,
          { producto_id: t.producto_id, nombre: product.nombre, talla, color },
          now,
          unsubscribePath(token),
        );
        return { ...a, correo, tokenHash: hashToken(token) };
      });
      if (await notifyWaiting(read, alerts, now)) told += alerts.length;
      else failures++;
    }
    if (told >= NOTIFY_PER_RUN || failures >= WRITE_ATTEMPTS) more = true;
  }
  return more ? "more" : "done";
}

/**
 * Opens an unsubscribe link: the email leaves that variant's list if it is on it (again). What
 * the page names; 404 for an unknown or expired link.
 */
export async function unsubscribeRestockAlert(
  token: string,
  now: Date,
): Promise<{ nombre: string; talla: string; color: string }> {
  const link = await getUnsubscribeLink(hashToken(token), now);
  if (!link) throw notFound(RESTOCK_ALERT_MESSAGES.linkInvalid);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const outcome = await removeRestockAlert(link, await getDemand(link.producto_id, link.variante), now);
    if (outcome !== "changed") break;
  }
  const product = await getProduct(link.producto_id);
  const [talla = link.variante, color = ""] = link.variante.split("|");
  return { nombre: product?.nombre ?? "", talla, color };
}

/** The demand list: variants someone waits for, most waited first, with the product's current name. */
export async function listRestockDemand(): Promise<DemandaVariante[]> {
  const demand = await listDemand();
  const products = await getProductsByIds([...new Set(demand.map((d) => d.producto_id))]);
  return demand
    .filter((d) => d.esperando > 0)
    .map((d) => ({
      producto_id: d.producto_id,
      nombre: products.get(d.producto_id)?.nombre ?? d.nombre,
      talla: d.talla,
      color: d.color,
      esperando: d.esperando,
      desde: d.desde ?? "",
    }));
}
