/**
 * A client can follow the published document (issue 45, item 7): the request examples the
 * document shows (shared/src/openapi/examples.ts) are sent, as they are, to the running handlers
 * of a demo store as the route's role, in the order a client would (the category before its
 * update, the account before its sign-in), and each is answered with success. The outside client
 * of the issue never got past 400 on the first five operations below. This file runs a demo store
 * of its own (seeded as `npm start` seeds it), so the examples' writes (settings, p001's stock)
 * reach no other test file. Every answer is also checked against the document.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { REQUEST_EXAMPLES } from "../../../shared/src/openapi/examples";
import { apiContract, type RouteContract } from "../../../shared/src/api-contract";
import { routeKey, routes, type RouteDef } from "../../../shared/src/routes";
import { call, cookieHeader, type CallResult } from "../../helpers/api";
import { checkAnswersAgainstContract } from "../../helpers/contract-check";
import { sessionAs } from "../../helpers/sessions";
import { uploadReceipt } from "../../helpers/checkout";
import { uploadProductImage } from "../../helpers/uploads";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

checkAnswersAgainstContract();

let store: OwnStore | undefined;
let admin: { cookie: string };

beforeAll(async () => {
  store = await startOwnStore({ seed: { now: new Date() } });
  clearCatalogueCache();
  admin = await sessionAs("admin");
}, 240_000);

afterAll(() => store?.stop(), 60_000);

/** Routes whose example was sent, as sent (or with a fresh receipt key / a path of this run). */
const sent = new Set<string>();

function example(key: string) {
  const found = REQUEST_EXAMPLES.get(key)?.[0];
  if (!found) throw new Error(`no example for ${key}`);
  return found;
}

/** Sends a route's first example as the given role; the path's ids come from the example or `params`. */
async function send(
  key: string,
  opts: {
    cookie?: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    body?: (body: Record<string, unknown>) => unknown;
  } = {},
): Promise<CallResult> {
  const ex = example(key);
  const [method, template] = key.split(" ") as [string, string];
  const params = { ...ex.params, ...opts.params };
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const body = opts.body ? opts.body(ex.body as Record<string, unknown>) : ex.body;
  clearCatalogueCache();
  const res = await call(method, path, { cookie: opts.cookie, query: opts.query, headers: opts.headers, body });
  expect(res.status, `${key} «${ex.resumen}»: ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
  expect(res.status, `${key} «${ex.resumen}»: ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  sent.add(key);
  return res;
}

const asAdmin = () => ({ cookie: admin.cookie });

describe("the document's request examples succeed against the demo store", () => {
  it("the five operations an outside client never got past 400 on", async () => {
    const order = await send("POST /api/pedido", { headers: { "idempotency-key": randomUUID() } });
    expect(order.status).toBe(201);
    expect(order.body.pedido.lineas[0]).toMatchObject({ productoId: "p001", talla: "M", color: "Azul" });
    await send("PUT /api/admin/ajustes", asAdmin());
    const imported = await send("POST /api/admin/conciliaciones", asAdmin());
    await send("POST /api/admin/conciliaciones/{id}/aprobar", { ...asAdmin(), params: { id: imported.body.id } });
    const plan = await send("POST /api/admin/productos/importar", asAdmin());
    expect(plan.body).toMatchObject({ aplicado: false, errores: [] });
    const product = await send("PUT /api/productos/{id}", asAdmin());
    expect(product.body.producto).toMatchObject({ id: "p001", precio: 34.99 });
    const stock = await send("PUT /api/productos/{id}/stock", asAdmin());
    expect(stock.body.producto.variantes).toContainEqual(
      expect.objectContaining({ talla: "M", color: "Azul", stock: 20 }),
    );
  });

  it("the catalogue, content and promo code writes, each after what it depends on", async () => {
    await send("POST /api/categorias", asAdmin());
    await send("PUT /api/categorias/{id}", asAdmin());
    await send("POST /api/estilos", asAdmin());
    await send("PUT /api/estilos/{id}", asAdmin());
    await send("POST /api/productos", asAdmin());
    if (REQUEST_EXAMPLES.has("PATCH /api/productos/{id}")) await send("PATCH /api/productos/{id}", asAdmin());
    await send("PUT /api/productos/{id}/oferta", asAdmin());
    // Every block's example (one per clave), not only the first.
    for (const ex of REQUEST_EXAMPLES.get("PUT /api/contenido/{clave}")!) {
      const res = await call("PUT", `/api/contenido/${ex.params!.clave}`, { ...asAdmin(), body: ex.body });
      expect(res.status, `${ex.resumen}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    await send("PUT /api/contenido/{clave}", asAdmin());
    await send("PUT /api/paginas/{slug}", asAdmin());
    const t = await send("POST /api/testimonio", asAdmin());
    await send("PUT /api/testimonio/{id}", { ...asAdmin(), params: { id: t.body.testimonio.id } });
    await send("POST /api/admin/promociones", asAdmin());
    await send("PUT /api/admin/promociones/{codigo}", asAdmin());
    await send("POST /api/promociones/validar");
    await send("POST /api/newsletter");
    await send("POST /api/productos/{id}/avisos");
    const photo = await uploadProductImage(asAdmin());
    await send("POST /api/admin/fotos", { ...asAdmin(), body: (b) => ({ ...b, clave: photo }) });
    await send("POST /api/pedido/cotizacion");
    await send("POST /api/subidas");
  });

  it("an account's examples: sign-up, sign-in, profile, preferences, cart, favourites, password; the admin's change", async () => {
    const registered = await send("POST /api/auth/registro");
    const userId = registered.body.usuario.id as string;
    const login = await send("POST /api/auth/login");
    const cookie = cookieHeader(login);
    await send("PUT /api/usuarios/me", { cookie });
    await send("PUT /api/usuarios/me/preferencias", { cookie });
    await send("PUT /api/carrito", { cookie });
    await send("PUT /api/favoritos", { cookie });
    await send("PUT /api/usuarios/me/password", { cookie });
    await send("PATCH /api/admin/usuarios/{id}", { ...asAdmin(), params: { id: userId } });
  });

  it("payment review, fulfilment and reviews, on orders placed from the order example with a receipt", async () => {
    /** The order example with a fresh receipt and a reference of its own (one payment, one order). */
    const placeWithReceipt = async (n: number) => {
      const clave = await uploadReceipt();
      const res = await send("POST /api/pedido", {
        headers: { "idempotency-key": randomUUID() },
        body: (b) => ({ ...b, clave, email: `ana.${n}@example.com`, movil_referencia: `0098765${n}` }),
      });
      const token = new URL(res.body.enlace as string, "http://x").searchParams.get("token")!;
      return { id: res.body.pedido.id as string, token };
    };
    const approved = await placeWithReceipt(1);
    await send("POST /api/pedido/{id}/aprobar", { ...asAdmin(), params: { id: approved.id } });
    await send("PUT /api/pedido/{id}", { ...asAdmin(), params: { id: approved.id } });
    const delivered = await call("PUT", `/api/pedido/${approved.id}`, { ...asAdmin(), body: { estado: "entregado" } });
    expect(delivered.status).toBe(200);
    const review = await send("POST /api/pedido/{id}/resenas", {
      params: { id: approved.id },
      query: { token: approved.token },
    });
    await send("PATCH /api/admin/resenas/{id}", { ...asAdmin(), params: { id: review.body.resena.id } });

    const rejected = await placeWithReceipt(2);
    await send("POST /api/pedido/{id}/rechazar", { ...asAdmin(), params: { id: rejected.id } });
    // A new receipt for the rejected order: the example with the key of this run's upload.
    const clave = await uploadReceipt();
    await send("POST /api/pedido/{id}/comprobante", {
      params: { id: rejected.id },
      query: { token: rejected.token },
      body: (b) => ({ ...b, clave }),
    });
  });

  it("every body route's example was sent, but the two whose token only a mailed link carries", () => {
    const bodyRoutes = (routes as readonly RouteDef[])
      .map(routeKey)
      .filter((k) => (apiContract as Readonly<Record<string, RouteContract>>)[k]!.body);
    const notSent = bodyRoutes.filter((k) => !sent.has(k));
    expect(notSent.sort()).toEqual(["POST /api/newsletter/confirmar", "POST /api/usuarios/me/email/confirmar"]);
  });
});
