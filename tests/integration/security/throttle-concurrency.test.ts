import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { createAccount, STRONG_PASSWORD, uniqueEmail, uniqueIp } from "../accounts/helpers";

/**
 * Attack 3 of the security follow-up: limits that hold under concurrency. Each attempt is counted
 * first, with one atomic conditional update, before any password hash is computed.
 */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ((acc[s] = (acc[s] ?? 0) + 1), acc), {});

describe("limits under concurrency", () => {
  it("30 wrong passwords sent at once for one account from one address: 5 are checked, 25 refused", async () => {
    const account = await createAccount();
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", "/api/auth/login", { ip, body: { email: account.email, password: `Mala#Clave${i}` } }),
      ),
    );
    const counts = tally(results.map((r) => r.status));
    console.log("30 parallel wrong logins:", JSON.stringify(counts));
    expect(counts).toEqual({ 401: 5, 429: 25 });
    for (const r of results.filter((r) => r.status === 429)) {
      expect(r.body.mensaje).toBe("Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo");
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("15 registrations sent at once from one address: 10 accounts created, 5 refused", async () => {
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        call("POST", "/api/auth/registro", {
          ip,
          body: {
            firstName: "Ana",
            lastName: "Pérez",
            email: uniqueEmail("lote"),
            password: STRONG_PASSWORD,
            confirmPassword: STRONG_PASSWORD,
          },
        }),
      ),
    );
    const counts = tally(results.map((r) => r.status));
    console.log("15 parallel registrations:", JSON.stringify(counts));
    expect(counts).toEqual({ 201: 10, 429: 5 });
    for (const r of results.filter((r) => r.status === 429)) {
      expect(r.body.mensaje).toBe(
        "Se han creado demasiadas cuentas desde esta conexión. Inténtalo de nuevo en una hora",
      );
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("consumeQuota grants exactly the limit to 30+ parallel callers (receipt uploads: 30 per address per hour)", async () => {
    const { consumeQuota, QUOTA_RULES } = await import("../../../functions/src/data/throttle");
    expect(QUOTA_RULES.subida).toEqual({ limit: 30, windowMs: 60 * 60 * 1000 });
    const ip = uniqueIp();
    const now = new Date();
    const first = await Promise.all(Array.from({ length: 30 }, () => consumeQuota("subida", ip, now)));
    expect(first.every((r) => r.ok)).toBe(true);
    const more = await Promise.all(Array.from({ length: 30 }, () => consumeQuota("subida", ip, now)));
    expect(more.filter((r) => r.ok)).toHaveLength(0);
    for (const r of more) if (!r.ok) expect(r.retryAfterSeconds).toBeGreaterThan(0);
    // Another address has its own quota.
    expect((await consumeQuota("subida", uniqueIp(), now)).ok).toBe(true);
  });
});
