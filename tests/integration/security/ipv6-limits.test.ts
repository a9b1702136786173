import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { call } from "../../helpers/api";
import { uniqueEmail } from "../accounts/helpers";
import { QUOTA_RULES } from "../../../functions/src/data/throttle";
import { hashPassword } from "../../../functions/src/lib/auth/password";
import { createUser } from "../../../functions/src/data/users";
import { newUserRecord } from "../../../functions/src/domain/accounts/user-record";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/**
 * Replay of issue 32, item 10: limits keyed on the client's full address let an IPv6 client,
 * which owns a whole /64, send each request from a fresh address and never be counted twice.
 * Limits now count an IPv6 client by its /64.
 */
const rnd = () => Math.floor(Math.random() * 0xffff).toString(16);
/** A fresh /64 per test run: '2001:db8:<r>:<r>'. */
const freshPrefix = () => `2001:db8:${rnd()}:${rnd()}`;

describe("IPv6 clients are limited by their /64", () => {
  it("password guesses at one account from rotating addresses of one /64 share the account + address limit", async () => {
    await clearOfWindowEdge("login_cuenta_ip");
    // A cheap hash (scrypt N=2^10) keeps the guesses fast on a small machine.
    const account = newUserRecord({
      id: randomUUID(),
      email: uniqueEmail("v6"),
      password: await hashPassword("Girasol#Azul47", { ln: 10, r: 8, p: 1 }),
      firstName: "Lucía",
      lastName: "Prueba",
      now: new Date(),
    });
    await createUser(account);
    const prefix = freshPrefix();
    const limit = QUOTA_RULES.login_cuenta_ip.limit;
    const statuses: number[] = [];
    for (let i = 1; i <= limit + 1; i++) {
      const res = await call("POST", "/api/auth/login", {
        // Every guess from a fresh address of the client's own /64.
        ip: `${prefix}:${rnd()}:${rnd()}:${rnd()}:${i.toString(16)}`,
        body: { email: account.email, password: `Mala#Clave${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
    // The neighbouring /64 is another subscriber: still allowed to try.
    const neighbour = await call("POST", "/api/auth/login", {
      ip: `${freshPrefix()}::beef`,
      body: { email: account.email, password: "Mala#Clave" },
    });
    expect(neighbour.status).toBe(401);
  });

  it("promotion code guesses from rotating addresses of one /64 share one limit", async () => {
    await clearOfWindowEdge("promo");
    const prefix = freshPrefix();
    const limit = QUOTA_RULES.promo.limit;
    for (let i = 1; i <= limit; i++) {
      const res = await call("POST", "/api/promociones/validar", {
        ip: `${prefix}:${i.toString(16)}::1`,
        body: { codigo: `ADIVINA${i}`, subtotal: 100 },
      });
      expect(res.status).toBe(400);
    }
    const next = await call("POST", "/api/promociones/validar", {
      ip: `${prefix}:ffff:1:2:3`,
      body: { codigo: "ADIVINA", subtotal: 100 },
    });
    expect(next.status).toBe(429);
  });
});
