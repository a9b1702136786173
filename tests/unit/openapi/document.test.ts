import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { buildOpenApiDocument, PATH_PARAM_MAX, type Operation } from "../../../shared/src/openapi/document";
import { routeDocs, type RouteDoc } from "../../../shared/src/openapi/route-docs";
import {
  CSRF_HEADER_NAME,
  CSRF_HEADER_VALUE,
  IDEMPOTENCY_KEY_PATTERN,
  SESSION_COOKIE_NAME,
} from "../../../shared/src/openapi/headers";
import { findRoute, routeId, routeKey, routes, type RouteDef } from "../../../shared/src/routes";
import { CSRF_HEADER, CSRF_VALUE, MAX_PATH_PARAM_LENGTH } from "../../../functions/src/lib/http";
import { SESSION_COOKIE } from "../../../functions/src/lib/auth/session";
import { checkIdempotencyKey } from "../../../functions/src/domain/orders/checkout";
import { AdminOrdersQuerySchema } from "../../../shared/src/schemas/admin-orders";
import { AdminProductsQuerySchema } from "../../../shared/src/schemas/admin-products";
import { AdminUsersQuerySchema } from "../../../shared/src/schemas/admin-users";

type JsonSchema = Record<string, unknown>;
const doc = buildOpenApiDocument();
const table = routes as readonly RouteDef[];

const docOf = (route: RouteDef): RouteDoc => (routeDocs as Record<string, RouteDoc>)[routeKey(route)]!;

function op(route: Pick<RouteDef, "method" | "path">): Operation {
  const found = doc.paths[route.path]?.[route.method.toLowerCase()];
  if (!found) throw new Error(`${routeKey(route)} is not in the document`);
  return found;
}

describe("OpenAPI document", () => {
  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("has every route of the table, once, and nothing else", () => {
    for (const route of table) expect(op(route).operationId).toBe(routeId(route));
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(table.length);
    const ids = operations.length
      ? Object.values(doc.paths).flatMap((i) => Object.values(i).map((o) => o.operationId))
      : [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a Spanish summary of its own for every route, and no summary for a route that is gone", () => {
    const keys = table.map(routeKey);
    expect(Object.keys(routeDocs).filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !(k in routeDocs))).toEqual([]);
    for (const route of table) expect(op(route).summary).not.toBe(routeKey(route));
  });

  it("marks who may call each route and which credentials it needs", () => {
    for (const route of table) {
      const o = op(route);
      const unsafe = route.method !== "GET";
      expect(o["x-rol"]).toBe({ public: "publico", user: "usuario", admin: "administrador" }[route.auth]);
      const needs = (o.security as Record<string, string[]>[])[0] ?? {};
      expect("sesion" in needs, routeKey(route)).toBe(route.auth !== "public");
      expect("csrf" in needs, routeKey(route)).toBe(unsafe);
      if (route.auth !== "public") expect(Object.keys(o.responses)).toContain("401");
      if (route.auth === "admin" || unsafe) expect(Object.keys(o.responses)).toContain("403");
      if (unsafe) expect(Object.keys(o.responses)).toContain("413");
    }
  });

  it("derives 401, 403 and 429 from the route table: a session, the role or CSRF header, and a throttle", () => {
    for (const route of table) {
      const statuses = Object.keys(op(route).responses);
      expect(statuses.includes("429"), routeKey(route)).toBe(route.throttled === true);
      const forbidden = op(route).responses["403"]?.description ?? "";
      expect(forbidden.includes("administrador"), routeKey(route)).toBe(
        route.auth === "admin" || /administrador/.test(docOf(route).errores?.[403] ?? ""),
      );
      expect(forbidden.includes(CSRF_HEADER_NAME), routeKey(route)).toBe(route.method !== "GET");
    }
    // The table's flags are the one source: the route texts repeat none of the shared answers.
    for (const [key, entry] of Object.entries(routeDocs) as [string, RouteDoc][]) {
      if (entry.errores?.[429]) expect(findRoute(key)?.throttled, key).toBe(true);
      expect(entry.errores?.[403] ?? "", key).not.toMatch(/X-Requested-With|Origin/);
    }
  });

  it("gives each route its success status, with the answer's schema", () => {
    expect(Object.keys(op({ method: "POST", path: "/api/pedido" }).responses)[0]).toBe("201");
    expect(Object.keys(op({ method: "POST", path: "/api/newsletter" }).responses)[0]).toBe("202");
    expect(Object.keys(op({ method: "GET", path: "/api/productos" }).responses)[0]).toBe("200");
    for (const route of table) {
      const [status, success] = Object.entries(op(route).responses)[0]!;
      expect(status).toMatch(/^2\d\d$/);
      // JSON, but the products export, which is the spreadsheet itself, and the page an email's
      // unsubscribe link opens.
      const type =
        route.path === "/api/admin/productos/exportar"
          ? "text/csv"
          : route.path === "/api/avisos/baja"
            ? "text/html"
            : "application/json";
      expect(Object.keys(success.content ?? {})).toEqual([type]);
      expect(success.content?.[type]?.schema.$ref).toMatch(/^#\/components\/schemas\//);
    }
  });

  it("names the headers: Idempotency-Key and Idempotent-Replayed on orders, If-Match, ETag and 412 on the cart, Retry-After on 429 and 503", () => {
    const order = op({ method: "POST", path: "/api/pedido" });
    expect(order.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    expect(order.responses["201"]).toMatchObject({ headers: { "Idempotent-Replayed": expect.anything() } });
    const cart = op({ method: "PUT", path: "/api/carrito" });
    expect(cart.parameters).toContainEqual({ $ref: "#/components/parameters/IfMatch" });
    expect(cart.responses["412"]).toMatchObject({ headers: { ETag: expect.anything() } });
    for (const route of table) {
      for (const [status, answer] of Object.entries(op(route).responses)) {
        if (status === "429" || status === "503")
          expect(answer).toMatchObject({ headers: { "Retry-After": expect.anything() } });
      }
    }
    expect(Object.keys(op({ method: "POST", path: "/api/auth/login" }).responses)).toContain("429");
  });

  it("states enums and bounds a client can rely on, read from the contract", () => {
    const list = op({ method: "GET", path: "/api/productos" }).parameters as { name: string; schema: object }[];
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(["pagina", "limite", "orden"]));
    const login = doc.components.schemas!.Login as { properties: Record<string, unknown>; required: string[] };
    expect(login.required).toEqual(expect.arrayContaining(["email", "password"]));
    const props = (name: string) =>
      (doc.components.schemas![name] as { properties: Record<string, JsonSchema> }).properties;
    expect(props("UploadRequest").tipo!.enum).toEqual(["image/jpeg", "image/png", "image/webp"]);
    const paidWith = (doc.components.schemas!.CreateOrder as { oneOf: { properties: Record<string, JsonSchema> }[] })
      .oneOf;
    for (const order of paidWith) expect(order.properties.estado!.enum).toHaveLength(24);
  });

  it("states each admin list's page sizes, exactly the ones its query schema accepts", () => {
    const cases = [
      ["/api/pedido", AdminOrdersQuerySchema],
      ["/api/admin/productos", AdminProductsQuerySchema],
      ["/api/admin/usuarios", AdminUsersQuerySchema],
    ] as const;
    for (const [path, schema] of cases) {
      const params = op({ method: "GET", path }).parameters as { name: string; schema: JsonSchema }[];
      const sizes = params.find((p) => p.name === "limite")!.schema.enum as number[];
      expect(sizes.length, path).toBeGreaterThan(1);
      for (const n of sizes) expect(schema.safeParse({ limite: String(n) }).success, `${path} ${n}`).toBe(true);
      for (const n of [sizes[0]! - 1, sizes.at(-1)! + 1, 7]) {
        if (!sizes.includes(n)) expect(schema.safeParse({ limite: String(n) }).success, `${path} ${n}`).toBe(false);
      }
    }
  });

  it("matches the values the API itself uses (cookie, CSRF header, path limit, idempotency key)", () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
    expect(CSRF_HEADER_NAME.toLowerCase()).toBe(CSRF_HEADER);
    expect(CSRF_HEADER_VALUE).toBe(CSRF_VALUE);
    expect(PATH_PARAM_MAX).toBe(MAX_PATH_PARAM_LENGTH);
    const pattern = new RegExp(IDEMPOTENCY_KEY_PATTERN);
    for (const key of [
      "abcdefgh",
      "A".repeat(100),
      "a_b-c_d-1",
      "corto",
      "A".repeat(101),
      "con espacio1",
      "ñandú-ñandú",
    ]) {
      const accepted = (() => {
        try {
          checkIdempotencyKey(key);
          return true;
        } catch {
          return false;
        }
      })();
      expect(pattern.test(key), key).toBe(accepted);
    }
  });
});
