import { GetEmailIdentityCommand, NotFoundException, SESv2Client } from "@aws-sdk/client-sesv2";
import type { SenderStatus } from "../domain/stats/setup-checklist";

/**
 * Whether the store's sender can send: deployed, the verification state of its Amazon SES identity
 * (the address, or else its domain); locally (SMTP to the mail catcher) always. Read-only
 * (ses:GetEmailIdentity, the route's "mail:status" grant); any failure answers "desconocido" so
 * the dashboard still opens.
 */
export async function senderStatus(): Promise<{ status: SenderStatus; address: string | null; region: string }> {
  const region = process.env.AWS_REGION ?? "us-east-1";
  const address = senderAddress(process.env.MAIL_FROM ?? "") || null;
  if (process.env.MAIL_TRANSPORT !== "ses") return { status: "local", address, region };
  if (!address) return { status: "sin_identidad", address, region };
  const client = new SESv2Client({ region });
  const domain = address.slice(address.lastIndexOf("@") + 1);
  let missing = 0;
  for (const identity of [address, domain]) {
    try {
      const out = await client.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
      if (out.VerifiedForSendingStatus) return { status: "verificado", address, region };
      return { status: "pendiente", address, region };
    } catch (err) {
      if (err instanceof NotFoundException) {
        missing++;
        continue;
      }
      return { status: "desconocido", address, region };
    }
  }
  return { status: missing === 2 ? "sin_identidad" : "desconocido", address, region };
}

/**
 * The address part of MAIL_FROM ('Tienda <pedidos@x.com>' → 'pedidos@x.com'): the display name
 * is the store's, from its settings, never one fixed in the deployment.
 */
export function senderAddress(mailFrom: string): string {
  const angle = /<([^<>\s]+)>\s*$/.exec(mailFrom);
  return (angle ? angle[1]! : mailFrom).trim();
}
