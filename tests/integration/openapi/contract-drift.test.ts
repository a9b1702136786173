import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailWebUrl } from "../../helpers/inbox";
import { call, cookieHeader } from "../../helpers/api";
import { orderBody, placeOrder, stockedProduct, uploadReceipt } from "../../helpers/checkout";
import { sessionAs } from "../../helpers/sessions";
import { assertAnswerMatchesContract, checkAnswersAgainstContract, checkedAnswers } from "../../helpers/contract-check";
import { orderIn } from "../../helpers/order-states";
import { uploadProductImage } from "../../helpers/uploads";
import { buildOpenApiDocument } from "../../../shared/src/openapi/document";
import { routeKey, routes } from "../../../shared/src/routes";
import { groupThousands } from "../../../shared/src/rules/decimal";
import { getOrder } from "../../../functions/src/data/orders";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { sendEmails } from "../../helpers/outbox";
import { getCurrentRate } from "../../../functions/src/data/bcv-rates";
import { resetEnvCache } from "../../../functions/src/lib/env";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Every answer below goes through tests/helpers/contract-check.ts: its status must be one the
 * published OpenAPI document lists for the route, and its body must match the document's schema
 * for that status (Ajv, JSON Schema 2020-12). The cases are the routes' ordinary successes, with
 * the store's real data, so a handler that starts answering a field, a status or a shape the
 * reference does not describe fails here rather than in an integrator's client. Every route of
 * the table is walked, with each 2xx status the document lists (checked when the file ends). The
 * same check runs over the whole integration suite with API_CONTRACT_CHECK=1.
 */
checkAnswersAgainstContract();

const ok = async (res: Promise<{ status: number; body: any }>, status = 200) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
};

/** The link token in the newest email to `to` whose text matches `link` (the local mail catcher). */
async function tokenMailedTo(to: string, link: RegExp): Promise<string> {
  await sendEmails(new Date());
  const inbox = (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as Array<{
    to: Array<{ address: string }>;
    text: string;
  }>;
  const texts = inbox.filter((m) => m.to.some((t) => t.address === to)).map((m) => m.text);
  const token = texts.map((t) => link.exec(t)?.[1]).findLast(Boolean);
  if (!token) throw new Error(`no link ${link} mailed to ${to}`);
  return decodeURIComponent(token);
}

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
    await ok(call("GET", "/api/paginas"));
    await ok(call("GET", "/api/paginas/acerca"));
    await ok(call("GET", "/api/ajustes/publicos"));
    await ok(call("GET", "/api/ajustes/contacto"));
    await ok(call("GET", "/api/auth/cuentas-demo"));
    await ok(call("GET", "/api/auth/sesion"));
    await ok(call("GET", "/api/productos/producto/no-existe-nunca"), 404);
  });

  // Sign-up, password hashing and the mailed link take a while on a loaded machine.
  it("an account's life: sign-up, session, lists, preferences, email change, password, sign-out and sign-in", async () => {
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
    // A new sign-in email is confirmed through the link mailed to it.
    const nuevo = `contrato-nuevo-${randomUUID().slice(0, 8)}@example.com`;
    await ok(
      call("PUT", "/api/usuarios/me", {
        cookie,
        body: { firstName: "Ana María", lastName: "Pérez", email: nuevo, currentPassword: password },
      }),
    );
    const emailToken = await tokenMailedTo(nuevo, /confirmar-email\?token=([\w%-]+)/);
    await ok(call("POST", "/api/usuarios/me/email/confirmar", { cookie, body: { token: emailToken } }));
    const changed = await call("PUT", "/api/usuarios/me/password", {
      cookie,
      body: { currentPassword: password, newPassword: `${password}9`, confirmPassword: `${password}9` },
    });
    expect(changed.status).toBe(200);
    await ok(call("POST", "/api/auth/logout", { cookie: cookieHeader(changed) }));
    await ok(call("POST", "/api/auth/login", { body: { email: nuevo, password: `${password}9` } }));
  }, 120_000);

  it("a guest's order: quote, checkout and its replay, receipt, cancellation, a shopper's order list, the newsletter", async () => {
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
    const boletin = `boletin-${randomUUID().slice(0, 8)}@example.com`;
    await ok(call("POST", "/api/newsletter", { body: { email: boletin } }), 202);
    const newsletterToken = await tokenMailedTo(boletin, /\/newsletter\/confirmar\?token=([\w%-]+)/);
    await ok(call("POST", "/api/newsletter/confirmar", { body: { token: newsletterToken } }));
  });

  it("the admin's reads", async () => {
    for (const path of [
      "/api/admin/categorias",
      "/api/admin/estilos",
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
      "/api/admin/tasa-bcv",
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
    await ok(call("PATCH", `/api/productos/${pid}`, { ...asAdmin(), body: { activo: false, precio: 90 } }));
    await ok(call("PUT", `/api/productos/${pid}/oferta`, { ...asAdmin(), body: { porcentaje: 20 } }));
    await ok(call("DELETE", `/api/productos/${pid}/oferta`, asAdmin()));
    await ok(call("DELETE", `/api/productos/${pid}`, asAdmin()));

    const codigo = `CONTRATO${randomUUID().slice(0, 6).toUpperCase()}`;
    await ok(call("POST", "/api/admin/promociones", { ...asAdmin(), body: { codigo, porcentaje: 10 } }), 201);
    await ok(call("POST", "/api/promociones/validar", { body: { codigo, subtotal: 100 } }));
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

  it("the admin's payment review and fulfilment to delivery, the buyer's review and its moderation, and a user's role", async () => {
    const product = await stockedProduct({ "M|Negro": 10 });
    const lineas = [{ productoId: product.id, talla: "M", color: "Negro", cantidad: 1 }];
    const placedWithReceipt = async () => ok(placeOrder(orderBody(lineas, { clave: await uploadReceipt() })), 201);
    const withReceipt = async () => (await placedWithReceipt()).pedido.id as string;
    const placed = await placedWithReceipt();
    const approved = placed.pedido.id as string;
    await ok(call("POST", `/api/pedido/${approved}/aprobar`, asAdmin()));
    await ok(
      call("PUT", `/api/pedido/${approved}`, {
        ...asAdmin(),
        body: { estado: "en_transito", guia: "ZOOM-123", transportista: "zoom" },
      }),
    );
    await ok(call("PUT", `/api/pedido/${approved}`, { ...asAdmin(), body: { estado: "entregado" } }));

    // The guest buyer rates the delivered product (201), edits the review (200), the admin hides it.
    const token = new URL(placed.enlace as string, "http://x").searchParams.get("token")!;
    const review = { productoId: product.id, calificacion: 4, titulo: "Buena tela", texto: "Me quedó bien" };
    const rated = await ok(call("POST", `/api/pedido/${approved}/resenas`, { query: { token }, body: review }), 201);
    await ok(
      call("POST", `/api/pedido/${approved}/resenas`, { query: { token }, body: { ...review, calificacion: 5 } }),
    );
    await ok(
      call("PATCH", `/api/admin/resenas/${rated.resena.id}`, {
        ...asAdmin(),
        body: { visible: false, motivo: "Prueba del contrato" },
      }),
    );
    await ok(call("PATCH", `/api/admin/resenas/${rated.resena.id}`, { ...asAdmin(), body: { visible: true } }));

    // Cash in dollars marked paid by the admin (200). The order is placed as pago móvil and made a
    // cash order in the table: enabling cash in the suite's shared settings would change what
    // the other test files' checkouts are offered.
    const cash = await ok(placeOrder(orderBody(lineas)), 201);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(cash.pedido.id),
        UpdateExpression: "SET tipo_pago = :t, pago = :p, vence_en = :n REMOVE GSI3PK, GSI3SK",
        ExpressionAttributeValues: { ":t": "efectivo_usd", ":p": {}, ":n": null },
      }),
    );
    await ok(call("POST", `/api/pedido/${cash.pedido.id}/cobrar-efectivo`, asAdmin()));

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

  it("the admin's content, info page and settings writes, each put back as it was for the other test files", async () => {
    // 'marcas' and 'ebooks' are read by no other test file; each is written, removed and restored.
    const { bloques } = await ok(call("GET", "/api/admin/contenido", asAdmin()));
    const marcas = bloques.marcas ?? { titulo: "Marcas", marcas: [] };
    await ok(call("PUT", "/api/contenido/marcas", { ...asAdmin(), body: marcas }));
    await ok(call("DELETE", "/api/contenido/marcas", asAdmin()));
    if (bloques.marcas) await ok(call("PUT", "/api/contenido/marcas", { ...asAdmin(), body: bloques.marcas }));

    const { paginas } = await ok(call("GET", "/api/admin/paginas", asAdmin()));
    const ebooks = paginas.find((p: { slug: string }) => p.slug === "ebooks")?.pagina ?? null;
    const page = ebooks
      ? { titulo: ebooks.titulo, resumen: ebooks.resumen, secciones: ebooks.secciones }
      : {
          titulo: "Libros digitales",
          resumen: "Guías de estilo.",
          secciones: [{ titulo: "Guías", parrafos: ["Pronto."] }],
        };
    await ok(call("PUT", "/api/paginas/ebooks", { ...asAdmin(), body: page }));
    await ok(call("DELETE", "/api/paginas/ebooks", asAdmin()));
    if (ebooks) await ok(call("PUT", "/api/paginas/ebooks", { ...asAdmin(), body: page }));

    // The settings saved as they are: the same values, a new author and date.
    const {
      actualizado_por: _por,
      actualizado_en: _en,
      ...ajustes
    } = await ok(call("GET", "/api/admin/ajustes", asAdmin()));
    await ok(call("PUT", "/api/admin/ajustes", { ...asAdmin(), body: ajustes }));
  });

  it("bank statement reconciliation: import, the history, one import and its approval", async () => {
    const ref = `${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}`;
    const order = await orderIn("en revisión", { body: { movil_referencia: ref } });
    const cents = (await getOrder(order.id))!.total_bs_cents;
    // Today in Caracas as the bank writes it, the amount in es-VE ('1.234,56').
    const day = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10).split("-").reverse().join("/");
    const amount = `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, "0")}`;
    const csv = ["Fecha;Referencia;Descripción;Débito;Crédito", `${day};${ref};"Pago móvil";;${amount}`].join("\r\n");
    const imported = await ok(
      call("POST", "/api/admin/conciliaciones", { ...asAdmin(), body: { csv, nombre_archivo: "contrato.csv" } }),
      201,
    );
    await ok(call("GET", "/api/admin/conciliaciones", asAdmin()));
    await ok(call("GET", `/api/admin/conciliaciones/${imported.id}`, asAdmin()));
    const approved = await ok(
      call("POST", `/api/admin/conciliaciones/${imported.id}/aprobar`, { ...asAdmin(), body: {} }),
    );
    expect(approved.aprobados.map((a: { pedido: { id: string } }) => a.pedido.id)).toEqual([order.id]);
  });

  it("the catalogue by spreadsheet: export, then the same file planned", async () => {
    const csv = await ok(call("GET", "/api/admin/productos/exportar", asAdmin()));
    expect(csv).toMatch(/^\uFEFFid;nombre;/);
    const plan = await ok(
      call("POST", "/api/admin/productos/importar", { ...asAdmin(), body: { csv, confirmar: false } }),
    );
    expect(plan).toMatchObject({ crear: 0, actualizar: 0, errores: [] });
  });

  it("'Avísame cuando llegue': a wait for a sold-out size, the demand, the restock email's unsubscribe link", async () => {
    const p = await stockedProduct({ "M|Negro": 0 });
    const email = `avisame-${randomUUID().slice(0, 8)}@example.com`;
    await ok(call("POST", `/api/productos/${p.id}/avisos`, { body: { talla: "M", color: "Negro", email } }), 202);
    const demand = await ok(call("GET", "/api/admin/avisos", asAdmin()));
    expect(demand).toContainEqual(expect.objectContaining({ producto_id: p.id, esperando: 1 }));
    await ok(
      call("PUT", `/api/productos/${p.id}/stock`, { ...asAdmin(), body: { stock_variantes: { "M|Negro": 2 } } }),
    );
    await sendEmails(new Date());
    const token = await tokenMailedTo(email, /\/api\/avisos\/baja\?token=([\w%-]+)/);
    expect(await ok(call("GET", "/api/avisos/baja", { query: { token } }))).toContain("Aviso cancelado");
  });

  it("the BCV rate updated now, from a source (DolarApi's shape) that answers the store's own rate", async () => {
    // The same rate and day as the store's: nothing changes for the other test files.
    const current = (await getCurrentRate())!;
    const source = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          fuente: "oficial",
          promedio: current.valor,
          fechaActualizacion: `${current.fecha}T18:00:00Z`,
        }),
      );
    });
    await new Promise<void>((r) => source.listen(0, "127.0.0.1", r));
    const saved = process.env.TASA_BCV_URL;
    process.env.TASA_BCV_URL = `http://127.0.0.1:${(source.address() as AddressInfo).port}/`;
    resetEnvCache();
    try {
      const body = await ok(call("POST", "/api/admin/tasa-bcv/actualizar", asAdmin()));
      expect(body).toMatchObject({ aplicada: false, tasa: { valor: current.valor, fecha: current.fecha } });
    } finally {
      if (saved === undefined) delete process.env.TASA_BCV_URL;
      else process.env.TASA_BCV_URL = saved;
      resetEnvCache();
      source.close();
    }
  });

  it("photos in bulk: an upload recorded under its file name", async () => {
    const clave = await uploadProductImage(asAdmin());
    await ok(
      call("POST", "/api/admin/fotos", { ...asAdmin(), body: { clave, nombre_archivo: "jean-azul-1.png" } }),
      201,
    );
  });
});

afterAll(() => {
  // Every route of the table answered its success here, with every 2xx status the document
  // lists for it (a write that creates or edits: 201 and 200). No route is left out: each one
  // runs locally against DynamoDB Local, s3rver and the mail catcher.
  const doc = buildOpenApiDocument();
  const missing: string[] = [];
  for (const route of routes) {
    const listed = Object.keys(doc.paths[route.path]![route.method.toLowerCase()]!.responses).filter((s) =>
      s.startsWith("2"),
    );
    const seen = checkedAnswers.get(routeKey(route)) ?? new Set<number>();
    for (const status of listed) if (!seen.has(Number(status))) missing.push(`${routeKey(route)} ${status}`);
  }
  expect(missing).toEqual([]);
  const table = routes.map(routeKey);
  expect([...checkedAnswers.keys()].filter((k) => !table.includes(k))).toEqual([]);
});
