import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { apiContract, type RouteContract } from "../../../shared/src/api-contract";
import { buildOpenApiDocument, type Operation } from "../../../shared/src/openapi/document";
import { routeKey, routes, type RouteDef } from "../../../shared/src/routes";
import { CreateOrderSchema } from "../../../shared/src/schemas/checkout-input";
import { RegisterSchema } from "../../../shared/src/schemas/account";
import { meetsPasswordRule, PASSWORD_MAX_LENGTH } from "../../../shared/src/rules/password";

/**
 * The rules a client needs are stated by the published document, not hidden in checks it cannot
 * see: each one is read from the document and run with Ajv beside the zod schema the API parses
 * with, and both must agree on the same values (issue 39, item 1).
 */
type JsonSchema = Record<string, unknown>;
const doc = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
const schemas = doc.components.schemas as Record<string, JsonSchema>;
const valid = (schema: JsonSchema, value: unknown) => ajv.validate(schema, value) as boolean;

function op(route: Pick<RouteDef, "method" | "path">): Operation {
  return doc.paths[route.path]![route.method.toLowerCase()]!;
}

describe("rules the document states", () => {
  it("bounds every numeric query parameter exactly where the API's check refuses", () => {
    let checked = 0;
    for (const route of routes as readonly RouteDef[]) {
      const query = (apiContract as Record<string, RouteContract>)[routeKey(route)]!.query;
      const params = (op(route).parameters ?? []) as { in?: string; name: string; schema: JsonSchema }[];
      for (const p of params.filter((x) => x.in === "query")) {
        const { minimum, maximum, type } = p.schema as { minimum?: number; maximum?: number; type?: string };
        if (type !== "integer" && type !== "number") continue;
        expect(query, routeKey(route)).toBeDefined();
        const step = type === "integer" ? 1 : 0.5;
        const candidates = [minimum, maximum, minimum! - step, maximum! + step, 7].filter(
          (n): n is number => typeof n === "number" && n >= 0,
        );
        for (const n of candidates) {
          const parsed = query!.safeParse({ [p.name]: String(n) });
          const refusedHere = !parsed.success && parsed.error.issues.some((i) => i.path[0] === p.name);
          expect(!refusedHere, `${routeKey(route)} ${p.name}=${n}`).toBe(valid(p.schema, n));
        }
        checked++;
      }
    }
    // The catalogue's limite/pagina/dias/precio and the admin lists' pages at least.
    expect(checked).toBeGreaterThanOrEqual(10);
    const list = op({ method: "GET", path: "/api/productos" }).parameters as { name: string; schema: JsonSchema }[];
    expect(list.find((p) => p.name === "limite")!.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100 });
  });

  it("states the password rule as patterns that agree with the rule the API applies", () => {
    const password = (schemas.Register!.properties as Record<string, JsonSchema>).password!;
    const samples = [
      "",
      "corta1A",
      "Ñandú2024",
      "Contraseña1",
      "sinmayuscula1",
      "SINMINUSCULA1",
      "SinNumeroAqui",
      `Aa1${"x".repeat(PASSWORD_MAX_LENGTH - 3)}`,
      `Aa1${"x".repeat(PASSWORD_MAX_LENGTH - 2)}`,
      `Aa1${"😀".repeat(PASSWORD_MAX_LENGTH - 3)}`,
      "Con\nsalto1A",
    ];
    for (const s of samples) {
      const api = RegisterSchema.safeParse({ firstName: "Ana", lastName: "Pérez", email: "a@b.co", password: s });
      const byRule = s.length > 0 && meetsPasswordRule(s) && [...s].length <= PASSWORD_MAX_LENGTH;
      expect(api.success, JSON.stringify(s)).toBe(byRule);
      expect(valid(password, s), JSON.stringify(s)).toBe(byRule);
    }
  });

  it("states which fields each payment method requires, as one shape per tipo_pago", () => {
    const order = schemas.CreateOrder as { oneOf: JsonSchema[] };
    expect(order.oneOf.map((o) => (o.properties as Record<string, JsonSchema>).tipo_pago!.const)).toEqual([
      "pago_movil",
      "transferencia_bancaria",
      "pago_ubi",
      "zelle",
      "binance",
      "efectivo_usd",
    ]);
    const base = {
      nombre: "Ana",
      apellido: "Pérez",
      email: "a@b.co",
      telefono: "04141234567",
      direccion: "Calle 1",
      ciudad: "Caracas",
      estado: "Distrito Capital",
      codigo_postal: "1010",
      acepta_terminos: true,
      lineas: [{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }],
    };
    const movil = {
      movil_banco: "banesco",
      movil_telefono: "04141234567",
      movil_referencia: "123",
      movil_email: "a@b.co",
    };
    const transferencia = {
      transferencia_banco: "mercantil",
      transferencia_referencia: "987",
      transferencia_monto: "1.234,50",
      transferencia_email: "a@b.co",
    };
    const ubi = { ubi_referencia: "u1", ubi_email: "a@b.co" };
    const bodies = [
      { ...base, tipo_pago: "pago_movil", ...movil },
      { ...base, tipo_pago: "pago_movil", ...ubi },
      { ...base, tipo_pago: "pago_movil", ...movil, movil_banco: "otro" },
      { ...base, tipo_pago: "transferencia_bancaria", ...transferencia },
      { ...base, tipo_pago: "transferencia_bancaria", ...transferencia, transferencia_monto: 1500 },
      { ...base, tipo_pago: "transferencia_bancaria", ...movil },
      { ...base, tipo_pago: "pago_ubi", ...ubi },
      { ...base, tipo_pago: "pago_ubi", ...ubi, ...movil },
      { ...base, tipo_pago: "pago_ubi", ubi_email: "a@b.co" },
      { ...base, tipo_pago: "efectivo", ...ubi },
      { ...base, ...ubi },
      { ...base, tipo_pago: "pago_ubi", ...ubi, desconocido: 1 },
      { ...base, tipo_pago: "zelle", zelle_referencia: "Z1", zelle_titular: "Ana" },
      { ...base, tipo_pago: "zelle", zelle_referencia: "Z1" },
      { ...base, tipo_pago: "binance", binance_referencia: "B1" },
      { ...base, tipo_pago: "binance", ...ubi },
      { ...base, tipo_pago: "efectivo_usd" },
      { ...base, tipo_pago: "efectivo_usd", cedula_rif: "V-12345678" },
    ];
    for (const body of bodies) {
      expect(valid(order, body), JSON.stringify(body)).toBe(CreateOrderSchema.safeParse(body).success);
    }
    expect(bodies.filter((b) => CreateOrderSchema.safeParse(b).success)).toHaveLength(9);
  });

  it("keeps each method's messages: a missing field names itself, a missing method says to choose one", () => {
    const parse = (body: object) =>
      Object.fromEntries(
        (CreateOrderSchema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
      );
    expect(parse({ tipo_pago: "pago_movil" })).toMatchObject({
      movil_banco: "Selecciona un banco",
      movil_telefono: "Teléfono es requerido",
      movil_referencia: "Referencia es requerida",
      movil_email: "Email es requerido",
    });
    expect(parse({ tipo_pago: "transferencia_bancaria", transferencia_monto: "abc" })).toMatchObject({
      transferencia_monto: "Monto inválido",
    });
    expect(parse({})).toEqual({ tipo_pago: "Selecciona un método de pago" });
  });
});
