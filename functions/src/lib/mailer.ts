import { createTransport, type Transporter } from "nodemailer";
import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { withoutSdkLogging } from "./sdk-logging";
import { z } from "zod";
import type { Recipient } from "../domain/email/recipient";
import { senderAddress } from "./mail-identity";

/**
 * The one place emails leave the store, through nodemailer: Amazon SES (SESv2) in the stack, an
 * SMTP server locally (the maildev catcher that `npm start` runs on loopback). Its settings are
 * read when the sender first needs them and checked with zod, so a missing one is named at once.
 * The recipient is always structured (`{ name, address }`, built by domain/email/recipient.ts): a
 * string would be parsed by nodemailer as an address list with headers of its own.
 */
const MailEnv = z.object({
  MAIL_TRANSPORT: z.enum(["ses", "smtp"]),
  MAIL_FROM: z.string().min(3),
  SMTP_HOST: z.string().default("127.0.0.1"),
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  AWS_REGION: z.string().default("us-east-1"),
});

export interface OutgoingEmail {
  to: Recipient;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (the store's name); without it the bare address. */
  fromName?: string;
}

let transport: { send: (e: OutgoingEmail) => Promise<void>; close: () => void } | undefined;

function build() {
  const env = MailEnv.parse(process.env);
  let t: Transporter;
  if (env.MAIL_TRANSPORT === "ses") {
    t = createTransport({
      SES: { sesClient: withoutSdkLogging(new SESv2Client({ region: env.AWS_REGION })), SendEmailCommand },
    });
  } else {
    if (!env.SMTP_PORT) throw new Error("SMTP_PORT is required when MAIL_TRANSPORT=smtp");
    // Loopback catcher: no TLS, no auth. Pooled: a new connection per email cost ~140 ms (the
    // catcher's greeting, after a reverse DNS lookup), an email on a kept one ~10 ms, and one outbox
    // run sends many. The catcher closes idle connections; the pool opens new ones when needed.
    t = createTransport({ host: env.SMTP_HOST, port: env.SMTP_PORT, secure: false, ignoreTLS: true, pool: true });
  }
  return {
    send: async (e: OutgoingEmail) => {
      await t.sendMail({
        // Structured, like the recipient: the owner's name is text nodemailer encodes, not parses.
        from: { name: e.fromName ?? "", address: senderAddress(env.MAIL_FROM) },
        to: { name: e.to.name ?? "", address: e.to.address },
        subject: e.subject,
        text: e.text,
        html: e.html,
      });
    },
    close: () => t.close(),
  };
}

export function mailer(): { send: (e: OutgoingEmail) => Promise<void> } {
  transport ??= build();
  return transport;
}

/** Tests and the local runtime point the mailer elsewhere between runs. */
export function resetMailer(): void {
  // A pooled transport keeps its connections open until closed.
  transport?.close();
  transport = undefined;
}
