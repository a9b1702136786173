import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, storedStock } from "../../helpers/checkout";
import { getProduct } from "../../../functions/src/data/products";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const patch = (id: string, body: unknown) => call("PATCH", `/api/productos/${id}`, { ...asAdmin, body });

describe("PATCH /api/productos/{id} changes only the fields sent", () => {
  it("is for admins only: 401 for guests, 403 for shoppers", async () => {
    const p = await stockedProduct();
    const shopper = await sessionAs("user");
    expect((await call("PATCH", `/api/productos/${p.id}`, { body: { activo: false } })).status).toBe(401);
    expect(
      (await call("PATCH", `/api/productos/${p.id}`, { body: { activo: false }, cookie: shopper.cookie })).status,
    ).toBe(403);
    expect((await getProduct(p.id))!.activo).toBe(true);
  });

  it("switches a product off and on: off the storefront and back, nothing else changed", async () => {
    const p = await stockedProduct({ "M|Negro": 4 }, { precio_cents: 3000 });
    const off = await patch(p.id, { activo: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      mensaje: "Producto desactivado",
      producto: { activo: false, precio: 30, stock: 4 },
    });
    expect((await call("GET", `/api/productos/producto/${p.id}`)).status).toBe(404);
    // An inactive product cannot be ordered.
    expect((await placeOrder(orderBody([{ productoId: p.id }]))).status).toBe(400);

    const on = await patch(p.id, { activo: true });
    expect(on.body.mensaje).toBe("Producto activado");
    const shown = await call("GET", `/api/productos/producto/${p.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ nombre: p.nombre, precio: 30, stock: 4 });
  });

  it("changes the price alone; an offer keeps its percentage on the new price", async () => {
    const plain = await stockedProduct({ "M|Negro": 2 }, { precio_cents: 3000 });
    const res = await patch(plain.id, { precio: 35 });
    expect(res.status).toBe(200);
    expect(res.body.producto).toMatchObject({ precio: 35, activo: true, stock: 2, nombre: plain.nombre });
    const stored = (await getProduct(plain.id))!;
    expect(stored).toMatchObject({
      precio_cents: 3500,
      descripcion: plain.descripcion,
      stock_variantes: { "M|Negro": 2 },
    });

    const onOffer = await stockedProduct({ "M|Negro": 2 }, { precio_cents: 5000 });
    expect(
      (await call("PUT", `/api/productos/${onOffer.id}/oferta`, { ...asAdmin, body: { porcentaje: 20 } })).status,
    ).toBe(200);
    const moved = await patch(onOffer.id, { precio: 100 });
    expect(moved.body.producto).toMatchObject({ precio: 80, precio_original: 100, oferta: { porcentaje: 20 } });
  });

  it("changes some variants' stock; `stock` stays their sum; unknown variants are refused", async () => {
    const p = await stockedProduct({ "M|Negro": 10, "L|Negro": 4 });
    const res = await patch(p.id, { stock_variantes: { "L|Negro": 9 } });
    expect(res.status).toBe(200);
    expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 10, "L|Negro": 9 }, stock: 19 });
    const unknown = await patch(p.id, { stock_variantes: { "S|Azul": 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.mensaje).toBe("La variante no existe en este producto");
    expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 10, "L|Negro": 9 }, stock: 19 });
  });

  it("two PATCHes of stock at once both land, and the sum follows", async () => {
    const p = await stockedProduct({ "M|Negro": 1, "L|Negro": 1, "S|Negro": 1 });
    const [a, b] = await Promise.all([
      patch(p.id, { stock_variantes: { "M|Negro": 7 } }),
      patch(p.id, { stock_variantes: { "L|Negro": 5 } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 7, "L|Negro": 5, "S|Negro": 1 }, stock: 13 });
  });

  it("refuses bad bodies in Spanish (400) and unknown products (404)", async () => {
    const p = await stockedProduct();
    const bad = async (body: unknown) => (await patch(p.id, body)).body.mensaje;
    expect((await patch(p.id, {})).status).toBe(400);
    expect(await bad({})).toBe("Indica al menos un campo que cambiar");
    expect(await bad({ precio: 0 })).toBe("El precio debe ser mayor que 0");
    expect(await bad({ precio: 10.123 })).toBe("Los precios admiten hasta 2 decimales");
    expect(await bad({ activo: "no" })).toBe("El estado activo debe ser verdadero o falso");
    expect(await bad({ stock_variantes: { "M|Negro": -1 } })).toBe(
      "El stock debe ser un número entero mayor o igual a 0",
    );
    expect((await patch(p.id, { categoria_id: "x" })).status).toBe(400);
    expect((await patch("no-existe", { activo: false })).status).toBe(404);
    expect((await getProduct(p.id))!).toMatchObject({ activo: true, precio_cents: p.precio_cents });
  });
});

describe("an edit (PUT) keeps `activo` unless it says otherwise", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    nombre: "Falda Plisada",
    precio: 40,
    categoria_id: "ropa-mujer",
    estilo_id: "casual",
    tallas: ["M"],
    colores: ["Negro"],
    stock_variantes: { "M|Negro": 3 },
    ...extra,
  });

  it("editing an inactive product leaves it inactive; `activo: true` puts it back on sale", async () => {
    const created = (await call("POST", "/api/productos", { ...asAdmin, body: body() })).body.producto;
    await patch(created.id, { activo: false });
    const edited = await call("PUT", `/api/productos/${created.id}`, { ...asAdmin, body: body({ precio: 42 }) });
    expect(edited.body.producto).toMatchObject({ activo: false, precio: 42 });
    expect((await call("GET", `/api/productos/producto/${created.id}`)).status).toBe(404);
    const back = await call("PUT", `/api/productos/${created.id}`, { ...asAdmin, body: body({ activo: true }) });
    expect(back.body.producto.activo).toBe(true);
  });
});

describe("'Eliminar': delete what no order names, archive the rest", () => {
  it("deletes a product no order names: gone for the admin too", async () => {
    const p = await stockedProduct();
    const res = await call("DELETE", `/api/productos/${p.id}`, asAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resultado: "eliminado", mensaje: "Producto eliminado", producto: null });
    expect(await getProduct(p.id)).toBeNull();
    expect((await call("GET", `/api/admin/productos/${p.id}`, asAdmin)).status).toBe(404);
    expect((await call("DELETE", `/api/productos/${p.id}`, asAdmin)).status).toBe(404);
  });

  it("archives a product an order names, says why, and it can be switched on again", async () => {
    const p = await stockedProduct({ "M|Negro": 5 });
    const order = await placeOrder(orderBody([{ productoId: p.id }]));
    expect(order.status).toBe(201);
    // Counted in the order's own transaction: no order is read to decide.
    expect((await getProduct(p.id))!.en_pedidos).toBe(1);
    const res = await call("DELETE", `/api/productos/${p.id}`, asAdmin);
    expect(res.status).toBe(200);
    expect(res.body.resultado).toBe("archivado");
    expect(res.body.mensaje).toMatch(/figura en pedidos.*archivado/);
    expect(res.body.producto).toMatchObject({ id: p.id, activo: false });
    expect((await call("GET", `/api/admin/productos/${p.id}`, asAdmin)).body.activo).toBe(false);
    // Deleting again keeps it archived; switching on brings it back.
    expect((await call("DELETE", `/api/productos/${p.id}`, asAdmin)).body.resultado).toBe("archivado");
    expect((await patch(p.id, { activo: true })).body.producto.activo).toBe(true);
    expect((await call("GET", `/api/productos/producto/${p.id}`)).status).toBe(200);
  });

  it("the demo's ordered products are counted by the seed, so deleting one would archive it", async () => {
    const orders = await call("GET", "/api/pedido", asAdmin);
    const seeded = orders.body.data.find((o: { numero_pedido: string }) => o.numero_pedido.startsWith("ORD-"));
    const order = await call("GET", `/api/pedido/${seeded.id}`, asAdmin);
    const productoId: string = order.body.lineas[0].productoId;
    expect((await getProduct(productoId))!.en_pedidos).toBeGreaterThan(0);
  });
});
