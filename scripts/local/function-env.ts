import { randomBytes } from "node:crypto";
import { resetEnvCache } from "../../functions/src/lib/env";
import { DEMO_USERS } from "../../functions/src/seed/demo-users";

/**
 * Settings that only exist where the handlers run locally (the local server, tests, bench), the
 * way the CDK stack gives a Lambda its environment:
 *
 * - DEVICE_COOKIE_KEY: the HMAC key of the trusted-device cookie (docs/accounts.md). A deployed
 *   stack generates its own in Secrets Manager; locally a random key per process is enough (a
 *   restart only makes browsers prove themselves once more).
 * - DEMO_ACCOUNTS: what GET /api/auth/cuentas-demo lists when DEMO_MODE=true. The demo
 *   passwords live in the seed only, never in a handler module, so no deployed bundle holds them.
 *
 * Values already set (e.g. by the shell) are kept.
 */
export function applyLocalFunctionEnv(): void {
  let changed = false;
  if (!process.env.DEVICE_COOKIE_KEY) {
    process.env.DEVICE_COOKIE_KEY = randomBytes(32).toString("base64url");
    changed = true;
  }
  if (!process.env.DEMO_ACCOUNTS) {
    process.env.DEMO_ACCOUNTS = JSON.stringify(
      DEMO_USERS.map((u) => ({
        email: u.email,
        password: u.password,
        role: u.role,
        nombre: `${u.firstName} ${u.lastName}`,
      })),
    );
    changed = true;
  }
  if (changed) resetEnvCache();
}
