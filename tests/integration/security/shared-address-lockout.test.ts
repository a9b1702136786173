import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { call, cookieHeader, type CallResult } from "../../helpers/api";
import { uniqueEmail, uniqueIp } from "../accounts/helpers";
import { QUOTA_RULES, setQuotaUsage } from "../../../functions/src/data/throttle";
import { hashPassword } from "../../../functions/src/lib/auth/password";
import { createUser, setPasswordHash } from "../../../functions/src/data/users";
import { newUserRecord } from "../../../functions/src/domain/accounts/user-record";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/**
 * Replay of issue 32, item 12: behind a carrier's shared public address, 20 failed sign-ins from
 * anyone locked every shopper on that address out for 15 minutes, even on a browser that had
 * signed in before. The per-address limit still holds for unknown browsers; a valid trusted-device
 * cookie (OWASP's device-cookie scheme) signs in past it, limited per device instead.
 */
const DEVICE_COOKIE = "tienda_dispositivo";
const PASSWORD = "Girasol#Azul47";
let cheap: Promise<string> | undefined;
/** An account with a cheap hash (scrypt N=2^10), kept cheap after each sign-in re-hashes it. */
async function cheapAccount() {
  const hash = await (cheap ??= hashPassword(PASSWORD, { ln: 10, r: 8, p: 1 }));
  const record = newUserRecord({
    id: randomUUID(),
    email: uniqueEmail("compartida"),
    password: hash,
    firstName: "Lucía",
    lastName: "Prueba",
    now: new Date(),
  });
  await createUser(record);
  return { ...record, plainPassword: PASSWORD, keepCheap: () => setPasswordHash(record.id, hash, new Date()) };
}
/** Signs in from some other address and returns the browser's device cookie. */
async function trustedBrowserOf(account: Awaited<ReturnType<typeof cheapAccount>>) {
  const res = await call("POST", "/api/auth/login", {
    ip: uniqueIp(),
    body: { email: account.email, password: account.plainPassword },
  });
  expect(res.status).toBe(200);
  await account.keepCheap();
  return deviceCookieOf(res);
}

const deviceCookieOf = (res: CallResult) => {
  const c = res.cookies.find((x) => x.startsWith(`${DEVICE_COOKIE}=`));
  if (!c) throw new Error("no device cookie");
  return cookieHeader({ ...res, cookies: [c] });
};

describe("sign-in behind a shared address", () => {
  it("strangers' failures lock unknown browsers out of the address, not a shopper's trusted browser", async () => {
    await clearOfWindowEdge("login_ip");
    const shared = uniqueIp();
    const shopper = await cheapAccount();
    // The shopper signed in on this phone before (from anywhere): the browser holds a device cookie.
    const device = await trustedBrowserOf(shopper);

    // 20 failed sign-ins from other people on the carrier's address: 19 already counted, and one
    // more made here (to other accounts, with wrong passwords).
    const limit = QUOTA_RULES.login_ip.limit;
    await setQuotaUsage("login_ip", shared, limit - 1, new Date());
    const stranger = await cheapAccount();
    const failed = await call("POST", "/api/auth/login", {
      ip: shared,
      body: { email: stranger.email, password: "Mala#Clave1" },
    });
    expect(failed.status).toBe(401);
    // Unknown browsers on that address are refused, even with the right password...
    const cookieLess = await call("POST", "/api/auth/login", {
      ip: shared,
      body: { email: shopper.email, password: shopper.plainPassword },
    });
    expect(cookieLess.status).toBe(429);
    expect(Number(cookieLess.headers["retry-after"])).toBeGreaterThan(0);
    // ...and so is a forged or another account's device cookie.
    const otherDevice = await trustedBrowserOf(stranger);
    for (const cookie of [otherDevice, `${DEVICE_COOKIE}=${"A".repeat(22)}.${"B".repeat(43)}`]) {
      const res = await call("POST", "/api/auth/login", {
        ip: shared,
        cookie,
        body: { email: shopper.email, password: shopper.plainPassword },
      });
      expect(res.status).toBe(429);
    }

    // The shopper's own browser signs in from the locked address.
    const trusted = await call("POST", "/api/auth/login", {
      ip: shared,
      cookie: device,
      body: { email: shopper.email, password: shopper.plainPassword },
    });
    expect(trusted.status).toBe(200);
    expect(trusted.body.usuario.email).toBe(shopper.email);
  });

  it("a trusted browser past the address limit is still limited per device (5 failures)", async () => {
    await clearOfWindowEdge("login_dispositivo");
    const shared = uniqueIp();
    const shopper = await cheapAccount();
    const device = await trustedBrowserOf(shopper);
    await setQuotaUsage("login_ip", shared, QUOTA_RULES.login_ip.limit, new Date());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call("POST", "/api/auth/login", {
        ip: shared,
        cookie: device,
        body: { email: shopper.email, password: `Mala#Clave${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
