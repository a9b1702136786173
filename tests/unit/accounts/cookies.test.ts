import { afterEach, describe, expect, it } from "vitest";
import { buildCookie, cookieIsSecure, expiredCookie } from "../../../functions/src/lib/cookies";
import { resetEnvCache } from "../../../functions/src/lib/env";

const base = { TABLE_NAME: "t", IMAGES_BUCKET: "i", RECEIPTS_BUCKET: "r" };
function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries({ ...base, ...vars })) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

describe("session cookie", () => {
  afterEach(() => {
    delete process.env.COOKIE_SECURE;
    delete process.env.APP_ORIGIN;
    resetEnvCache();
  });

  it("is HttpOnly, SameSite=Lax, Path=/ and Secure by default", () => {
    withEnv({ COOKIE_SECURE: undefined, APP_ORIGIN: "https://tienda.example" });
    const now = new Date("2026-01-01T00:00:00Z");
    const c = buildCookie("tienda_sesion", "abc", new Date(now.getTime() + 7 * 86_400_000), now);
    expect(c).toBe(
      "tienda_sesion=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800; Expires=Thu, 08 Jan 2026 00:00:00 GMT; Secure",
    );
    expect(expiredCookie("tienda_sesion")).toMatch(/^tienda_sesion=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; .*Secure$/);
  });

  it("drops Secure only for plain http://localhost with COOKIE_SECURE=false", () => {
    withEnv({ COOKIE_SECURE: "false", APP_ORIGIN: "http://localhost:3000" });
    expect(cookieIsSecure()).toBe(false);
    withEnv({ COOKIE_SECURE: "false", APP_ORIGIN: "https://d123.cloudfront.net" });
    expect(cookieIsSecure()).toBe(true);
    withEnv({ COOKIE_SECURE: "false", APP_ORIGIN: "http://tienda.example" });
    expect(cookieIsSecure()).toBe(true);
  });
});
