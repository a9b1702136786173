import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { invokeRoute } from "../../../scripts/local/lambda-bridge";
import { rawRequest, useTestAppServer } from "./app-server";

/** Attack 2 of the security follow-up: security headers on every API answer, errors included. */
const expectApiHeaders = (headers: Record<string, string>, what: string) => {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["content-security-policy"], what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers["referrer-policy"], what).toBe("no-referrer");
};

const app = useTestAppServer();

describe("API security headers", () => {
  it("every API answer carries nosniff, a deny-all CSP and a Referrer-Policy, from endpoint()", async () => {
    expectApiHeaders((await call("GET", "/api/categorias")).headers, "200");
    expectApiHeaders((await call("GET", "/api/carrito")).headers, "401");
    expectApiHeaders((await call("POST", "/api/auth/login", { body: { email: "" } })).headers, "400");
    expectApiHeaders((await call("POST", "/api/auth/login", { body: {}, crossSite: true })).headers, "403");
    expectApiHeaders((await invokeRoute({ method: "PATCH", path: "/api/carrito" }))!.headers, "405");
  });

  it("the local server adds them to its own API answers too (404, 413)", async () => {
    expectApiHeaders((await rawRequest(app.origin, "GET", "/api/no-existe")).headers, "404");
    expectApiHeaders((await rawRequest(app.origin, "GET", "/api/categorias")).headers, "200 via server");
    const big = await rawRequest(app.origin, "POST", "/api/auth/login", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ relleno: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(big.status).toBe(413);
    expectApiHeaders(big.headers, "413");
  });

  it("the SPA's CSP is the same strict policy the CloudFront SPA behaviour sends", async () => {
    const { spaContentSecurityPolicy } = await import("../../../shared/src/security-headers");
    const page = await rawRequest(app.origin, "GET", "/");
    expect(page.headers["content-security-policy"]).toBe(spaContentSecurityPolicy(["http://127.0.0.1:*"]));
    expect(page.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
  });
});
