import { describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import { call } from "../../helpers/api";
import { uniqueIp } from "../accounts/helpers";
import { setQuotaUsage, QUOTA_RULES } from "../../../functions/src/data/throttle";
import { DEFAULT_MAX_BODY } from "../../../shared/src/routes";
import { rawRequest, useTestAppServer } from "./app-server";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/**
 * Replay of issue 32, item 1 (HIGH): one request froze the server. A 200 KB email sent to
 * /api/auth/login held the CPU for 19 s (the email pattern was quadratic and zod ran it after
 * `.max(254)` had failed), and a catalogue GET sent alongside waited as long. Bodies are now
 * capped per route before anything parses them (413), the email pattern is linear and runs only
 * after the length check, and public routes that throttle count the attempt before the body.
 */
const app = useTestAppServer();
/** The attack value: a long dotted domain with a rejecting tail (each dot was a split point). */
const attackEmail = (bytes: number) => "a@" + "a.".repeat(bytes / 2) + " x";
const TOO_LARGE = "La solicitud es demasiado grande";
/** Far above what these requests take now, far below the 19 s the attack took. */
const GENEROUS_MS = 8_000;

const post = (path: string, body: string) =>
  rawRequest(app.origin, "POST", path, {
    headers: {
      "content-type": "application/json",
      "x-requested-with": "tienda",
      "content-length": String(Buffer.byteLength(body)),
    },
    body,
  });

describe("request size and ReDoS", () => {
  it("a 200 KB email to /api/auth/login answers 413 at once, and a parallel catalogue GET is served", async () => {
    const started = Date.now();
    const body = JSON.stringify({ email: attackEmail(200_000), password: "x" });
    const [login, catalogue] = await Promise.all([
      post("/api/auth/login", body),
      rawRequest(app.origin, "GET", "/api/productos"),
    ]);
    expect(login.status).toBe(413);
    expect(JSON.parse(login.body).mensaje).toBe(TOO_LARGE);
    expect(catalogue.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);

    // The handler refuses it too, before parsing (deployed, API Gateway passes up to 6 MB on).
    const direct = await call("POST", "/api/auth/login", { body });
    expect(direct.status).toBe(413);
    expect(direct.body.mensaje).toBe(TOO_LARGE);
  });

  it("an attack email that fits the body limit is a quick 400 with the form's message", async () => {
    const started = Date.now();
    const res = await call("POST", "/api/auth/login", {
      body: { email: attackEmail(DEFAULT_MAX_BODY - 200), password: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errores.email).toBe("Email inválido");
    expect(Date.now() - started).toBeLessThan(GENEROUS_MS);
  });

  it("each route has its own limit: 16 KB by default, more only where lists need it", async () => {
    const padding = "x".repeat(20 * 1024);
    // Newsletter, registration, promo: a few fields.
    for (const path of ["/api/newsletter", "/api/auth/registro", "/api/promociones/validar"]) {
      const res = await call("POST", path, { body: { email: padding } });
      expect(res.status, path).toBe(413);
    }
    // A quote of a cart is a list of lines: 20 KB is read (and refused for its content, not its size).
    const quote = await call("POST", "/api/pedido/cotizacion", { body: { relleno: padding } });
    expect(quote.status).toBe(400);
    // Past its own limit (64 KB), it is 413 as well.
    const huge = await call("POST", "/api/pedido/cotizacion", { body: { relleno: "x".repeat(70 * 1024) } });
    expect(huge.status).toBe(413);
  });

  it("the local server answers 413 while an over-long body is still arriving, without waiting for (or keeping) the rest", async () => {
    const { hostname, port } = new URL(app.origin);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: hostname,
          port,
          method: "POST",
          path: "/api/auth/login",
          // No Content-Length: chunked, so only the bytes received tell the size.
          headers: { "content-type": "application/json", "x-requested-with": "tienda" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on("error", (err) => (req.destroyed ? undefined : reject(err)));
      req.write(`{"email":"${"a".repeat(DEFAULT_MAX_BODY + 1024)}`);
      // The request is never finished: an answer can only come from the size check.
    });
    expect(status).toBe(413);
  });

  it("login, registration and the newsletter refuse a throttled address before reading the body", async () => {
    const cases = [
      { path: "/api/auth/login", scope: "login_ip" as const },
      { path: "/api/auth/registro", scope: "registro" as const },
      { path: "/api/newsletter", scope: "newsletter" as const },
      { path: "/api/promociones/validar", scope: "promo" as const },
    ];
    for (const { path, scope } of cases) {
      const ip = uniqueIp();
      // The filled window must still be the current one when the requests arrive.
      await clearOfWindowEdge(scope);
      await setQuotaUsage(scope, ip, QUOTA_RULES[scope].limit, new Date());
      // A body that fails validation (and one that is not even JSON) gets the 429, not a 400.
      for (const body of [{ email: attackEmail(10_000) }, "{no es json"]) {
        const res = await call("POST", path, { ip, body });
        expect(res.status, `${path} ${typeof body}`).toBe(429);
        expect(Number(res.headers["retry-after"]), path).toBeGreaterThan(0);
      }
    }
  });
});
