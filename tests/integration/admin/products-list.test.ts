import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { stockedProduct } from "../../helpers/checkout";
import type { ProductRecord } from "../../../functions/src/domain/catalogue/product-record";

/**
 * GET /api/admin/productos: every product (inactive ones too), searched by name and filtered on
 * the server, with each product's offer and stock per variant. Other test files add products at
 * the same time, so each check narrows the list to this file's products by a word in their names.
 */
const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };
const tag = `Zafiro${randomUUID().slice(0, 8)}`;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();
const list = (query: Record<string, string | number>) => call("GET", "/api/admin/productos", { ...asAdmin, query });
const ids = (body: { productos: Array<{ id: string }> }) => body.productos.map((p) => p.id);

const comfortable = { "M|Negro": 20, "L|Negro": 25 };
let plain: ProductRecord;
let inactive: ProductRecord;
let low: ProductRecord;
let flash: ProductRecord;
let struck: ProductRecord;
let scheduled: ProductRecord;
const flashEnd = new Date(Date.now() + 3_600_000).toISOString();
const scheduledStart = new Date(Date.now() + 86_400_000).toISOString();

beforeAll(async () => {
  const named = (nombre: string, minutes: number, o: Partial<ProductRecord> = {}) =>
    stockedProduct(o.stock_variantes ?? comfortable, {
      nombre: `${nombre} ${tag}`,
      created_at: at(minutes),
      updated_at: at(minutes),
      ...o,
    });
  plain = await named("Camisa Ñandú", 1);
  inactive = await named("Falda Retirada", 2, {
    activo: false,
    categoria_id: "ropa-mujer",
    categoria_nombre: "Ropa de Mujer",
  });
  low = await named("Pantalón Corto", 3, { stock_variantes: { "M|Negro": 20, "L|Negro": 3 } });
  flash = await named("Chaqueta Flash", 4, {
    precio_cents: 3000,
    precio_original_cents: 4000,
    oferta: { porcentaje: 25, precio_base_cents: 4000, inicio: null, fin: flashEnd, flash: true },
  });
  struck = await named("Vestido Rebajado", 5, { precio_cents: 4000, precio_original_cents: 5000 });
  scheduled = await named("Abrigo Pronto", 6, {
    precio_cents: 10000,
    oferta: { porcentaje: 15, precio_base_cents: 10000, inicio: scheduledStart, fin: null, flash: false },
  });
});

describe("GET /api/admin/productos", () => {
  it.each(["/api/admin/productos", "/api/admin/productos/p001"])(
    "%s: 401 for guests, 403 for shoppers",
    async (path) => {
      const shopper = await sessionAs("user");
      expect((await call("GET", path)).status).toBe(401);
      expect((await call("GET", path, { cookie: shopper.cookie })).status).toBe(403);
    },
  );

  it("refuses bad query input with a Spanish message", async () => {
    const bad = async (query: Record<string, string | number>) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      return res.body;
    };
    expect((await bad({ limite: 10 })).mensaje).toBe("El tamaño de página debe ser 12, 24, 48 o 96");
    expect((await bad({ limite: "muchos" })).errores).toEqual({
      limite: "El tamaño de página debe ser 12, 24, 48 o 96",
    });
    expect((await bad({ pagina: 0 })).mensaje).toBe("Página no válida");
    expect((await bad({ pagina: "dos" })).mensaje).toBe("Página no válida");
    expect((await bad({ stock: "alto" })).mensaje).toBe("El filtro de stock solo admite «bajo»");
    expect((await bad({ oferta: "si" })).mensaje).toBe("El filtro de oferta debe ser 1 o 0");
    expect((await bad({ categoria: "Ropa Hombre" })).mensaje).toBe("Categoría no válida");
    expect((await bad({ q: "x".repeat(101) })).mensaje).toBe("La búsqueda es demasiado larga");
    expect(await bad({ orden: "precio" })).toMatchObject({
      mensaje: "Campo no permitido: orden",
      errores: { orden: "Campo no permitido: orden" },
    });
  });

  it("lists inactive products too, newest first, with stock per variant and each offer; never cached", async () => {
    const res = await list({ q: tag });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({ total: 6, pagina: 1, limite: 12, paginas: 1 });
    expect(ids(res.body)).toEqual([scheduled, struck, flash, low, inactive, plain].map((p) => p.id));
    const byId = new Map(res.body.productos.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(inactive.id)).toMatchObject({ activo: false, oferta: null });
    expect(byId.get(low.id)).toMatchObject({
      stock: 23,
      variantes: expect.arrayContaining([
        { talla: "M", color: "Negro", stock: 20 },
        { talla: "L", color: "Negro", stock: 3 },
      ]),
    });
    expect(byId.get(flash.id)).toMatchObject({
      precio: 30,
      precio_original: 40,
      porcentaje_descuento: 25,
      oferta: { porcentaje: 25, precio_original: 40, inicio: null, fin: flashEnd, flash: true, estado: "activa" },
    });
    // A struck-through price without an offer record is shown as an open-ended offer.
    expect(byId.get(struck.id)).toMatchObject({
      oferta: { porcentaje: 20, precio_original: 50, inicio: null, fin: null, flash: false, estado: "activa" },
    });
    expect(byId.get(scheduled.id)).toMatchObject({
      precio: 100,
      porcentaje_descuento: 0,
      oferta: { porcentaje: 15, precio_original: 100, inicio: scheduledStart, estado: "programada" },
    });
    expect(byId.get(plain.id)).toMatchObject({ oferta: null });
  });

  it("searches names by every word, without case or accents", async () => {
    expect(ids((await list({ q: `${tag} nandu` })).body)).toEqual([plain.id]);
    expect(ids((await list({ q: `CAMISA ${tag.toLowerCase()}` })).body)).toEqual([plain.id]);
    expect((await list({ q: `${tag} inexistente` })).body).toMatchObject({ productos: [], total: 0, paginas: 1 });
  });

  it("filters by category, offer (running or scheduled) and low stock (a variant under 10)", async () => {
    expect(ids((await list({ q: tag, categoria: "ropa-mujer" })).body)).toEqual([inactive.id]);
    expect(ids((await list({ q: tag, oferta: "1" })).body)).toEqual([scheduled.id, struck.id, flash.id]);
    expect(ids((await list({ q: tag, oferta: "0" })).body)).toEqual([low.id, inactive.id, plain.id]);
    expect(ids((await list({ q: tag, stock: "bajo" })).body)).toEqual([low.id]);
    expect(ids((await list({ q: tag, stock: "bajo", oferta: "1" })).body)).toEqual([]);
  });

  it("pages the matches in 12, 24, 48 or 96", async () => {
    const pageTag = `Pagina${randomUUID().slice(0, 8)}`;
    const made: ProductRecord[] = [];
    for (let i = 0; i < 14; i++) {
      made.push(
        await stockedProduct(comfortable, {
          nombre: `Polo ${pageTag} ${i}`,
          created_at: at(10 + i),
          updated_at: at(10 + i),
        }),
      );
    }
    const newestFirst = made.map((p) => p.id).reverse();
    const first = await list({ q: pageTag, limite: 12 });
    expect(first.body).toMatchObject({ total: 14, pagina: 1, limite: 12, paginas: 2 });
    expect(ids(first.body)).toEqual(newestFirst.slice(0, 12));
    const second = await list({ q: pageTag, limite: 12, pagina: 2 });
    expect(second.body).toMatchObject({ total: 14, pagina: 2, paginas: 2 });
    expect(ids(second.body)).toEqual(newestFirst.slice(12));
    const all = await list({ q: pageTag, limite: 24 });
    expect(all.body).toMatchObject({ total: 14, paginas: 1 });
    expect(ids(all.body)).toEqual(newestFirst);
    expect((await list({ q: pageTag, limite: 96, pagina: 3 })).body).toMatchObject({ productos: [], total: 14 });
  });
});

describe("GET /api/admin/productos/{id}", () => {
  it("reads one product for the editors, inactive too, with its offer", async () => {
    const res = await call("GET", `/api/admin/productos/${inactive.id}`, asAdmin);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({ id: inactive.id, activo: false, oferta: null });
    expect((await call("GET", `/api/admin/productos/${flash.id}`, asAdmin)).body.oferta).toMatchObject({
      porcentaje: 25,
      fin: flashEnd,
      flash: true,
    });
    const missing = await call("GET", "/api/admin/productos/no-existe", asAdmin);
    expect(missing).toMatchObject({ status: 404, body: { mensaje: "Producto no encontrado" } });
  });
});
