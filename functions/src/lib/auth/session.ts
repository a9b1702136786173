import { createHash, randomBytes } from "node:crypto";
import type { Usuario } from "@tienda/shared/schemas/account";
import { getUserById } from "../../data/users";
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  getSession,
  putSession,
  type SessionRecord,
} from "../../data/sessions";
import { toUsuario } from "../../domain/accounts/user-record";
import { buildCookie, expiredCookie } from "../cookies";

export const SESSION_COOKIE = "tienda_sesion";

/** Sliding lifetime: each visit (GET /api/auth/sesion) pushes the expiry 7 days ahead... */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** ...but never past 30 days after sign-in. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is only rewritten when it would move by more than this (one write per hour at most). */
const REFRESH_STEP_MS = 60 * 60 * 1000;

/** The signed-in user: the full API shape (never with the password). */
export type SessionUser = Usuario;

export interface ResolvedSession {
  usuario: SessionUser;
  tokenHash: string;
  session: SessionRecord;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 256 random bits, base64url (43 characters). Only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Creates a session for the user; returns the token for the cookie and its Set-Cookie header. */
export async function createSession(
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; cookie: string }> {
  const token = newSessionToken();
  const expira = new Date(now.getTime() + SESSION_TTL_MS);
  await putSession({
    tokenHash: hashToken(token),
    usuario_id: userId,
    creada: now.toISOString(),
    expira: expira.toISOString(),
    expira_max: new Date(now.getTime() + SESSION_MAX_MS).toISOString(),
  });
  return { token, cookie: buildCookie(SESSION_COOKIE, token, expira, now) };
}

/**
 * Looks up the session behind a cookie token; null when missing, expired, revoked or the user is inactive.
 * `onSession` hears the live session's user id before that user is read, so a caller may start
 * reads keyed by it (the order's live-order count) meanwhile; only the answer says it is valid.
 */
export async function resolveSession(
  token: string | undefined,
  onSession?: (usuarioId: string) => void,
): Promise<ResolvedSession | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const session = await getSession(tokenHash);
  const now = Date.now();
  if (!session || Date.parse(session.expira) <= now || Date.parse(session.expira_max) <= now) return null;
  onSession?.(session.usuario_id);
  const user = await getUserById(session.usuario_id);
  if (!user || !user.isActive) return null;
  if (user.sessionsValidFrom && session.creada < user.sessionsValidFrom) return null;
  return { tokenHash, session, usuario: toUsuario(user) };
}

/**
 * Slides the expiry of a live session (7 days from now, capped by the absolute limit) and
 * returns the refreshed cookie, or null when nothing needed to change.
 */
export async function refreshSession(
  token: string,
  resolved: ResolvedSession,
  now: Date = new Date(),
): Promise<string | null> {
  const target = Math.min(now.getTime() + SESSION_TTL_MS, Date.parse(resolved.session.expira_max));
  if (target - Date.parse(resolved.session.expira) < REFRESH_STEP_MS) return null;
  const expira = new Date(target);
  const ok = await extendSession(resolved.session, expira.toISOString());
  return ok ? buildCookie(SESSION_COOKIE, token, expira, now) : null;
}

export async function revokeSession(tokenHash: string): Promise<void> {
  await deleteSession(tokenHash);
}

export async function revokeAllSessions(userId: string): Promise<void> {
  await deleteUserSessions(userId);
}

/** Ends every session of the user except the one making the request (email change). */
export async function revokeOtherSessions(userId: string, keepTokenHash: string): Promise<void> {
  await deleteUserSessions(userId, keepTokenHash);
}

export function clearSessionCookie(): string {
  return expiredCookie(SESSION_COOKIE);
}
