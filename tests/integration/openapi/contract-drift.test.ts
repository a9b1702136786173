import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, cookieHeader } from "../../helpers/api";
import { orderBody, placeOrder, stockedProduct, uploadReceipt } from "../../helpers/checkout";
import { sessionAs } from "../../helpers/sessions";
import { assertAnswerMatchesContract, checkAnswersAgainstContract, checkedAnswers } from "../../helpers/contract-check";
import { routeKey, routes } from "../../../shared/src/routes";

/**
 * Every answer below goes through tests/helpers/contract-check.ts: its status must be one the
 * published OpenAPI document lists for the route, and its body must match the document's schema
 * for that status (Ajv, JSON Schema 2020-12). The cases are the routes' ordinary successes, with
 * the store's real data, so a handler that starts answering a field, a status or a shape the
 * reference does not describe fails here rather than in an integrator's client. The same check
 * runs over the whole integration suite with API_CONTRACT_CHECK=1.
 */
checkAnswersAgainstContract();

const ok = async (res: Promise<{ status: number; body: any }>, status = 200) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
};

let admin: { cookie: string };
let shopper: { cookie: string; userId: string };
const asAdmin = () => ({ cookie: admin.cookie });

beforeAll(async () => {
  admin = await sessionAs("admin");
  shopper = await sessionAs("user");
});

describe("the answers match the published OpenAPI document", () => {
  it("the check refuses a body, a status or a field the document does not describe", () => {
    expect(() => assertAnswerMatchesContract("GET", "/api/categorias", 200, { categorias: "no" })).toThrow(
      /Contract drift/,
    );
    expect(() => assertAnswerMatchesContract("GET", "/api/categorias", 201, [])).toThrow(/does not list/);
    expect(() => assertAnswerMatchesContract("POST", "/api/auth/logout", 200, { mensaje: "ok", extra: 1 })).toThrow(
      /Contract drift/,
    );
    expect(() => assertAnswerMatchesContract("POST", "/api/auth/logout", 200, { mensaje: "ok" })).not.toThrow();
  });

  it("catalogue, content and settings reads", async () => {
    const list = await ok(call("GET", "/api/productos", { query: { limite: 5, orden: "precio", direccion: "asc" } }));
    const productId = list.productos[0].id as string;
    await ok(call("GET", `/api/productos/producto/${productId}`));
    await ok(call("GET", "/api/productos/producto", { query: { categoria: "ropa-hombre" } }));
    await ok(call("GET", "/api/productos/buscar", { query: { q: "camisa" } }));
    await ok(call("GET", "/api/productos/populares"));
    await ok(call("GET", "/api/productos/descuento"));
    await ok(call("GET", "/api/productos/nuevos"));
    await ok(call("GET", `/api/productos/${productId}/resenas`));
    await ok(call("GET", "/api/categorias"));
    await ok(call("GET", "/api/estilos"));
    await ok(call("GET", "/api/testimonio"));
    for (const clave of ["hero", "mas-vendidos", "banner"]) await ok(call("GET", `/api/contenido/${clave}`));
    await ok(call("GET", "/api/paginas/acerca"));
    await ok(call("GET", "/api/ajustes/publicos"));
    await ok(call("GET", "/api/ajustes/contacto"));
    await ok(call("GET", "/api/auth/cuentas-demo"));
    await ok(call("GET", "/api/auth/sesion"));
    await ok(call("GET", "/api/productos/producto/no-existe-nunca"), 404);
  });

  it("an account's life: sign-up, session, lists, preferences, password, sign-out and sign-in", async () => {
    const email = `contrato-${randomUUID().slice(0, 8)}@example.com`;
    const password = "Contrato#2026x";
    const registered = await call("POST", "/api/auth/registro", {
      body: { firstName: "Ana", lastName: "Pérez", email, password, confirmPassword: password },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const cookie = cookieHeader(registered);
    await ok(call("GET", "/api/auth/sesion", { cookie }));
    const product = await stockedProduct({ "M|Negro": 5 });
    const cart = await call("GET", "/api/carrito", { cookie });
    expect(cart.status).toBe(200);
    const lineas = [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }];
    await ok(call("PUT", "/api/carrito", { cookie, body: { lineas }, headers: { "if-match": cart.headers.etag! } }));
    // A write over a stale version: 412 with the current cart, as the document says.
    await ok(
      call("PUT", "/api/carrito", { cookie, body: { lineas: [] }, headers: { "if-match": cart.headers.etag! } }),
      412,
    );
    await ok(call("GET", "/api/favoritos", { cookie }));
    await ok(call("PUT", "/api/favoritos", { cookie, body: { productos: [product.id] } }));
    await ok(call("PUT", "/api/usuarios/me/preferencias", { cookie, body: { newsletter: true } }));
    await ok(call("PUT", "/api/usuarios/me", { cookie, body: { firstName: "Ana María", lastName: "Pérez", email } }));
    const changed = await call("PUT", "/api/usuarios/me/password", {
      cookie,
      body: { currentPassword: password, newPassword: `${password}9`, confirmPassword: `${password}9` },
    });
    expect(changed.status).toBe(200);
    await ok(call("POST", "/api/auth/logout", { cookie: cookieHeader(changed) }));
    await ok(call("POST", "/api/auth/login", { body: { email, password: `${password}9` } }));
  });

  it("a guest's order: quote, checkout and its replay, receipt, cancellation, and a shopper's order list", async () => {
    const product = await stockedProduct({ "M|Negro": 10 });
    const lineas = [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }];
    await ok(call("POST", "/api/pedido/cotizacion", { body: { lineas } }));
    // An unknown code is a 400 naming the field, as the document lists.
    await ok(call("POST", "/api/promociones/validar", { body: { codigo: "NOEXISTE1" } }), 400);
    const key = randomUUID();
    const placed = await ok(placeOrder(orderBody(lineas), { key }), 201);
    const replay = await placeOrder(orderBody(lineas), { key });
    expect(replay.status).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    const id = placed.pedido.id as string;
    const token = new URL(placed.enlace as string, "http://x").searchParams.get("token")!;
    await ok(call("GET", `/api/pedido/${id}`, { query: { token } }));
    const clave = await uploadReceipt();
    await ok(call("POST", `/api/pedido/${id}/comprobante`, { query: { token }, body: { clave } }));
    await ok(call("GET", `/api/pedido/${id}/comprobante`, { query: { token } }));
    const other = await ok(placeOrder(orderBody(lineas)), 201);
    const otherToken = new URL(other.enlace as string, "http://x").searchParams.get("token")!;
    await ok(call("POST", `/api/pedido/${other.pedido.id}/cancelar`, { query: { token: otherToken } }));
    await ok(call("GET", `/api/pedido/usuario/${shopper.userId}`, { cookie: shopper.cookie }));
    await ok(
      call("POST", "/api/newsletter", { body: { email: `boletin-${randomUUID().slice(0, 8)}@example.com` } }),
      202,
    );
  });

  it("the admin's reads", async () => {
    for (const path of [
      "/api/admin/categorias",
      "/api/admin/contenido",
      "/api/admin/paginas",
      "/api/admin/testimonios",
      "/api/admin/estadisticas",
      "/api/admin/alertas",
      "/api/admin/puesta-en-marcha",
      "/api/admin/actividad",
      "/api/admin/productos",
      "/api/admin/usuarios",
      "/api/admin/ajustes",
      "/api/admin/promociones",
      "/api/admin/resenas",
      "/api/pedido",
    ]) {
      await ok(call("GET", path, asAdmin()));
    }
    const products = await ok(call("GET", "/api/admin/productos", asAdmin()));
    await ok(call("GET", `/api/admin/productos/${products.productos[0].id}`, asAdmin()));
  });

  it("the admin's catalogue writes: a category, a style, a product with its stock and offer, a promo code, a testimonial", async () => {
    const cat = `contrato-${randomUUID().slice(0, 8)}`;
    await ok(call("POST", "/api/categorias", { ...asAdmin(), body: { id: cat, nombre: "Contrato" } }), 201);
    await ok(call("PUT", `/api/categorias/${cat}`, { ...asAdmin(), body: { nombre: "Contrato 2" } }));
    await ok(call("DELETE", `/api/categorias/${cat}`, asAdmin()));
    const style = `contrato-${randomUUID().slice(0, 8)}`;
    await ok(call("POST", "/api/estilos", { ...asAdmin(), body: { id: style, nombre: "Contrato" } }), 201);
    await ok(call("PUT", `/api/estilos/${style}`, { ...asAdmin(), body: { nombre: "Contrato 2" } }));
    await ok(call("DELETE", `/api/estilos/${style}`, asAdmin()));

    const product = {
      nombre: `Chaqueta Contrato ${Date.now()}`,
      descripcion: "Chaqueta impermeable",
      precio: 80,
      categoria_id: "ropa-hombre",
      estilo_id: "casual",
      tallas: ["M"],
      colores: ["Negro"],
      stock_variantes: { "M|Negro": 5 },
      imagenes: [],
    };
    const created = await ok(call("POST", "/api/productos", { ...asAdmin(), body: product }), 201);
    const pid = created.producto.id as string;
    await ok(call("PUT", `/api/productos/${pid}`, { ...asAdmin(), body: { ...product, precio: 85 } }));
    await ok(call("PUT", `/api/productos/${pid}/stock`, { ...asAdmin(), body: { stock_variantes: { "M|Negro": 7 } } }));
    await ok(call("PUT", `/api/productos/${pid}/oferta`, { ...asAdmin(), body: { porcentaje: 20 } }));
    await ok(call("DELETE", `/api/productos/${pid}/oferta`, asAdmin()));
    await ok(call("DELETE", `/api/productos/${pid}`, asAdmin()));

    const codigo = `CONTRATO${randomUUID().slice(0, 6).toUpperCase()}`;
    await ok(call("POST", "/api/admin/promociones", { ...asAdmin(), body: { codigo, porcentaje: 10 } }), 201);
    await ok(call("PUT", `/api/admin/promociones/${codigo}`, { ...asAdmin(), body: { porcentaje: 15 } }));
    await ok(call("DELETE", `/api/admin/promociones/${codigo}`, asAdmin()));

    const t = await ok(
      call("POST", "/api/testimonio", {
        ...asAdmin(),
        body: { nombre: "Ana", texto: "Muy buena", calificacion: 5, oculto: true },
      }),
      201,
    );
    const tid = (t.testimonio?.id ?? t.id) as string;
    await ok(
      call("PUT", `/api/testimonio/${tid}`, {
        ...asAdmin(),
        body: { nombre: "Ana", texto: "Excelente", calificacion: 5, oculto: true },
      }),
    );
    await ok(call("DELETE", `/api/testimonio/${tid}`, asAdmin()));
  });

  it("the admin's payment review and fulfilment, and a user's role", async () => {
    const product = await stockedProduct({ "M|Negro": 10 });
    const lineas = [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }];
    const withReceipt = async () =>
      (await ok(placeOrder(orderBody(lineas, { clave: await uploadReceipt() })), 201)).pedido.id as string;
    const approved = await withReceipt();
    await ok(call("POST", `/api/pedido/${approved}/aprobar`, asAdmin()));
    await ok(
      call("PUT", `/api/pedido/${approved}`, {
        ...asAdmin(),
        body: { estado: "en_transito", guia: "ZOOM-123", transportista: "zoom" },
      }),
    );
    const rejected = await withReceipt();
    await ok(
      call("POST", `/api/pedido/${rejected}/rechazar`, {
        ...asAdmin(),
        body: { motivo: "El monto no coincide con el pedido" },
      }),
    );
    await ok(call("DELETE", `/api/pedido/${rejected}`, asAdmin()));
    const user = await sessionAs("user");
    await ok(call("PATCH", `/api/admin/usuarios/${user.userId}`, { ...asAdmin(), body: { isActive: false } }));
  });
});

afterAll(() => {
  // The walk above covers most of the table; the rest is covered by API_CONTRACT_CHECK=1 runs.
  const covered = [...checkedAnswers.keys()];
  const table = routes.map(routeKey);
  expect(covered.filter((k) => !table.includes(k))).toEqual([]);
  expect(covered.length).toBeGreaterThanOrEqual(Math.floor(table.length * 0.75));
});
