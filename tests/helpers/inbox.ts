import { seedSettings } from "../../functions/src/seed/orders";
import { storeVoice, subjectOf } from "../../functions/src/domain/email/store-voice";

/** An email as the local catcher (maildev) answers it at /api/email. */
export interface CaughtEmail {
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name?: string }>;
  text: string;
  html: string;
}

/**
 * This worker's mail catcher's web API (`/api/email`), set by setup-env.ts (each worker's store
 * sends to a catcher of its own); empty when running against LocalStack.
 */
export const mailWebUrl = (): string => process.env.TEST_MAIL_WEB_URL ?? "";

/** Every email the catcher holds (the whole run's, in this worker; oldest first). */
export async function inbox(): Promise<CaughtEmail[]> {
  return (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as CaughtEmail[];
}

/** The emails sent to one address. */
export async function mailsTo(address: string): Promise<CaughtEmail[]> {
  return (await inbox()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** A subject as the seeded store writes it (its name after the event: 'Recibimos tu pedido N · Tienda'). */
export const storeSubject = (base: string) => subjectOf(base, storeVoice(seedSettings(new Date())));
