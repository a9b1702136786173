import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { call, cookieHeader } from "../../helpers/api";
import { createAccount, uniqueEmail, uniqueIp } from "../accounts/helpers";
import { hashPassword } from "../../../functions/src/lib/auth/password";
import { createUser, setPasswordHash } from "../../../functions/src/data/users";
import { newUserRecord } from "../../../functions/src/domain/accounts/user-record";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/**
 * Attack 4 of the security follow-up: no lockout by strangers (OWASP's device-cookie design).
 * Failures count per account + address (5 per 15 minutes) and per address (20); a signed device
 * cookie from an earlier sign-in lets that browser in while the account is attacked from
 * elsewhere; clients without it share a per-account ceiling (50 an hour) that stops distributed
 * guessing and records a notice for the owner.
 */
const DEVICE_COOKIE = "tienda_dispositivo";
/** An account whose hash is cheap (scrypt N=2^10), so 50 real guesses stay fast on a small machine. */
async function cheapAccount() {
  const plainPassword = "Girasol#Azul47";
  const cheapHash = await hashPassword(plainPassword, { ln: 10, r: 8, p: 1 });
  const record = newUserRecord({
    id: randomUUID(),
    email: uniqueEmail("asediada"),
    password: cheapHash,
    firstName: "Lucía",
    lastName: "Prueba",
    now: new Date(),
  });
  await createUser(record);
  // A sign-in re-hashes an old-cost hash at today's cost; put the cheap one back after it.
  const keepCheap = () => setPasswordHash(record.id, cheapHash, new Date());
  return { ...record, plainPassword, keepCheap };
}

const deviceCookieOf = (res: { cookies: string[] }) => res.cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));

describe("sign-in lockout", () => {
  it("8 wrong passwords from one address do not lock the owner out from another address", async () => {
    await clearOfWindowEdge("login_cuenta_ip");
    const account = await createAccount();
    const attacker = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await call("POST", "/api/auth/login", {
        ip: attacker,
        body: { email: account.email, password: `Mala#Clave${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The attacker's address is refused for this account, even with the right password...
    const attackerRight = await call("POST", "/api/auth/login", {
      ip: attacker,
      body: { email: account.email, password: account.plainPassword },
    });
    expect(attackerRight.status).toBe(429);
    // ...but the owner, elsewhere and without any cookie, signs in.
    const owner = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: account.email, password: account.plainPassword },
    });
    expect(owner.status).toBe(200);
    // And the attacker's address may still sign in to another account.
    const other = await createAccount();
    expect(
      (
        await call("POST", "/api/auth/login", {
          ip: attacker,
          body: { email: other.email, password: other.plainPassword },
        })
      ).status,
    ).toBe(200);
  });

  it("a successful sign-in sets a signed, HttpOnly device cookie bound to the account", async () => {
    const account = await createAccount();
    const res = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: account.email, password: account.plainPassword },
    });
    const device = deviceCookieOf(res)!;
    expect(device).toBeDefined();
    expect(device).toContain("HttpOnly");
    expect(device).toContain("SameSite=Strict");
    expect(device).toContain("Path=/api/auth");
    expect(device).toMatch(/Max-Age=15552000/);
    const failed = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: account.email, password: "Mala#Clave1" },
    });
    expect(deviceCookieOf(failed)).toBeUndefined();
  });

  it("distributed guessing trips a per-account ceiling for cookie-less clients; the owner's browser still signs in", async () => {
    await clearOfWindowEdge("login_cuenta");
    const { listSecurityNotices } = await import("../../../functions/src/domain/accounts/security-notices");
    const account = await cheapAccount();
    const ownerIp = uniqueIp();
    const first = await call("POST", "/api/auth/login", {
      ip: ownerIp,
      body: { email: account.email, password: account.plainPassword },
    });
    expect(first.status).toBe(200);
    await account.keepCheap();
    const deviceCookie = cookieHeader({ ...first, cookies: [deviceCookieOf(first)!] });

    // 50 guesses, each from its own address (a botnet): every one is checked...
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call("POST", "/api/auth/login", { ip: uniqueIp(), body: { email: account.email, password: `Mala#Clave${i}` } }),
      ),
    );
    expect(guesses.every((r) => r.status === 401)).toBe(true);
    // ...then the account refuses cookie-less clients from anywhere, even with the right password.
    const blocked = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: account.email, password: account.plainPassword },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const forged = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      cookie: `${DEVICE_COOKIE}=${"A".repeat(22)}.${"B".repeat(43)}`,
      body: { email: account.email, password: account.plainPassword },
    });
    expect(forged.status).toBe(429);

    // The owner's browser, which signed in before, is trusted: it signs in from a new address.
    const owner = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      cookie: deviceCookie,
      body: { email: account.email, password: account.plainPassword },
    });
    expect(owner.status).toBe(200);

    // The owner is told (the outbox will email it): one notice for the tripped ceiling.
    const notices = await listSecurityNotices(account.id);
    expect(notices.filter((n) => n.tipo === "inicio_sesion_bloqueado")).toHaveLength(1);
  });

  it("a device cookie of another account, or a tampered one, is not trusted", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const signedA = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: a.email, password: a.plainPassword },
    });
    const cookieA = deviceCookieOf(signedA)!.split(";")[0]!;
    const { trustedDeviceId } = await import("../../../functions/src/lib/auth/device-cookie");
    const value = decodeURIComponent(cookieA.split("=")[1]!);
    expect(trustedDeviceId(value, a.email)).not.toBeNull();
    expect(trustedDeviceId(value, b.email)).toBeNull();
    expect(trustedDeviceId(value.slice(0, -2) + (value.endsWith("AA") ? "BB" : "AA"), a.email)).toBeNull();
    expect(trustedDeviceId("basura", a.email)).toBeNull();
  });
});
