import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { z } from "zod";
import { apiContract, type RouteContract } from "../../../shared/src/api-contract";
import { buildOpenApiDocument } from "../../../shared/src/openapi/document";
import { REQUEST_EXAMPLES, type RequestExample } from "../../../shared/src/openapi/examples";
import { routeKey, routes, type RouteDef } from "../../../shared/src/routes";
import { CONTENT_WRITE_SCHEMAS } from "../../../shared/src/schemas/content-write";
import type { ContentKey } from "../../../shared/src/schemas/catalogue";
import { isValidPhone } from "../../../shared/src/rules/phone";

/**
 * Every operation with a request body shows at least one example in the published document
 * (issue 45, item 7), and each example is a body the route itself takes: it goes through the same
 * zod parse the route's handler runs, and through the document's own JSON Schema (Ajv). The
 * integration test (tests/integration/openapi/request-examples.test.ts) sends them to the store.
 */
const doc = buildOpenApiDocument();
const contract = apiContract as Readonly<Record<string, RouteContract>>;
const bodyRoutes = (routes as readonly RouteDef[]).filter((r) => contract[routeKey(r)]!.body);

/** The schema the route's handler parses its body with: the contract's, or the block's own for content. */
function parserOf(key: string, example: RequestExample): z.ZodType {
  if (key === "PUT /api/contenido/{clave}") {
    const clave = example.params?.clave as ContentKey | undefined;
    expect(clave, "a content block example names its clave").toBeDefined();
    return CONTENT_WRITE_SCHEMAS[clave!];
  }
  return contract[key]!.body!;
}

describe("request examples", () => {
  it("every route with a body has one, and every example is of a route with a body", () => {
    const missing = bodyRoutes.map(routeKey).filter((k) => !REQUEST_EXAMPLES.get(k)?.length);
    expect(missing).toEqual([]);
    const stray = [...REQUEST_EXAMPLES.keys()].filter((k) => !contract[k]?.body);
    expect(stray).toEqual([]);
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(35);
  });

  it("each example passes the zod parse its route runs", () => {
    for (const [key, examples] of REQUEST_EXAMPLES) {
      for (const example of examples) {
        const parsed = parserOf(key, example).safeParse(example.body);
        expect(parsed.error?.issues ?? [], `${key}: ${example.resumen}`).toEqual([]);
      }
    }
  });

  it("the document shows them in requestBody, and its schema takes them", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(doc as object, "openapi");
    for (const route of bodyRoutes) {
      const key = routeKey(route);
      const method = route.method.toLowerCase();
      const content = (doc.paths[route.path]![method]!.requestBody as { content: Record<string, any> }).content[
        "application/json"
      ];
      const shown = Object.values(content.examples ?? {}) as { summary: string; value: unknown }[];
      expect(shown.length, key).toBeGreaterThanOrEqual(1);
      expect(shown.map((e) => e.value)).toEqual(REQUEST_EXAMPLES.get(key)!.map((e) => e.body));
      expect(shown.every((e) => e.summary.length > 0)).toBe(true);
      const pointer = ["paths", route.path, method, "requestBody", "content", "application/json", "schema"]
        .map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1"))
        .join("/");
      const validate = ajv.compile({ $ref: `openapi#/${pointer}` });
      for (const { value } of shown) {
        expect(validate(value), `${key}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
  });

  it("an example the route refuses fails here (the check can fail)", () => {
    const bad = {
      resumen: "x",
      body: { ...(REQUEST_EXAMPLES.get("POST /api/pedido")![0]!.body as object), email: "no" },
    };
    expect(parserOf("POST /api/pedido", bad).safeParse(bad.body).success).toBe(false);
  });
});

describe("rules the document states for a client generating requests", () => {
  const schemas = doc.components.schemas as Record<string, any>;
  const props = (name: string) => {
    const s = schemas[name]!;
    return (s.oneOf ? s.oneOf[0] : s).properties as Record<string, any>;
  };

  it("every email a body takes is format email with the pattern the API checks", () => {
    const emails: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== "object") return;
      const n = node as Record<string, unknown>;
      if (n.properties && typeof n.properties === "object") {
        for (const [name, prop] of Object.entries(n.properties as Record<string, any>)) {
          if (/email/i.test(name) && !/notificaciones$|Notifications$|showEmail|placeholder/i.test(name)) {
            const candidates = (prop.anyOf ?? [prop]).filter((p: any) => p.type === "string");
            for (const c of candidates) emails.push(`${path}.${name}:${c.format ?? "-"}`);
          }
        }
      }
      for (const [k, v] of Object.entries(n)) walk(v, `${path}/${k}`);
    };
    for (const route of bodyRoutes) {
      const content = (doc.paths[route.path]![route.method.toLowerCase()]!.requestBody as any).content[
        "application/json"
      ];
      const ref = content.schema.$ref.split("/").pop();
      walk(schemas[ref], ref);
    }
    expect(emails.length).toBeGreaterThan(5);
    expect(emails.filter((e) => !e.endsWith(":email"))).toEqual([]);
    const order = props("CreateOrder");
    expect(order.email).toMatchObject({ format: "email", pattern: expect.any(String) });
    expect(order.movil_email).toMatchObject({ format: "email" });
  });

  it("states the names, the RIF or cédula, the account number and the variant keys as patterns", () => {
    const ajv = new Ajv2020({ strict: false });
    const order = props("CreateOrder");
    expect(ajv.validate(order.nombre, "María José")).toBe(true);
    expect(ajv.validate(order.nombre, "www.sitio.com")).toBe(false);
    const settings = props("SettingsUpdate");
    const pagoMovil = settings.datos_pago.properties.pago_movil.properties;
    const cuenta = settings.datos_pago.properties.transferencia_bancaria.properties.cuenta;
    for (const rif of ["J-50123456-7", "V-12345678", "v12345678"])
      expect(ajv.validate(pagoMovil.rif, rif), rif).toBe(true);
    expect(ajv.validate(pagoMovil.rif, "12345678")).toBe(false);
    expect(ajv.validate(pagoMovil.telefono, "0414-555-0182")).toBe(true);
    expect(ajv.validate(cuenta, "0105-0123-45-1234567890")).toBe(true);
    expect(ajv.validate(cuenta, "0105-0123-45-123456789")).toBe(false);
    expect(settings.descuento_primera_compra.properties.porcentaje).toMatchObject({ minimum: 0, maximum: 90 });
    // The profile's phone: the stated pattern and the check the API runs agree.
    const phone = props("ProfileUpdate").phone;
    for (const value of [
      "",
      "  ",
      "+58 412 555 0101",
      "(0212) 555-0101",
      "0412-555-0101",
      "+",
      "58412555010112345",
      "5841255501011234",
      "12a",
      " +1 ",
    ]) {
      expect(ajv.validate(phone, value), JSON.stringify(value)).toBe(isValidPhone(value));
    }
    // Bounds a handler enforces outside the schema's own checks.
    expect(props("UploadRequest").tamano).toMatchObject({ maximum: 5 * 1024 * 1024 });
    expect(props("ImportStatement").csv).toMatchObject({ maxLength: 2 * 1024 * 1024 });
    const stock = props("StockUpdate").stock_variantes;
    expect(ajv.validate(stock, { "M|Azul": 3 })).toBe(true);
    expect(ajv.validate(stock, { M: 3 })).toBe(false);
  });
});
