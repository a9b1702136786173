import { createHash, randomBytes } from "node:crypto";
import type { Usuario } from "@tienda/shared/schemas/account";
import { getUserById } from "../../data/users";
import { getItemsByKey, type TableKey } from "../../data/batch-get";
import { keys } from "../../data/keys";
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  getSession,
  putSession,
  sessionFromItem,
  type SessionRecord,
} from "../../data/sessions";
import { toUsuario, userRecordFromItem, type UserRecord } from "../../domain/accounts/user-record";
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

/**
 * The user's id, a dot, and 256 random bits in base64url (43 characters). Only the SHA-256 of the
 * whole token is stored, so the id in it cannot be changed without losing the session; it is
 * there so a request reads the session and its user in one call instead of one after the other.
 */
export function newSessionToken(userId: string): string {
  return `${userId}.${randomBytes(32).toString("base64url")}`;
}

/** What a session cookie names, as its reads need it. */
export interface SessionKey {
  tokenHash: string;
  /** The user the token names (`<id>.<secret>`); null for a token without one (issued before). */
  usuarioId: string | null;
}

const NAMED_TOKEN = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/;

/** The lookup keys of a cookie token; null for what cannot be a token (no read at all). */
export function sessionKeyOf(token: string | undefined): SessionKey | null {
  if (!token || token.length < 20 || token.length > 200) return null;
  return { tokenHash: hashToken(token), usuarioId: NAMED_TOKEN.exec(token)?.[1] ?? null };
}

/** The table keys of a session and the user its token names, for a caller that reads them with others. */
export function sessionReadKeys(tokenHash: string, usuarioId: string): TableKey[] {
  return [keys.session(tokenHash), keys.user(usuarioId)];
}

/**
 * Whether the stored session and user make a signed-in request: the session live, its user the one
 * the token names (when it names one), active, and not signed out everywhere since.
 */
export function checkSession(
  key: SessionKey,
  session: SessionRecord | null,
  user: UserRecord | null,
  now = Date.now(),
): ResolvedSession | null {
  if (!session || Date.parse(session.expira) <= now || Date.parse(session.expira_max) <= now) return null;
  if (key.usuarioId !== null && session.usuario_id !== key.usuarioId) return null;
  if (!user || user.id !== session.usuario_id || !user.isActive) return null;
  if (user.sessionsValidFrom && session.creada < user.sessionsValidFrom) return null;
  return { tokenHash: key.tokenHash, session, usuario: toUsuario(user) };
}

/** A named token's session and user from the items a batch read answered (checkSession). */
export function sessionFromItems(
  key: SessionKey,
  sessionItem: Record<string, unknown> | null,
  userItem: Record<string, unknown> | null,
): ResolvedSession | null {
  const session = sessionItem ? sessionFromItem(key.tokenHash, sessionItem) : null;
  return checkSession(key, session, userItem ? userRecordFromItem(userItem) : null);
}

/** Creates a session for the user; returns the token for the cookie and its Set-Cookie header. */
export async function createSession(
  userId: string,
  now: Date = new Date(),
): Promise<{ token: string; cookie: string }> {
  const token = newSessionToken(userId);
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
 * Looks up the session behind a cookie token; null when missing, expired, revoked or the user is
 * inactive. A token that names its user reads the session and the user in one call; one issued
 * before tokens named it reads the session, then its user.
 */
export async function resolveSession(token: string | undefined): Promise<ResolvedSession | null> {
  return (await resolveSessionWith(token)).auth;
}

/**
 * resolveSession, and the items of `alsoFor(user)` read in the same call when the token names its
 * user: `also` follows their order (null where none), and is null when they were not read (a token
 * that names nobody) or the session is not valid (nobody's items reach a request that is not theirs).
 */
export async function resolveSessionWith(
  token: string | undefined,
  alsoFor?: (usuarioId: string) => TableKey[],
): Promise<{ auth: ResolvedSession | null; also: Array<Record<string, unknown> | null> | null }> {
  const key = sessionKeyOf(token);
  if (!key) return { auth: null, also: null };
  if (key.usuarioId !== null) {
    const also = alsoFor?.(key.usuarioId) ?? [];
    const [session, user, ...items] = await getItemsByKey([...sessionReadKeys(key.tokenHash, key.usuarioId), ...also]);
    const auth = sessionFromItems(key, session ?? null, user ?? null);
    return { auth, also: auth && alsoFor ? items : null };
  }
  const session = await getSession(key.tokenHash);
  if (!session || Date.parse(session.expira) <= Date.now()) return { auth: null, also: null };
  return { auth: checkSession(key, session, await getUserById(session.usuario_id)), also: null };
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
