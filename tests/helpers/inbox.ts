import { inject } from "vitest";
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

/** Every email the catcher holds (the whole run's, oldest first). */
export async function inbox(): Promise<CaughtEmail[]> {
  return (await (await fetch(`${inject("mailWebUrl")}/api/email`)).json()) as CaughtEmail[];
}

/** The emails sent to one address. */
export async function mailsTo(address: string): Promise<CaughtEmail[]> {
  return (await inbox()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** A subject as the seeded store writes it (its name after the event: 'Recibimos tu pedido N · Tienda'). */
export const storeSubject = (base: string) => subjectOf(base, storeVoice(seedSettings(new Date())));
