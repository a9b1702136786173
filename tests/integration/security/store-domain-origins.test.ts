/**
 * The store on its own domain (infra/lib/custom-domain.ts): the domain is APP_ORIGIN and the
 * distribution's cloudfront.net name is APP_ORIGIN_ALIASES. Through CloudFront the API sees API
 * Gateway's own Host, so the CSRF guard must accept exactly those two origins and nothing else.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { resetEnvCache } from "../../../functions/src/lib/env";

const DOMAIN = "https://tienda.example.com";
const CLOUDFRONT = "https://d1234abcd.cloudfront.net";
// As behind CloudFront: the Host is API Gateway's, never the viewer's.
const apiHost = { host: "abc123.execute-api.us-east-1.amazonaws.com" };
const body = { lineas: [{ productoId: "p005", talla: "M", color: "Negro", cantidad: 1 }] };
let saved: { origin?: string; aliases?: string };

beforeEach(() => {
  saved = { origin: process.env.APP_ORIGIN, aliases: process.env.APP_ORIGIN_ALIASES };
  process.env.APP_ORIGIN = DOMAIN;
  process.env.APP_ORIGIN_ALIASES = CLOUDFRONT;
  resetEnvCache();
});

afterEach(() => {
  process.env.APP_ORIGIN = saved.origin;
  if (saved.aliases === undefined) delete process.env.APP_ORIGIN_ALIASES;
  else process.env.APP_ORIGIN_ALIASES = saved.aliases;
  resetEnvCache();
});

describe("CSRF guard with the store's own domain", () => {
  it("accepts a write from the domain and from the cloudfront.net name", async () => {
    for (const origin of [DOMAIN, CLOUDFRONT]) {
      const res = await call("POST", "/api/pedido/cotizacion", { body, headers: { ...apiHost, origin } });
      expect(res.status, origin).toBe(200);
    }
  });

  it("refuses any other origin, including a look-alike of the domain", async () => {
    for (const origin of ["https://malicioso.example", "https://tienda.example.com.malicioso.example", "http://tienda.example.com"]) {
      const res = await call("POST", "/api/pedido/cotizacion", { body, headers: { ...apiHost, origin } });
      expect(res.status, origin).toBe(403);
      expect(res.body.mensaje).toBe("Solicitud no permitida desde otro sitio");
    }
  });

  it("without aliases, the cloudfront.net name is just another site", async () => {
    delete process.env.APP_ORIGIN_ALIASES;
    resetEnvCache();
    const res = await call("POST", "/api/pedido/cotizacion", { body, headers: { ...apiHost, origin: CLOUDFRONT } });
    expect(res.status).toBe(403);
  });
});
