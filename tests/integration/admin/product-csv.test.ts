import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct, storedStock } from "../../helpers/checkout";
import { getProduct } from "../../../functions/src/data/products";
import { listAllCategories } from "../../../functions/src/data/categories";
import { listStyles } from "../../../functions/src/data/styles";
import { uploadProductImage } from "../../helpers/uploads";
import { objectSize } from "../../../functions/src/data/objects";
import { env } from "../../../functions/src/lib/env";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const exportCsv = () => call("GET", "/api/admin/productos/exportar", asAdmin);
const importCsv = (csv: string, confirmar: boolean, versiones?: Record<string, string>) =>
  call("POST", "/api/admin/productos/importar", {
    ...asAdmin,
    body: { csv, confirmar, ...(versiones ? { versiones } : {}) },
  });

/** The export's header and the rows of the given products only (other tests write products at the same time). */
function rowsOf(csv: string, ids: readonly string[]): string {
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  return [lines[0], ...lines.slice(1).filter((l) => ids.includes(l.split(";")[0]!))].join("\r\n") + "\r\n";
}

const category = (await listAllCategories())[0]!;
const style = (await listStyles())[0]!;

describe("products by spreadsheet: who may", () => {
  it("guests get 401 and shoppers 403 on both routes; nothing is read or written", async () => {
    const shopper = await sessionAs("user");
    const body = { csv: "id;stock\r\n", confirmar: false };
    expect((await call("GET", "/api/admin/productos/exportar")).status).toBe(401);
    expect((await call("POST", "/api/admin/productos/importar", { body })).status).toBe(401);
    expect((await call("GET", "/api/admin/productos/exportar", { cookie: shopper.cookie })).status).toBe(403);
    expect((await call("POST", "/api/admin/productos/importar", { body, cookie: shopper.cookie })).status).toBe(403);
  });
});

describe("GET /api/admin/productos/exportar", () => {
  it("answers text/csv for Excel in Spanish: BOM, ';', CRLF, one row per variant, images on the first row", async () => {
    const p = await stockedProduct(
      { "S|Negro": 2, "M|Negro": 0 },
      { nombre: "=Camisa fórmula", descripcion: "Con botones; de lino", precio_cents: 3499, tallas: ["S", "M"] },
    );
    const res = await exportCsv();
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = res.body as string;
    expect(
      csv.startsWith(
        "\uFEFFid;nombre;descripcion;categoria;subcategoria;estilo;marca;precio;talla;color;stock;activo;imagenes\r\n",
      ),
    ).toBe(true);
    const mine = rowsOf(csv, [p.id]).split("\r\n");
    expect(mine.slice(1, 3)).toEqual([
      `${p.id};'=Camisa fórmula;"Con botones; de lino";${p.categoria_nombre};${p.subcategoria_nombre};${p.estilo_nombre};Marca;"34,99";S;Negro;2;si;${p.imagenes[0]}`,
      `${p.id};'=Camisa fórmula;"Con botones; de lino";${p.categoria_nombre};${p.subcategoria_nombre};${p.estilo_nombre};Marca;"34,99";M;Negro;0;si;`,
    ]);
  });
});

describe("POST /api/admin/productos/importar", () => {
  it("plans without writing, applies, and the same file twice creates nothing the second time", async () => {
    const nombre = `Vestido Importado ${randomUUID().slice(0, 6)}`;
    const csv = [
      "id;nombre;descripcion;categoria;estilo;precio;talla;color;stock;activo",
      `;${nombre};Fresco;${category.nombre};${style.id};29,90;S;Rojo;3;si`,
      `;${nombre};;;;;M;Rojo;5;`,
    ].join("\r\n");
    const plan = await importCsv(csv, false);
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ aplicado: false, crear: 1, actualizar: 0, sin_cambios: 0, errores: [] });
    const id = plan.body.detalle[0].id as string;
    expect(id).toMatch(/^vestido-importado-/);
    expect(await getProduct(id)).toBeNull();

    const applied = await importCsv(csv, true);
    expect(applied.body).toMatchObject({ aplicado: true, crear: 1, actualizar: 0, omitidos: [] });
    const stored = (await getProduct(id))!;
    expect(stored).toMatchObject({
      nombre,
      descripcion: "Fresco",
      categoria_id: category.id,
      estilo_id: style.id,
      precio_cents: 2990,
      activo: true,
      tallas: ["S", "M"],
      colores: ["Rojo"],
    });
    expect(await storedStock(id)).toEqual({ variantes: { "S|Rojo": 3, "M|Rojo": 5 }, stock: 8 });

    const again = await importCsv(csv, true);
    expect(again.body).toMatchObject({ aplicado: true, crear: 0, actualizar: 0, sin_cambios: 1 });
  });

  it("takes a photo uploaded in bulk by its file name, publishes it under the product, and a re-import changes nothing", async () => {
    const file = `Blusa-Lino-${randomUUID().slice(0, 6)}.png`;
    const clave = await uploadProductImage(asAdmin);
    expect((await call("POST", "/api/admin/fotos", { ...asAdmin, body: { clave, nombre_archivo: file } })).status).toBe(
      201,
    );
    const nombre = `Blusa Lino ${randomUUID().slice(0, 6)}`;
    const csv = [
      "id;nombre;descripcion;categoria;estilo;precio;talla;color;stock;activo;imagenes",
      // The spreadsheet may write the name in another case.
      `;${nombre};Fresca;${category.nombre};${style.id};19,90;M;Blanco;2;si;${file.toLowerCase()}`,
    ].join("\r\n");
    const plan = await importCsv(csv, false);
    expect(plan.body).toMatchObject({ crear: 1, errores: [] });
    const id = plan.body.detalle[0].id as string;
    expect((await importCsv(csv, true)).body).toMatchObject({ crear: 1, omitidos: [] });
    const [image] = (await getProduct(id))!.imagenes;
    expect(image).toMatch(new RegExp(`^img/productos/${id}-[0-9a-f]{8}\\.png$`));
    expect(await objectSize(env().IMAGES_BUCKET, image!)).toBeGreaterThan(0);
    // The exported file names the published key, which a re-import reads as the product's own.
    const exported = rowsOf((await exportCsv()).body, [id]);
    expect((await importCsv(exported, false)).body).toMatchObject({ crear: 0, actualizar: 0, errores: [] });
    // A name nobody uploaded is the line's error.
    const unknown = csv.replace(file.toLowerCase(), "no-subida.png").replace(nombre, `${nombre} B`);
    expect((await importCsv(unknown, false)).body.errores[0].mensaje).toContain("«no-subida.png»");
  });

  it("importing the rows just exported changes nothing", async () => {
    const a = await stockedProduct({ "M|Negro": 4, "L|Negro": 1 }, { tallas: ["M", "L"] });
    const b = await stockedProduct({ "S|Azul": 0 }, { activo: false, precio_cents: 1250, precio_original_cents: 2500 });
    const csv = rowsOf((await exportCsv()).body, [a.id, b.id]);
    const res = await importCsv(csv, true);
    expect(res.body).toMatchObject({ crear: 0, actualizar: 0, sin_cambios: 2, errores: [], omitidos: [] });
    expect((await getProduct(b.id))!.updated_at).toBe(b.updated_at);
  });

  it("a file with id; talla; color; stock changes stock only, keeping `stock` their sum", async () => {
    const p = await stockedProduct({ "M|Negro": 4, "L|Negro": 1 }, { tallas: ["M", "L"], precio_cents: 4000 });
    const res = await importCsv(`id;talla;color;stock\r\n${p.id};L;Negro;9\r\n`, true);
    expect(res.body).toMatchObject({ aplicado: true, actualizar: 1, crear: 0 });
    expect(res.body.detalle[0].campos).toEqual(["stock L / Negro"]);
    expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 4, "L|Negro": 9 }, stock: 13 });
    expect((await getProduct(p.id))!).toMatchObject({ precio_cents: 4000, nombre: p.nombre, activo: true });
  });

  it("names the bad line, and with errors writes nothing even when asked to", async () => {
    const p = await stockedProduct({ "M|Negro": 4 });
    const csv = [
      "id;categoria;precio;talla;color;stock",
      `${p.id};;25;M;Negro;4`,
      `${p.id};vestido;;;;`,
      `${p.id};;;S;Negro;x`,
    ].join("\r\n");
    const res = await importCsv(csv, true);
    expect(res.status).toBe(200);
    expect(res.body.aplicado).toBe(false);
    expect(res.body.errores).toEqual([
      { linea: 3, columna: "categoria", mensaje: "Línea 3: la categoría «vestido» no existe" },
      { linea: 4, columna: "stock", mensaje: "Línea 4: el stock «x» no es válido (un número entero desde 0)" },
    ]);
    expect((await getProduct(p.id))!.precio_cents).toBe(p.precio_cents);
  });

  it("takes categories and styles by id or by name (accents and case aside); a brand the store lacks is an error", async () => {
    await stockedProduct(); // a product carrying the brand «Marca», so the store has it
    const nombre = `Falda Marca ${randomUUID().slice(0, 6)}`;
    const csv = [
      "nombre;categoria;estilo;marca;precio;talla;color",
      `${nombre};${category.nombre.toUpperCase()};${style.nombre.toLowerCase()};Marca Inventada ${randomUUID().slice(0, 4)};20;S;Azul`,
    ].join("\r\n");
    const res = await importCsv(csv, false);
    expect(res.body.errores).toHaveLength(1);
    expect(res.body.errores[0]).toMatchObject({ linea: 2, columna: "marca" });
    expect(res.body.errores[0].mensaje).toMatch(/^Línea 2: la marca «Marca Inventada \w+» no existe/);
    const fixed = await importCsv(csv.replace(/Marca Inventada \w+/, "Marca"), false);
    expect(fixed.body).toMatchObject({ crear: 1, errores: [] });
  });

  it("a product the admin changed after the plan is reported, not overwritten", async () => {
    const p = await stockedProduct({ "M|Negro": 4 }, { precio_cents: 2000 });
    const other = await stockedProduct({ "M|Negro": 4 }, { precio_cents: 2000 });
    const csv = `id;precio\r\n${p.id};30\r\n${other.id};31\r\n`;
    const plan = await importCsv(csv, false);
    expect(plan.body).toMatchObject({ actualizar: 2, errores: [] });
    // Meanwhile another admin changes the first product.
    expect((await call("PATCH", `/api/productos/${p.id}`, { ...asAdmin, body: { nombre: "Renombrado" } })).status).toBe(
      200,
    );
    const applied = await importCsv(csv, true, plan.body.versiones);
    expect(applied.body).toMatchObject({ aplicado: true, actualizar: 1 });
    expect(applied.body.omitidos).toEqual([
      { id: p.id, nombre: "Renombrado", motivo: expect.stringContaining("Otro administrador lo cambió") },
    ]);
    expect((await getProduct(p.id))!).toMatchObject({ nombre: "Renombrado", precio_cents: 2000 });
    expect((await getProduct(other.id))!.precio_cents).toBe(3100);
  });

  it("stock an unpaid order holds is never given back: a variant the file sets that an order moved is skipped", async () => {
    const p = await stockedProduct({ "M|Negro": 5, "L|Negro": 5 }, { tallas: ["M", "L"] });
    const csv = `id;talla;color;stock\r\n${p.id};M;Negro;8\r\n`;
    const plan = await importCsv(csv, false);
    expect((await placeOrder(orderBody([{ productoId: p.id, talla: "M", color: "Negro", cantidad: 2 }]))).status).toBe(
      201,
    );
    const applied = await importCsv(csv, true, plan.body.versiones);
    expect(applied.body.omitidos.map((o: { id: string }) => o.id)).toEqual([p.id]);
    expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 3, "L|Negro": 5 }, stock: 8 });

    // An order of a variant the file does not set does not stop it: the order's unit stays taken.
    const replan = await importCsv(`id;talla;color;stock\r\n${p.id};L;Negro;9\r\n`, false);
    expect((await placeOrder(orderBody([{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }]))).status).toBe(
      201,
    );
    const done = await importCsv(`id;talla;color;stock\r\n${p.id};L;Negro;9\r\n`, true, replan.body.versiones);
    expect(done.body).toMatchObject({ actualizar: 1, omitidos: [] });
    expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 2, "L|Negro": 9 }, stock: 11 });
  });

  it("refuses a file over 2 MB with 413", async () => {
    const big = `id;nombre\r\n${"p1;x\r\n".repeat(Math.ceil((2 * 1024 * 1024 + 10) / 6))}`;
    const res = await importCsv(big, false);
    expect(res.status).toBe(413);
    const huge = await importCsv("x".repeat(5 * 1024 * 1024 + 1), false);
    expect(huge.status).toBe(413);
  });
});
