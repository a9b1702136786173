import { describe, expect, it } from "vitest";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { uploadProductImage } from "../../helpers/uploads";
import { s3 } from "../../../functions/src/lib/s3";
import { env } from "../../../functions/src/lib/env";
import { getProduct } from "../../../functions/src/data/products";
import { runJob as applyOffers } from "../../../functions/src/jobs/apply-offer-schedule";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const uploadImage = (bytes?: Buffer) => uploadProductImage(asAdmin, bytes);

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  nombre: `Chaqueta Andina ${Date.now()}`,
  descripcion: "Chaqueta impermeable",
  precio: 80,
  categoria_id: "ropa-hombre",
  estilo_id: "casual",
  tallas: ["M", "L"],
  colores: ["Negro", "Verde"],
  stock_variantes: { "M|Negro": 5, "L|Verde": 2 },
  imagenes: [],
  ...overrides,
});

describe("product admin routes are for admins only", () => {
  it.each([
    ["POST", "/api/productos"],
    ["PUT", "/api/productos/p001"],
    ["DELETE", "/api/productos/p001"],
    ["PUT", "/api/productos/p001/stock"],
    ["PUT", "/api/productos/p001/oferta"],
    ["DELETE", "/api/productos/p001/oferta"],
  ])("%s %s: 401 for guests, 403 for shoppers", async (method, path) => {
    const shopper = await sessionAs("user");
    expect((await call(method, path, { body: {} })).status).toBe(401);
    expect((await call(method, path, { body: {}, cookie: shopper.cookie })).status).toBe(403);
  });

  it("lets only admins upload product images", async () => {
    const shopper = await sessionAs("user");
    const body = { proposito: "producto", tipo: "image/png", tamano: 100 };
    expect((await call("POST", "/api/subidas", { body })).status).toBe(401);
    expect((await call("POST", "/api/subidas", { body, cookie: shopper.cookie })).status).toBe(403);
  });
});

describe("creating and editing products", () => {
  it("creates a product with two checked images; the storefront shows it at once", async () => {
    const imagenes = [await uploadImage(), await uploadImage()];
    const res = await call("POST", "/api/productos", { ...asAdmin, body: newProduct({ imagenes }) });
    expect(res.status).toBe(201);
    const p = res.body.producto;
    expect(p).toMatchObject({ precio: 80, stock: 7, categoria_nombre: "Ropa de Hombre", estilo_id: "casual" });
    expect(p.variantes).toEqual(
      expect.arrayContaining([
        { talla: "M", color: "Verde", stock: 0 },
        { talla: "L", color: "Verde", stock: 2 },
      ]),
    );
    expect(p.imagenes).toHaveLength(2);
    for (const img of p.imagenes as string[]) {
      expect(img).toMatch(new RegExp(`^/img/productos/${p.id}-[0-9a-f]{8}\\.png$`));
      await s3().send(new HeadObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: img.slice(1) }));
    }
    expect((await call("GET", `/api/productos/producto/${p.id}`)).body.nombre).toBe(p.nombre);
    const listed = await call("GET", "/api/productos", { query: { q: p.nombre } });
    expect(listed.body.productos.map((x: { id: string }) => x.id)).toContain(p.id);
  });

  it("validates in Spanish: name, price, category, style, variants, images", async () => {
    const post = (o: Record<string, unknown>) => call("POST", "/api/productos", { ...asAdmin, body: newProduct(o) });
    expect((await post({ nombre: " " })).body.mensaje).toBe("El nombre es requerido");
    expect((await post({ precio: 0 })).body.mensaje).toBe("El precio debe ser mayor que 0");
    expect((await post({ categoria_id: "no-existe" })).body.mensaje).toBe("Selecciona una categoría");
    expect((await post({ estilo_id: "no-existe" })).body.mensaje).toBe("Selecciona un estilo");
    expect((await post({ stock_variantes: { "XL|Rosa": 1 } })).body.mensaje).toMatch(/^La variante no existe/);
    expect((await post({ stock_variantes: { "M|Negro": -1 } })).body.mensaje).toBe(
      "El stock debe ser un número entero mayor o igual a 0",
    );
    expect(
      (await post({ imagenes: Array.from({ length: 7 }, (_, i) => `subidas/productos/${i}.png`) })).body.mensaje,
    ).toBe("Máximo de imágenes alcanzado");
    const html = await uploadImage(Buffer.from("<html><script>alert(1)</script></html>"));
    expect((await post({ imagenes: [html] })).body.mensaje).toBe("Por favor selecciona una imagen válida");
    expect((await post({ imagenes: ["img/avatars/otra.png"] })).status).toBe(400);
  });

  it("edits a product and keeps images it already had", async () => {
    const created = (
      await call("POST", "/api/productos", { ...asAdmin, body: newProduct({ imagenes: [await uploadImage()] }) })
    ).body.producto;
    const res = await call("PUT", `/api/productos/${created.id}`, {
      ...asAdmin,
      body: newProduct({ nombre: "Chaqueta Andina Pro", precio: 95.5, imagenes: created.imagenes }),
    });
    expect(res.status).toBe(200);
    expect(res.body.producto).toMatchObject({
      nombre: "Chaqueta Andina Pro",
      precio: 95.5,
      imagenes: created.imagenes,
    });
    expect((await call("PUT", "/api/productos/no-existe", { ...asAdmin, body: newProduct() })).status).toBe(404);
  });

  it("deletes a product from the catalogue; orders keep their lines", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const order = await placeOrder(orderBody([{ productoId: p.id }]));
    const del = await call("DELETE", `/api/productos/${p.id}`, asAdmin);
    expect(del.status).toBe(200);
    expect((await call("GET", `/api/productos/producto/${p.id}`)).status).toBe(404);
    const token = new URL(order.body.enlace, "http://x").searchParams.get("token")!;
    const kept = await call("GET", `/api/pedido/${order.body.pedido.id}`, { query: { token } });
    expect(kept.body.lineas[0]).toMatchObject({ productoId: p.id, nombre: p.nombre });
    // A deleted product cannot be ordered.
    expect((await placeOrder(orderBody([{ productoId: p.id }]))).status).toBe(400);
  });
});

describe("stock and offers", () => {
  it("sets a variant's stock (0 or more, known variants only)", async () => {
    const p = await stockedProduct({ "M|Negro": 10, "L|Negro": 4 });
    const res = await call("PUT", `/api/productos/${p.id}/stock`, {
      ...asAdmin,
      body: { stock_variantes: { "M|Negro": 3 } },
    });
    expect(res.status).toBe(200);
    expect((await getProduct(p.id))!.stock_variantes).toEqual({ "M|Negro": 3, "L|Negro": 4 });
    expect((await call("GET", `/api/productos/producto/${p.id}`)).body.stock).toBe(7);
    expect(
      (await call("PUT", `/api/productos/${p.id}/stock`, { ...asAdmin, body: { stock_variantes: { "S|Azul": 1 } } }))
        .status,
    ).toBe(400);
    expect(
      (await call("PUT", `/api/productos/${p.id}/stock`, { ...asAdmin, body: { stock_variantes: { "M|Negro": -2 } } }))
        .status,
    ).toBe(400);
  });

  it("puts a product on a 30% offer and takes it off; percentages outside 1–90 are refused", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 5000 });
    const on = await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 30 } });
    expect(on.status).toBe(200);
    const shown = (await call("GET", `/api/productos/producto/${p.id}`)).body;
    expect(shown).toMatchObject({ precio: 35, precio_original: 50, porcentaje_descuento: 30 });
    expect(
      (await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 95 } })).body.mensaje,
    ).toBe("El descuento debe estar entre 1 y 90");
    expect(
      (await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 20, flash: true } })).body
        .mensaje,
    ).toBe("Indica cuándo termina la oferta flash");
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      (
        await call("PUT", `/api/productos/${p.id}/oferta`, {
          ...asAdmin,
          body: { porcentaje: 20, flash: true, fin: past },
        })
      ).body.mensaje,
    ).toBe("La fecha de fin de la oferta flash no puede ser anterior a ahora");
    const off = await call("DELETE", `/api/productos/${p.id}/oferta`, asAdmin);
    expect(off.body.producto).toMatchObject({ precio: 50, precio_original: null, porcentaje_descuento: 0 });
  });

  it("ends a flash offer by itself at its time: checkout charges the base price at once, the job moves the shown price", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 4000 });
    const fin = new Date(Date.now() + 1500).toISOString();
    await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 25, flash: true, fin } });
    expect((await call("GET", `/api/productos/producto/${p.id}`)).body.precio).toBe(30);
    // After the end, before any job: the checkout already charges 40.
    const after = new Date(Date.parse(fin) + 1000);
    await new Promise((r) => setTimeout(r, Math.max(0, after.getTime() - Date.now())));
    const quote = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }] },
    });
    expect(quote.body.subtotal).toBe(40);
    await applyOffers(new Date());
    const shown = (await call("GET", `/api/productos/producto/${p.id}`)).body;
    expect(shown).toMatchObject({ precio: 40, precio_original: null, porcentaje_descuento: 0 });
    expect((await getProduct(p.id))!.oferta).toBeNull();
  });

  it("starts a scheduled offer by itself and ends it; two job runs at once apply each change once", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 10000 });
    const inicio = new Date(Date.now() + 60_000).toISOString();
    const fin = new Date(Date.now() + 120_000).toISOString();
    await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 15, inicio, fin } });
    expect((await call("GET", `/api/productos/producto/${p.id}`)).body.precio).toBe(100);
    await Promise.all([applyOffers(new Date(Date.now() + 61_000)), applyOffers(new Date(Date.now() + 61_000))]);
    expect((await getProduct(p.id))!).toMatchObject({ precio_cents: 8500, precio_original_cents: 10000 });
    await applyOffers(new Date(Date.now() + 121_000));
    expect((await getProduct(p.id))!).toMatchObject({ precio_cents: 10000, precio_original_cents: null, oferta: null });
  });
});

describe("editing a product on offer keeps the offer, in the same write", () => {
  // The edit form's body: the price without the discount and no struck-through price of its own.
  const formBody = (p: { nombre: string }, precio: number) =>
    newProduct({
      nombre: p.nombre,
      precio,
      precio_original: null,
      tallas: ["M"],
      colores: ["Negro"],
      stock_variantes: { "M|Negro": 5 },
    });

  it("keeps an offer record (percentage, flash end) and moves it with the price", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 4000 });
    const fin = new Date(Date.now() + 3_600_000).toISOString();
    await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 25, flash: true, fin } });

    const same = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: formBody(p, 40) });
    expect(same.status).toBe(200);
    expect(same.body.producto).toMatchObject({
      precio: 30,
      precio_original: 40,
      porcentaje_descuento: 25,
      oferta: { porcentaje: 25, precio_original: 40, fin, flash: true, estado: "activa" },
    });
    const dearer = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: formBody(p, 60) });
    expect(dearer.body.producto).toMatchObject({ precio: 45, precio_original: 60, porcentaje_descuento: 25 });
    expect((await getProduct(p.id))!).toMatchObject({
      precio_cents: 4500,
      precio_original_cents: 6000,
      oferta: { porcentaje: 25, precio_base_cents: 6000, fin, flash: true },
    });
    expect((await call("GET", `/api/admin/productos/${p.id}`, asAdmin)).body.oferta).toMatchObject({
      porcentaje: 25,
      precio_original: 60,
      fin,
    });
    // The flash offer still ends by itself at its time.
    await applyOffers(new Date(Date.parse(fin) + 1000));
    expect((await getProduct(p.id))!).toMatchObject({ precio_cents: 6000, precio_original_cents: null, oferta: null });
  });

  it("keeps a scheduled offer scheduled", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 10000 });
    const inicio = new Date(Date.now() + 86_400_000).toISOString();
    await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 15, inicio } });
    const res = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: formBody(p, 120) });
    expect(res.body.producto).toMatchObject({
      precio: 120,
      precio_original: null,
      oferta: { porcentaje: 15, precio_original: 120, inicio, estado: "programada" },
    });
  });

  it("keeps a struck-through price without an offer record: exact prices, or its percentage on a new price", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 4599, precio_original_cents: 5999 });
    const same = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: formBody(p, 59.99) });
    expect(same.body.producto).toMatchObject({ precio: 45.99, precio_original: 59.99, porcentaje_descuento: 23 });
    expect(same.body.producto.oferta).toMatchObject({ porcentaje: 23, precio_original: 59.99, fin: null });
    const dearer = await call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: formBody(p, 79.99) });
    expect(dearer.body.producto).toMatchObject({ precio: 61.59, precio_original: 79.99, porcentaje_descuento: 23 });
    // A struck-through price in the body is the body's own.
    const own = await call("PUT", `/api/productos/${p.id}`, {
      ...asAdmin,
      body: { ...formBody(p, 70), precio_original: 100 },
    });
    expect(own.body.producto).toMatchObject({ precio: 70, precio_original: 100, porcentaje_descuento: 30 });
  });

  it("refuses an edit of a product that changed since it was read (409), and leaves the offer alone", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 5000 });
    await call("PUT", `/api/productos/${p.id}/oferta`, { ...asAdmin, body: { porcentaje: 10 } });
    const [a, b] = await Promise.all([
      call("PUT", `/api/productos/${p.id}`, { ...asAdmin, body: formBody(p, 50) }),
      call("PUT", `/api/productos/${p.id}/stock`, { ...asAdmin, body: { stock_variantes: { "M|Negro": 9 } } }),
    ]);
    expect([a.status, b.status]).toContain(200);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    expect((await getProduct(p.id))!).toMatchObject({ precio_cents: 4500, oferta: { porcentaje: 10 } });
  });
});
