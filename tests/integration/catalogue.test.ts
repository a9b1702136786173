import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { ListaProductos, Producto } from "../../shared/src/schemas/catalogue";
import { call } from "../helpers/api";

const list = (query: Record<string, string | number | boolean> = {}) => call<ListaProductos>("GET", "/api/productos", { query });
const all = async (query: Record<string, string | number | boolean> = {}) => (await list({ limite: 100, ...query })).body;

describe("GET /api/productos", () => {
  it("lists the seeded catalogue with pagination metadata and 12 per page by default", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(60);
    expect(res.body.productos).toHaveLength(12);
    expect(res.body.limite).toBe(12);
    expect(res.body.paginas).toBe(Math.ceil(res.body.total / 12));
    const p = res.body.productos[0]!;
    expect(p.precio).toBe(Math.round(p.precio * 100) / 100);
    expect(p.imagen).toMatch(/^\/img\//);
    expect(p.stock).toBe(p.variantes.reduce((a, v) => a + v.stock, 0));
  });

  it("pages do not overlap and cover the whole list", async () => {
    const first = await all();
    const seen = new Set<string>();
    for (let pagina = 1; pagina <= Math.ceil(first.total / 12); pagina++) {
      (await list({ pagina })).body.productos.forEach((p) => seen.add(p.id));
    }
    expect(seen.size).toBe(first.total);
  });

  it("filters by category and subcategory", async () => {
    const body = await all({ categoria: "calzado" });
    expect(body.total).toBeGreaterThan(0);
    expect(body.productos.every((p) => p.categoria_id === "calzado")).toBe(true);
    const sub = body.productos[0]!.subcategoria_id;
    const bySub = await all({ categoria: "calzado", subcategoria: sub });
    expect(bySub.productos.every((p) => p.subcategoria_id === sub)).toBe(true);
    expect(bySub.total).toBeLessThanOrEqual(body.total);
  });

  it("filters by style, colour, size, rating, price and stock together", async () => {
    const body = await all({ estilo: "casual", color: "Negro", calificacion_min: 3, precio_min: 10, precio_max: 200, en_stock: true });
    for (const p of body.productos) {
      expect(p.estilo_id).toBe("casual");
      expect(p.colores).toContain("Negro");
      expect(p.calificacion).toBeGreaterThanOrEqual(3);
      expect(p.precio).toBeGreaterThanOrEqual(10);
      expect(p.precio).toBeLessThanOrEqual(200);
      expect(p.stock).toBeGreaterThan(0);
    }
    const talla = (await all()).productos.find((p) => p.tallas.includes("42"))
      ? "42"
      : "M";
    const bySize = await all({ talla });
    expect(bySize.total).toBeGreaterThan(0);
    expect(bySize.productos.every((p) => p.tallas.includes(talla))).toBe(true);
  });

  it("gives facet counts that agree with filtering by that option", async () => {
    const { facetas } = await all({ estilo: "casual" });
    const option = facetas.colores[0]!;
    const filtered = await all({ estilo: "casual", color: option.valor });
    expect(filtered.total).toBe(option.cantidad);
    const cat = facetas.categorias[0]!;
    expect((await all({ estilo: "casual", categoria: cat.valor })).total).toBe(cat.cantidad);
  });

  it.each([
    ["precio", "asc", (a: Producto, b: Producto) => a.precio <= b.precio],
    ["precio", "desc", (a: Producto, b: Producto) => a.precio >= b.precio],
    ["nombre", "asc", (a: Producto, b: Producto) => a.nombre.localeCompare(b.nombre, "es") <= 0],
    ["calificacion", "desc", (a: Producto, b: Producto) => a.calificacion >= b.calificacion],
    ["nuevos", "desc", (a: Producto, b: Producto) => a.created_at >= b.created_at],
    ["descuento", "desc", (a: Producto, b: Producto) => a.porcentaje_descuento >= b.porcentaje_descuento],
    ["popularidad", "desc", (a: Producto, b: Producto) => a.contador_carrito >= b.contador_carrito],
  ] as const)("sorts by %s %s", async (orden, direccion, inOrder) => {
    const { productos } = await all({ orden, direccion });
    for (let i = 1; i < productos.length; i++) expect(inOrder(productos[i - 1]!, productos[i]!)).toBe(true);
  });

  it.each([
    [{ limite: 500 }, "limite"],
    [{ pagina: "cero" }, "pagina"],
    [{ orden: "aleatorio" }, "orden"],
    [{ precio_min: -3 }, "precio_min"],
    [{ precio_min: 300, precio_max: 10 }, "precio_min"],
    [{ en_stock: "tal vez" }, "en_stock"],
    [{ calificacion_min: 9 }, "calificacion_min"],
  ])("answers 400 with a Spanish mensaje for %o", async (query, campo) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { mensaje: string }).mensaje).toMatch(/parámetro|precio/i);
    expect(Object.keys((res.body as unknown as { errores: object }).errores)).toContain(campo);
  });

  it("lists best sellers (over 100 in carts or rated 4.5+) and a new-arrivals window", async () => {
    const best = await all({ mas_vendidos: true });
    expect(best.total).toBeGreaterThan(0);
    for (const p of best.productos) expect(p.contador_carrito > 100 || p.calificacion >= 4.5).toBe(true);
    const now = Date.parse(inject("seedNow"));
    const recent = await all({ dias: 30, orden: "nuevos" });
    expect(recent.total).toBeGreaterThan(0);
    for (const p of recent.productos) expect(now - Date.parse(p.created_at)).toBeLessThanOrEqual(30 * 86_400_000 + 60_000);
    expect(recent.total).toBeLessThan((await all()).total);
  });

  it("answers an empty page past the end, not an error", async () => {
    const res = await list({ pagina: 999 });
    expect(res.status).toBe(200);
    expect(res.body.productos).toEqual([]);
  });
});

describe("GET /api/productos/producto/{id}", () => {
  it("returns one product with its variants", async () => {
    const [first] = (await list()).body.productos;
    const res = await call<Producto>("GET", `/api/productos/producto/${first!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(first!.id);
    expect(res.body.variantes.length).toBeGreaterThan(0);
  });

  it("answers 404 'Producto no encontrado' for an unknown or malformed id", async () => {
    for (const id of ["no-existe", "%3Cscript%3E"]) {
      const res = await call("GET", `/api/productos/producto/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.mensaje).toBe("Producto no encontrado");
    }
  });
});

describe("GET /api/productos/producto?categoria|estilo", () => {
  it("lists a category's products from its index", async () => {
    const res = await call<{ productos: Producto[] }>("GET", "/api/productos/producto", { query: { categoria: "accesorios" } });
    expect(res.status).toBe(200);
    expect(res.body.productos.length).toBeGreaterThan(0);
    expect(res.body.productos.every((p) => p.categoria_id === "accesorios" && p.activo)).toBe(true);
  });

  it("lists a style's products, with 'gimnasio' as the sports style", async () => {
    const res = await call<{ productos: Producto[] }>("GET", "/api/productos/producto", { query: { estilo: "gimnasio" } });
    expect(res.status).toBe(200);
    expect(res.body.productos.length).toBeGreaterThan(0);
    expect(res.body.productos.every((p) => p.estilo_id === "deportes")).toBe(true);
  });

  it("answers 400 without a group and 404 for an unknown one", async () => {
    expect((await call("GET", "/api/productos/producto")).status).toBe(400);
    const unknown = await call("GET", "/api/productos/producto", { query: { categoria: "no-existe" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.mensaje).toBe("Categoría no encontrada");
  });
});

describe("GET /api/productos/buscar", () => {
  const search = (q: string, extra: Record<string, string | number> = {}) =>
    call<ListaProductos>("GET", "/api/productos/buscar", { query: { q, ...extra } });

  it("finds 'Pantalón' when typed without the accent", async () => {
    const res = await search("pantalon");
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.productos[0]!.nombre).toMatch(/Pantalón/);
  });

  it("finds 'Camisa' despite the typo 'camsia'", async () => {
    const res = await search("camsia");
    expect(res.body.productos.length).toBeGreaterThan(0);
    expect(res.body.productos[0]!.nombre).toMatch(/Camisa/);
  });

  it("is case-insensitive and paginates", async () => {
    const upper = await search("CAMISA", { limite: 2 });
    const lower = await search("camisa", { limite: 2 });
    expect(upper.body.productos.map((p) => p.id)).toEqual(lower.body.productos.map((p) => p.id));
    expect(upper.body.limite).toBe(2);
  });

  it("answers 400 for a blank query", async () => {
    const res = await search("   ");
    expect(res.status).toBe(400);
    expect((res.body as unknown as { mensaje: string }).mensaje).toBe("Escribe qué quieres buscar");
  });
});

describe("popular, discounted and new products", () => {
  it("populares: 10 by default, most added first", async () => {
    const res = await call<{ productos: Producto[] }>("GET", "/api/productos/populares");
    expect(res.body.productos).toHaveLength(10);
    const counts = res.body.productos.map((p) => p.contador_carrito);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await call("GET", "/api/productos/populares", { query: { limite: 3 } })).body.productos).toHaveLength(3);
    expect((await call("GET", "/api/productos/populares", { query: { limite: 0 } })).status).toBe(400);
  });

  it("descuento: only discounted products, biggest discount first", async () => {
    const { productos } = (await call<{ productos: Producto[] }>("GET", "/api/productos/descuento")).body;
    expect(productos.length).toBeGreaterThan(0);
    for (const p of productos) {
      expect(p.precio_original).toBeGreaterThan(p.precio);
      expect(p.porcentaje_descuento).toBe(Math.round(((p.precio_original! - p.precio) / p.precio_original!) * 100));
    }
  });

  it("nuevos: created within the window, newest first", async () => {
    const now = Date.parse(inject("seedNow"));
    const { productos } = (await call<{ productos: Producto[] }>("GET", "/api/productos/nuevos", { query: { dias: 7 } })).body;
    expect(productos.length).toBeGreaterThan(0);
    for (const p of productos) expect(now - Date.parse(p.created_at)).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    const thirty = (await call("GET", "/api/productos/nuevos")).body.productos as Producto[];
    expect(thirty.length).toBeGreaterThan(productos.length);
    expect((await call("GET", "/api/productos/nuevos", { query: { dias: "x" } })).status).toBe(400);
  });
});
