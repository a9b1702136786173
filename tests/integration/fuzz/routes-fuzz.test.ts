/**
 * Every route of shared/src/routes.ts, fuzzed with fast-check as a guest, a shopper and an admin,
 * through the same API Gateway v2 bridge the local server uses (scripts/local/lambda-bridge.ts):
 * bodies and queries of wrong types, missing and extra fields, huge strings, unicode, negative and
 * huge numbers, prototype-pollution keys, malformed JSON, path parameters with '../', '%00' and
 * 10 KB ids.
 *
 * Asserted on every answer: never a 5xx; always a JSON body; on 4xx a Spanish `mensaje` (no zod
 * English: 'Invalid', 'Expected', 'Required', 'Unrecognized', 'received'); never a stack trace.
 * And on every refused write: nothing changed (the stock of a product, an order's state, a user's
 * profile and cart, the fuzzing user's own profile and cart).
 *
 * Bounded: RUNS per route per role (FUZZ_RUNS overrides), fixed seeds (FUZZ_SEED shifts them), so a
 * failure is reproducible.
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { routes, type RouteDef } from "@tienda/shared/routes";
import { invokeRoute } from "../../../scripts/local/lambda-bridge";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { call } from "../../helpers/api";
import { SESSION_COOKIE } from "../../../functions/src/lib/auth/session";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 7);
const ROLES = ["invitado", "comprador", "admin"] as const;
type Role = (typeof ROLES)[number];

const HANDLERS = path.resolve("functions/src/handlers");
const table = (routes as readonly RouteDef[]).filter((r) => fs.existsSync(path.join(HANDLERS, `${r.handler}.ts`)));
const skipped = (routes as readonly RouteDef[]).filter((r) => !table.includes(r));

/** zod's and JavaScript's English, which must never reach a shopper. */
const ENGLISH =
  /\b(Invalid|Expected|Required|Unrecognized|received|undefined|null is not|Cannot read|is not a function)\b/;
const STACK = /\n[ \t]+at |\bat [\w$.<>]+ \(|\.ts:\d+|node_modules|file:\/\//;

// ---- What is sent ------------------------------------------------------------------------------

const PROTO_KEYS = ["__proto__", "constructor", "prototype"];
const QUERY_KEYS = [
  "q",
  "limite",
  "pagina",
  "orden",
  "direccion",
  "categoria",
  "subcategoria",
  "estilo",
  "marca",
  "talla",
  "color",
  "precio_min",
  "precio_max",
  "calificacion_min",
  "en_stock",
  "en_oferta",
  "dias",
  "descuento_min",
  "descuento_max",
  "mas_vendidos",
  "token",
  "desde",
  "hasta",
  "estado_pago",
  "tipo_pago",
  "estado",
  "buscar",
  "tamano",
  "rol",
];

const hugeString = fc.constantFrom("x".repeat(10_240), "ñ".repeat(50_000), "🧵".repeat(5_000));
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("", " ", "\u0000", "\u202e‮abc", "<script>alert(1)</script>", "' OR 1=1 --", "${7*7}", "NaN", "-0"),
  hugeString,
);
const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1 + 0.2, 99_999_999_999),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [1, "a", null], { a: { b: { c: [] } } }),
  fc.jsonValue({ maxDepth: 2 }),
);

const pathValue = (probes: string[]) =>
  fc.oneof(
    fc.constantFrom(
      "../../etc/passwd",
      "..",
      "%00",
      "a%00b",
      "\u0000",
      "%2e%2e%2f",
      "x".repeat(10_240),
      "__proto__",
      "constructor",
    ),
    fc.constantFrom(...probes),
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.string({ unit: "binary", minLength: 1, maxLength: 30 }),
  );

const queryArb = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS, ...PROTO_KEYS), fc.string({ maxLength: 12 })),
  fc.oneof(oddString, oddNumber.map(String), fc.constantFrom(",,,", "[]", "{}", "true", "1e309", "-5")),
  { maxKeys: 5 },
);

/** A JSON object text with a prototype-pollution key first: `{"__proto__":{…},…}`. */
function withProtoKey(obj: Record<string, unknown>, key: string): string {
  const rest = JSON.stringify(obj).slice(1);
  const poison = JSON.stringify({ role: "admin", isAdmin: true, estado_pago: "completado", stock: 999 });
  return `{"${key}":${poison}${rest === "}" ? "}" : `,${rest}`}`;
}

/** Bodies derived from a valid one: a field dropped, of a wrong type, an extra field, a bad line. */
function mutations(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const field = fc.constantFrom(...fields);
  return fc.oneof(
    field.map((f) => {
      const { [f]: _gone, ...rest } = valid;
      return JSON.stringify(rest);
    }),
    fc.tuple(field, oddValue).map(([f, v]) => JSON.stringify({ ...valid, [f]: v })),
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom(
            "rol",
            "role",
            "precio",
            "usuario_id",
            "estado_pago",
            "isAdmin",
            "k".repeat(10_240),
            "\u202e\u0000<b>",
          ),
          fc.string({ maxLength: 10 }),
        ),
        oddValue,
      )
      .map(([k, v]) => JSON.stringify({ ...valid, [k === "" ? "_" : k]: v })),
    fc.constantFrom(...PROTO_KEYS).map((k) => withProtoKey(valid, k)),
    fc.tuple(field, oddValue, oddValue).map(([f, a, b]) => {
      const v = valid[f];
      if (!Array.isArray(v) || !v.length || typeof v[0] !== "object") return JSON.stringify({ ...valid, [f]: [a, b] });
      const line = v[0] as Record<string, unknown>;
      const k = Object.keys(line)[0]!;
      return JSON.stringify({ ...valid, [f]: [{ ...line, [k]: a }, ...v.slice(1)] });
    }),
  );
}

const rawBodies = fc.constantFrom(
  "{",
  '{"a":',
  "nul",
  "[]",
  "null",
  '"x"',
  "123",
  "true",
  "{}{}",
  "\u0000",
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `{"x":"${"a".repeat(200_000)}"}`,
  "[".repeat(5_000),
);
const objectBodies = fc
  .dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("nombre", "email", "password", "lineas", "clave")),
    oddValue,
    {
      maxKeys: 6,
    },
  )
  .map((o) => JSON.stringify(o));

interface FuzzRequest {
  params: Record<string, string>;
  rawParams: boolean;
  query: Record<string, string>;
  body: string | undefined;
  contentType: string;
}

// ---- State probes --------------------------------------------------------------------------------

interface Probe {
  name: string;
  key: Record<string, string>;
  /** Fields that may move without a write (a session's sliding expiry is not one of ours). */
  pick?: (item: Record<string, unknown>) => unknown;
}

async function readProbes(probes: Probe[]): Promise<Record<string, string>> {
  const out = await db().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: probes.map((p) => p.key), ConsistentRead: true } } }),
  );
  const items = out.Responses?.[tableName()] ?? [];
  const snap: Record<string, string> = {};
  for (const p of probes) {
    const item = items.find((i) => i.PK === p.key.PK && i.SK === p.key.SK);
    snap[p.name] = JSON.stringify(item ? (p.pick ? p.pick(item) : item) : null);
  }
  return snap;
}

// ---- The run --------------------------------------------------------------------------------------

const statuses = new Map<number, number>();
let requests = 0;
const findings: string[] = [];
const messages = new Set<string>();
let probeProduct: { id: string };
let probeOrder: { id: string; token: string };
let probeUser: { userId: string; cookie: string };
const sharedProbes: Probe[] = [];

beforeAll(async () => {
  probeProduct = await stockedProduct({ "M|Negro": 40, "L|Rojo": 7 });
  const placed = await placeOrder(orderBody([{ productoId: probeProduct.id, cantidad: 2 }]));
  expect(placed.status).toBe(201);
  probeOrder = {
    id: placed.body.pedido.id,
    token: new URL(placed.body.enlace, "http://x").searchParams.get("token")!,
  };
  probeUser = await sessionAs("user");
  const cart = await call("PUT", "/api/carrito", {
    cookie: probeUser.cookie,
    body: { lineas: [{ productoId: probeProduct.id, talla: "M", color: "Negro", cantidad: 1 }] },
  });
  expect(cart.status).toBe(200);
  sharedProbes.push(
    {
      name: "stock del producto",
      key: keys.product(probeProduct.id),
      pick: (i) => [i.stock_variantes, i.stock, i.precio_cents, i.activo],
    },
    { name: "estado del pedido", key: keys.order(probeOrder.id) },
    { name: "perfil de otro usuario", key: keys.user(probeUser.userId) },
    { name: "carrito de otro usuario", key: keys.cart(probeUser.userId) },
  );
}, 60_000);

afterAll(() => {
  if (process.env.FUZZ_DUMP) fs.writeFileSync(process.env.FUZZ_DUMP, [...messages].sort().join("\n"));
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `Fuzz: ${requests} solicitudes a ${table.length} rutas × ${ROLES.length} roles (${RUNS} por ruta y rol); estados: ${seen.join(" ")}` +
      `; ${messages.size} mensajes distintos, p. ej.: ${[...messages].slice(0, 12).join(" | ")}` +
      (skipped.length ? `; sin módulo todavía: ${skipped.map((r) => `${r.method} ${r.path}`).join(", ")}` : ""),
  );
});

function validBody(route: RouteDef): Record<string, unknown> | undefined {
  const key = `${route.method} ${route.path}`;
  const line = { productoId: probeProduct.id, talla: "M", color: "Negro", cantidad: 1 };
  const examples: Record<string, Record<string, unknown>> = {
    "POST /api/auth/registro": {
      firstName: "Ana",
      lastName: "Pérez",
      email: `fuzz-${randomUUID()}@example.com`,
      password: "Girasol#Azul47",
      confirmPassword: "Girasol#Azul47",
    },
    "POST /api/auth/login": { email: "nadie@example.com", password: "Girasol#Azul47" },
    "PUT /api/carrito": { lineas: [line], fusionar: false },
    "PUT /api/favoritos": { productos: [probeProduct.id], fusionar: true },
    "PUT /api/usuarios/me/preferencias": { ofertas: true, novedades: false },
    "PUT /api/usuarios/me/password": {
      currentPassword: "Girasol#Azul47",
      newPassword: "Ventana#Roja42",
      confirmPassword: "Ventana#Roja42",
    },
    "PUT /api/usuarios/me": {
      firstName: "Ana",
      lastName: "Pérez",
      email: `fuzz-${randomUUID()}@example.com`,
      telefono: "0412-555-0000",
    },
    "POST /api/newsletter": { email: `fuzz-${randomUUID()}@example.com` },
    "POST /api/promociones/validar": { codigo: "BIENVENIDO10", subtotal: 50 },
    "POST /api/pedido/cotizacion": { lineas: [line], codigo_promocional: "" },
    "POST /api/pedido": orderBody([line]),
    "POST /api/pedido/{id}/comprobante": { clave: `comprobantes/${randomUUID()}.png`, referencia: "12345678" },
    "POST /api/pedido/{id}/rechazar": { motivo: "Referencia no encontrada" },
    "PUT /api/pedido/{id}": { estado: "en_transito", guia: "G-1", transportista: "MRW" },
    "POST /api/subidas": { proposito: "comprobante", tipo: "image/png", tamano: 1000 },
    "PATCH /api/admin/usuarios/{id}": { role: "user", isActive: true },
  };
  return examples[key];
}

function requestArb(route: RouteDef): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const probes = [probeProduct.id, probeOrder.id, probeUser.userId, "ORD-2026-000001", "camisas", "hero"];
  const paramsArb = fc
    .tuple(...names.map(() => pathValue(probes)))
    .map((vals) => Object.fromEntries(names.map((n, i) => [n, vals[i] as string])));
  const valid = validBody(route);
  const bodyArb: fc.Arbitrary<string | undefined> =
    route.method === "GET"
      ? fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: rawBodies })
      : fc.oneof(
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 2, arbitrary: rawBodies },
          { weight: 2, arbitrary: objectBodies },
          ...(valid ? [{ weight: 5, arbitrary: mutations(valid) }] : []),
        );
  return fc.record({
    params: paramsArb,
    rawParams: fc.boolean(),
    query: queryArb,
    body: bodyArb,
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant("application/json") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=latin1",
        ),
      },
    ),
  });
}

function urlPath(route: RouteDef, req: FuzzRequest): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, n: string) => {
    const v = req.params[n]!;
    // Raw only when the value keeps to one path segment; otherwise escaped as a browser would.
    return req.rawParams && !/[/?#%]/.test(v) ? v : encodeURIComponent(v);
  });
}

async function sessionFor(role: Role): Promise<{ cookie?: string; userId?: string }> {
  if (role === "invitado") return {};
  const s = await sessionAs(role === "admin" ? "admin" : "user");
  return { cookie: s.cookie, userId: s.userId };
}

describe("fuzzing every route of the route table", () => {
  it("has a handler module for the routes it fuzzes", () => {
    expect(table.length).toBeGreaterThan(30);
  });

  for (const route of table) {
    for (const role of ROLES) {
      it(`${route.method} ${route.path} as ${role}: no 5xx, Spanish JSON errors, no change on refusal`, async () => {
        const who = await sessionFor(role);
        const probes: Probe[] = [
          ...sharedProbes,
          ...(who.userId
            ? [
                { name: "mi perfil", key: keys.user(who.userId) },
                { name: "mi carrito", key: keys.cart(who.userId) },
              ]
            : []),
        ];
        let before = await readProbes(probes);
        let cookie = who.cookie;
        const writes = route.method !== "GET";
        // Fixed per route and role (FUZZ_SEED shifts every seed, to explore further).
        const seed = [...`${route.method}${route.path}${role}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

        await fc.assert(
          fc.asyncProperty(requestArb(route), async (req) => {
            const query = new URLSearchParams();
            for (const [k, v] of Object.entries(req.query)) query.append(k, v);
            if (route.path.startsWith("/api/pedido/{id}") && Object.keys(req.query).length === 0) {
              query.set("token", probeOrder.token);
            }
            const res = await invokeRoute({
              method: route.method,
              path: urlPath(route, req),
              query,
              headers: {
                host: "localhost:3000",
                ...(req.body !== undefined ? { "content-type": req.contentType } : {}),
                ...(writes ? { "x-requested-with": "tienda", origin: "http://localhost:3000" } : {}),
                ...(route.path === "/api/pedido" && route.method === "POST" ? { "idempotency-key": randomUUID() } : {}),
                ...(cookie ? { cookie } : {}),
              },
              body: req.body,
              sourceIp: `10.99.${requests % 250}.${(requests >> 8) % 250}`,
            });
            requests++;
            const status = res?.status ?? 404;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const where = `${route.method} ${urlPath(route, req).slice(0, 120)} (${role}) → ${status}: ${res?.body.slice(0, 300)}`;

            expect(status, where).toBeLessThan(500);
            if (!res) return;
            expect(res.body, where).not.toMatch(STACK);
            // JSON always, but a success that is a text answer (the products export's CSV).
            const text = status < 400 && /^text\//.test(res.headers["content-type"] ?? "");
            if (!text && (route.method === "GET" || res.body !== "")) {
              const parsed = JSON.parse(res.body) as Record<string, unknown>;
              if (status >= 400) {
                messages.add(`${status} ${String(parsed.mensaje)}`);
                expect(typeof parsed.mensaje, where).toBe("string");
                expect(parsed.mensaje as string, where).not.toMatch(ENGLISH);
                // An error names what was wrong; it never echoes the request back at length.
                expect(res.body.length, where).toBeLessThan(4096);
                for (const m of Object.values((parsed.errores ?? {}) as Record<string, string>)) {
                  expect(m, where).not.toMatch(ENGLISH);
                }
              }
            }
            // Signed out (logout, password change): the next request gets a session again.
            const set = res.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
            if (set && role !== "invitado") {
              cookie =
                /^[^=]+=;/.test(set) || /Max-Age=0/i.test(set) ? (await sessionFor(role)).cookie : set.split(";")[0];
            }
            if (!writes) return;
            if (status < 400) {
              // An accepted write may change things: the new state is the reference from now on.
              before = await readProbes(probes);
              return;
            }
            const after = await readProbes(probes);
            for (const p of probes) {
              if (after[p.name] !== before[p.name]) findings.push(`${where}: cambió ${p.name}`);
              expect(after[p.name], `${where}: a refused request changed ${p.name}`).toBe(before[p.name]);
            }
          }),
          { numRuns: RUNS, seed, endOnFailure: true },
        );
      }, 120_000);
    }
  }
});
