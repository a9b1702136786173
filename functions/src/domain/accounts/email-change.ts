import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { AUTH_MESSAGES, PROFILE_MESSAGES } from "@tienda/shared/schemas/account";
import { badRequest, conflict, tooMany, unauthorized } from "../errors";
import { revokeOtherSessions } from "../../lib/auth/session";
import { consumeQuota } from "../../data/throttle";
import { outboxPutAccount } from "../../data/outbox";
import { applyEmailChange, getEmailChange, putEmailChange } from "../../data/email-changes";
import { getUserById } from "../../data/users";
import { notifyAccountOwner } from "./security-notices";
import { toUsuario } from "./user-record";
import type { Usuario } from "@tienda/shared/schemas/account";

/**
 * Changing the sign-in email (docs/accounts.md): asking for it (with the current password, checked
 * by the caller) only records the new address and emails a confirmation link to it; the account
 * changes when that link is opened. The answer to the request is the same whether another account
 * has the address or not, so the profile cannot be used to learn who is registered; whether it is
 * free is known only to whoever opens the link, i.e. to the address's owner.
 */

/** How long a confirmation link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The SPA page the link opens (web/src/features/account/routes/confirm-email-route.tsx). */
export const confirmEmailPath = (token: string) => `/perfil/confirmar-email?token=${encodeURIComponent(token)}`;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Counts one change request, per account and per client address (each emails an address the
 * requester names), or refuses it (429). Counted before the password is checked, like
 * registration, so parallel requests cannot get past the limit.
 */
export async function reserveEmailChange(userId: string, ip: string, now: Date): Promise<void> {
  for (const [scope, value] of [
    ["cambio_email", userId],
    ["cambio_email_ip", ip],
  ] as const) {
    const quota = await consumeQuota(scope, value, now);
    if (!quota.ok) throw tooMany(PROFILE_MESSAGES.emailChangeThrottled, quota.retryAfterSeconds);
  }
}

/** Records a requested change and puts its confirmation email in the outbox (one transaction). */
export async function requestEmailChange(
  user: { id: string; email: string },
  emailNuevo: string,
  now: Date,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const change = {
    usuario_id: user.id,
    email_nuevo: emailNuevo,
    token_hash: hashToken(token),
    creado: now.toISOString(),
    expira: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString(),
  };
  await putEmailChange(change, outboxPutAccount("confirmar_email", emailNuevo, {}, now, confirmEmailPath(token)));
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Opens a confirmation link: the signed-in account's pending change, if `token` is its link and
 * it has not expired, is applied (uniqueness guard moved in the same transaction). Every other
 * session of the account ends and the old address is told, as for any change of the sign-in email.
 */
export async function confirmEmailChange(
  current: { userId: string; tokenHash: string },
  token: string,
  now: Date,
): Promise<Usuario> {
  const invalid = () => badRequest(PROFILE_MESSAGES.emailLinkInvalid, { token: PROFILE_MESSAGES.emailLinkInvalid });
  const user = await getUserById(current.userId);
  if (!user) throw unauthorized();
  const change = await getEmailChange(user.id);
  if (!change || !sameHash(change.token_hash, hashToken(token)) || Date.parse(change.expira) <= now.getTime()) {
    throw invalid();
  }
  const outcome = await applyEmailChange(change, user.email, now);
  if (outcome === "taken") throw conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
  if (outcome === "stale") throw invalid();
  await revokeOtherSessions(user.id, current.tokenHash);
  await notifyAccountOwner(
    { tipo: "email_cambiado", usuarioId: user.id, emailAnterior: user.email, emailNuevo: change.email_nuevo },
    now,
  );
  return toUsuario((await getUserById(user.id))!);
}
