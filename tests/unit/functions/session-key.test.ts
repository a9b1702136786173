import { describe, expect, it } from "vitest";
import {
  checkSession,
  hashToken,
  newSessionToken,
  sessionKeyOf,
  type SessionKey,
} from "../../../functions/src/lib/auth/session";
import { newUserRecord, type UserRecord } from "../../../functions/src/domain/accounts/user-record";
import type { SessionRecord } from "../../../functions/src/data/sessions";

const USER = "7d0f6f6e-2b7a-4c55-9a53-0c5f1f2b6a10";
const OTHER = "0b8e1f8c-5a2d-4b9e-8f43-6a7c2d9e1b20";
const NOW = Date.parse("2026-11-28T12:00:00Z");

const user = (over: Partial<UserRecord> = {}): UserRecord => ({
  ...newUserRecord({
    id: USER,
    email: "ana@example.com",
    password: "x",
    firstName: "Ana",
    lastName: "Pérez",
    now: new Date(NOW - 86_400_000),
  }),
  ...over,
});
const session = (over: Partial<SessionRecord> = {}): SessionRecord => ({
  tokenHash: "h",
  usuario_id: USER,
  creada: new Date(NOW - 3_600_000).toISOString(),
  expira: new Date(NOW + 3_600_000).toISOString(),
  expira_max: new Date(NOW + 86_400_000).toISOString(),
  ...over,
});
const named: SessionKey = { tokenHash: "h", usuarioId: USER };
const unnamed: SessionKey = { tokenHash: "h", usuarioId: null };

describe("session tokens name their user", () => {
  it("a new token is the user's id, a dot and 43 base64url characters, and names that user", () => {
    const token = newSessionToken(USER);
    expect(token).toMatch(new RegExp(`^${USER}\\.[A-Za-z0-9_-]{43}$`));
    expect(newSessionToken(USER)).not.toBe(token);
    expect(sessionKeyOf(token)).toEqual({ tokenHash: hashToken(token), usuarioId: USER });
  });

  it("a token from before (no id) is still a token, naming nobody; what cannot be a token is none", () => {
    const old = "A".repeat(43);
    expect(sessionKeyOf(old)).toEqual({ tokenHash: hashToken(old), usuarioId: null });
    // Not the named shape (two dots, a short secret): read as a token that names nobody.
    expect(sessionKeyOf(`a.${USER}.${"b".repeat(43)}`)?.usuarioId).toBeNull();
    expect(sessionKeyOf(`${USER}.${"b".repeat(42)}`)?.usuarioId).toBeNull();
    expect(sessionKeyOf(undefined)).toBeNull();
    expect(sessionKeyOf("corto")).toBeNull();
    expect(sessionKeyOf("x".repeat(201))).toBeNull();
  });
});

describe("checkSession", () => {
  it("a live session of an active user signs the request in, as that user", () => {
    const resolved = checkSession(named, session(), user(), NOW);
    expect(resolved?.usuario.id).toBe(USER);
    expect(resolved?.usuario).not.toHaveProperty("password");
    expect(checkSession(unnamed, session(), user(), NOW)?.usuario.id).toBe(USER);
  });

  it("a token naming another user than its session's is no session", () => {
    expect(checkSession({ tokenHash: "h", usuarioId: OTHER }, session(), user(), NOW)).toBeNull();
    // Nor a user item that is not the session's.
    expect(checkSession(unnamed, session(), user({ id: OTHER }), NOW)).toBeNull();
  });

  it("no session, an expired one, one past its absolute limit, an inactive user or a sign-out everywhere: none", () => {
    expect(checkSession(named, null, user(), NOW)).toBeNull();
    expect(checkSession(named, session(), null, NOW)).toBeNull();
    expect(checkSession(named, session({ expira: new Date(NOW).toISOString() }), user(), NOW)).toBeNull();
    expect(checkSession(named, session({ expira_max: new Date(NOW - 1).toISOString() }), user(), NOW)).toBeNull();
    expect(checkSession(named, session(), user({ isActive: false }), NOW)).toBeNull();
    const later = new Date(NOW - 60_000).toISOString();
    expect(checkSession(named, session(), user({ sessionsValidFrom: later }), NOW)).toBeNull();
    expect(checkSession(named, session({ creada: later }), user({ sessionsValidFrom: later }), NOW)).not.toBeNull();
  });
});
