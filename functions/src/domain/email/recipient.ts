import { isOneMailbox } from "@tienda/shared/rules/email-address";
import { badRequest } from "../errors";

/**
 * Who an email goes to, as nodemailer takes it: a structured `{ name, address }`, never a string
 * it would parse (a string "a@x.com, b@y.org" is two recipients, and a CRLF in it a new header).
 */
export interface Recipient {
  name?: string;
  address: string;
}

/** The server's own check of an address a form already checked for format (RFC 5322, one mailbox). */
export function assertOneMailbox(email: string, campo: string, mensaje: string): void {
  if (!isOneMailbox(email)) throw badRequest(mensaje, { [campo]: mensaje });
}

/**
 * Raised instead of sending when the recipient is not one plain mailbox (older orders and
 * accounts were stored before that was checked) and when the mail service refuses the recipient
 * for good: the outbox gives such an email up at once instead of retrying it for a day and a half.
 */
export class PermanentEmailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentEmailError";
  }
}

/** A recipient the mailer may hand on; PermanentEmailError when the address is not one mailbox. */
export function recipient(address: string, name?: string): Recipient {
  if (!isOneMailbox(address)) throw new PermanentEmailError("Recipient is not a single email address");
  // A display name is text nodemailer encodes; line breaks and control characters never reach it.
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = name?.replace(/[\u0000-\u001f\u007f]+/gu, " ").trim();
  return clean ? { name: clean.slice(0, 120), address } : { address };
}

/**
 * Whether a send failed for good because of its recipient, so retrying cannot help: an SMTP 5xx
 * answer to RCPT TO (every recipient refused: "550 5.1.1 user unknown", "553 bad address"), an
 * envelope nodemailer itself refuses, or SES refusing the message or the address.
 * Anything else (connection, 4xx, throttling, our own configuration) is worth another attempt.
 */
export function isPermanentRecipientFailure(err: unknown): boolean {
  if (err instanceof PermanentEmailError) return true;
  const e = err as { name?: string; code?: string; command?: string; responseCode?: number; message?: string };
  if (!e || typeof e !== "object") return false;
  if (e.code === "EENVELOPE") {
    if (e.command === "RCPT TO")
      return typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600;
    // nodemailer's own envelope check (a recipient with a line break or angle brackets).
    return e.command === "API" && /recipient/i.test(e.message ?? "");
  }
  if (e.name === "MessageRejected") return true;
  if (e.name === "BadRequestException" || e.name === "InvalidParameterValue") {
    return /address|domain|recipient/i.test(e.message ?? "");
  }
  return false;
}
