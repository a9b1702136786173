import { createHash, randomBytes } from "node:crypto";
import { badRequest } from "../errors";
import { logger } from "../../lib/logger";
import { consumeQuota } from "../../data/throttle";
import { outboxPutAccount } from "../../data/outbox";
import { confirmSubscription, getNewsletterState, putPendingSubscription } from "../../data/newsletter";

/**
 * Newsletter sign-up with double opt-in (docs/accounts.md, "Newsletter"). The answer is the same
 * whether the address is new, pending or already subscribed, so the form cannot tell who reads the
 * newsletter; only the address's owner learns it, from the email. A new or pending address gets a
 * confirmation link (at most NEWSLETTER_EMAIL limit a day per address, so the form cannot be used
 * to flood someone's inbox); the subscription counts once the link is opened.
 */
export const NEWSLETTER_MESSAGES = {
  requested: "¡Gracias! Revisa tu correo y abre el enlace para confirmar tu suscripción.",
  confirmed: "¡Listo! Tu suscripción al newsletter está confirmada.",
  linkInvalid: "El enlace de confirmación no es válido o ya venció. Suscríbete de nuevo para recibir otro.",
  throttled: "Demasiadas suscripciones desde esta conexión. Inténtalo de nuevo en una hora",
} as const;

/** How long a confirmation link works (and a pending subscription is kept). */
export const NEWSLETTER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The SPA page the link opens (web/src/features/home/components/newsletter-confirm-page.tsx). */
export const newsletterConfirmPath = (token: string) => `/newsletter/confirmar?token=${encodeURIComponent(token)}`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function requestNewsletterSubscription(email: string, now: Date): Promise<void> {
  // Counted first whatever the address's state, so every answer costs about the same.
  const quota = await consumeQuota("newsletter_email", email, now);
  if ((await getNewsletterState(email)) === "confirmada") return;
  if (!quota.ok) {
    logger.info("Newsletter confirmation not sent: daily limit for the address reached");
    return;
  }
  const token = randomBytes(32).toString("base64url");
  const expira = new Date(now.getTime() + NEWSLETTER_LINK_TTL_MS);
  // false: confirmed in between (another tab's link): nothing to send.
  await putPendingSubscription(
    email,
    hashToken(token),
    now,
    expira,
    outboxPutAccount("confirmar_newsletter", email, {}, now, newsletterConfirmPath(token)),
  );
}

export async function confirmNewsletterSubscription(token: string, now: Date): Promise<void> {
  if (!(await confirmSubscription(hashToken(token), now))) {
    throw badRequest(NEWSLETTER_MESSAGES.linkInvalid, { token: NEWSLETTER_MESSAGES.linkInvalid });
  }
}
