/**
 * What a write accepts, the reads can show (issue 45, item 6). For each content write route
 * (categories, styles, testimonials, content blocks, info pages, promo codes) this file stores the
 * smallest values its schema allows (required fields only, shortest texts, empty lists, and one
 * item of each list with its shortest fields) and reads them back through the public reads (and
 * the admin's), each answer checked with Ajv against the published OpenAPI document
 * (tests/helpers/contract-check.ts). It runs a store of its own, empty (SEED=none), so what the
 * reads show is only what it wrote, and no other test file sees its blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { call } from "../../helpers/api";
import { checkAnswersAgainstContract } from "../../helpers/contract-check";
import { sessionAs } from "../../helpers/sessions";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

checkAnswersAgainstContract();

let store: OwnStore | undefined;
let admin: { cookie: string };

beforeAll(async () => {
  store = await startOwnStore({ seed: false });
  clearCatalogueCache();
  admin = await sessionAs("admin");
}, 120_000);

afterAll(() => store?.stop(), 60_000);

/** A write as the admin; it must succeed (every answer is checked against the document by call()). */
async function write(method: string, path: string, body: unknown, status = 200) {
  const res = await call(method, path, { cookie: admin.cookie, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

/** A read; call() throws 'Contract drift' when its body breaks the document's schema. */
async function read(path: string, opts: { admin?: boolean } = {}) {
  clearCatalogueCache();
  const res = await call("GET", path, opts.admin ? { cookie: admin.cookie } : {});
  expect(res.status, `GET ${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

const SLIDE = {
  id: "a",
  titulo: "a",
  descripcion: "a",
  textoBoton: "a",
  enlaceBoton: "/",
  imagen: "/img/a.svg",
  altImagen: "a",
  tema: "dark",
  estadisticas: [
    { numero: "1", etiqueta: "a" },
    { numero: "1", etiqueta: "a" },
    { numero: "1", etiqueta: "a" },
  ],
};

/** The smallest bodies PUT /api/contenido/{clave} takes, per key: empty lists, then one of each item. */
const BLOCKS: Record<string, unknown[]> = {
  banner: [
    { texto: "a", textoEnlace: "", enlace: "/", colorDeFondo: "#000000", colorDeTexto: "#ffffff", cerrable: false },
  ],
  navegacion: [
    { logo: "a", elementosMenu: [], placeholderBusqueda: "a" },
    { logo: "a", elementosMenu: [{ nombre: "a", enlace: "/", tieneDropdown: false }], placeholderBusqueda: "a" },
  ],
  footer: [
    { logo: "a", descripcion: "", redesSociales: [], columnas: [], derechosAutor: "", metodosPago: [] },
    {
      logo: "a",
      descripcion: "",
      redesSociales: [{ nombre: "a", url: "https://a.ve", icono: "facebook" }],
      columnas: [{ titulo: "a", links: [] }],
      derechosAutor: "",
      metodosPago: [{ nombre: "a", icono: "visa" }],
    },
    {
      logo: "a",
      descripcion: "",
      redesSociales: [],
      columnas: [{ titulo: "a", links: [{ nombre: "a", enlace: "/" }] }],
      derechosAutor: "",
      metodosPago: [],
    },
  ],
  hero: [{ diapositivas: [SLIDE] }],
  marcas: [
    { titulo: "a", subtitulo: "", marcas: [] },
    { titulo: "a", subtitulo: "", marcas: [{ id: "a", nombre: "a", logotipo: "/img/a.svg", enlace: "/" }] },
  ],
  nuevos: [{ titulo: "a" }],
  "mas-vendidos": [{ titulo: "a" }],
  estilos: [
    { titulo: "a", estilos: [] },
    {
      titulo: "a",
      estilos: [{ id: "a", nombre: "a", descripcion: "", imagen: "/img/a.svg", enlace: "/" }],
    },
  ],
  newsletter: [{ titulo: "a", subtitulo: "", placeholderEmail: "a", textoBoton: "a" }],
};

describe("the smallest value each content write takes, read back through the published document", () => {
  it("a category: id and a two-letter name, then with one subcategory", async () => {
    await write("POST", "/api/categorias", { id: "a", nombre: "ab" }, 201);
    await read("/api/categorias");
    await read("/api/admin/categorias", { admin: true });
    await write("PUT", "/api/categorias/a", { nombre: "ab", subcategorias: [{ id: "b", nombre: "ab" }] });
    const { categorias } = await read("/api/categorias");
    expect(categorias.map((c: { id: string }) => c.id)).toEqual(["a"]);
    await read("/api/productos", { admin: false });
  });

  it("a style with no image nor description: the style list and the home's style grid", async () => {
    // The replay of the issue: POST /api/estilos with empty imagen and descripcion.
    await write("POST", "/api/estilos", { id: "b", nombre: "ab", descripcion: "", imagen: "" }, 201);
    await read("/api/estilos");
    // No stored block: the grid is the styles under the storefront's own title.
    const grid = await read("/api/contenido/estilos");
    expect(grid.estilos).toEqual([expect.objectContaining({ id: "b", nombre: "ab", imagen: "", descripcion: "" })]);
    // The longest description a style takes is shown whole in the grid, too.
    await write("PUT", "/api/estilos/b", { nombre: "ab", descripcion: "d".repeat(300) });
    await read("/api/contenido/estilos");
  });

  it("a testimonial: name, text and stars", async () => {
    const saved = await write("POST", "/api/testimonio", { nombre: "a", texto: "a", calificacion: 1 }, 201);
    const list = await read("/api/testimonio");
    expect(list).toHaveLength(1);
    await write("PUT", `/api/testimonio/${saved.testimonio.id}`, { nombre: "a", texto: "a", calificacion: 5 });
    await read("/api/testimonio");
    await read("/api/admin/testimonios", { admin: true });
  });

  it("every content block, with empty lists and with one item of each", async () => {
    for (const [clave, bodies] of Object.entries(BLOCKS)) {
      for (const body of bodies) {
        await write("PUT", `/api/contenido/${clave}`, body);
        const shown = await read(`/api/contenido/${clave}`);
        // 'estilos' shows the store's styles (the previous test wrote one); the rest show what was written.
        if (clave !== "estilos") expect(shown, clave).toMatchObject(body as object);
      }
    }
    await read("/api/admin/contenido", { admin: true });
  });

  it("an info page: a title and nothing else, then one section with a list and no paragraph", async () => {
    await write("PUT", "/api/paginas/ayuda", { titulo: "a", resumen: "", secciones: [] });
    await read("/api/paginas/ayuda");
    await write("PUT", "/api/paginas/ayuda", { titulo: "a", resumen: "", secciones: [{ parrafos: [], lista: ["a"] }] });
    await read("/api/paginas/ayuda");
    await read("/api/admin/paginas", { admin: true });
  });

  it("a promo code: a three-letter code and 1 %", async () => {
    await write("POST", "/api/admin/promociones", { codigo: "abc", porcentaje: 1 }, 201);
    const res = await call("POST", "/api/promociones/validar", { body: { codigo: "ABC" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await write("PUT", "/api/admin/promociones/ABC", { porcentaje: 90 });
    await read("/api/admin/promociones", { admin: true });
  });

  it("with products on sale and no product sections stored, the sections read as the document says", async () => {
    // A product of the smallest kind the admin's form takes, so 'nuevos' and 'mas-vendidos' have items.
    await write(
      "POST",
      "/api/productos",
      {
        nombre: "ab",
        descripcion: "a",
        precio: 0.01,
        categoria_id: "a",
        estilo_id: "b",
        tallas: ["M"],
        colores: ["Negro"],
        stock_variantes: { "M|Negro": 1 },
        imagenes: [],
      },
      201,
    );
    for (const clave of ["nuevos", "mas-vendidos"]) {
      await call("DELETE", `/api/contenido/${clave}`, { cookie: admin.cookie });
      const shown = await read(`/api/contenido/${clave}`);
      expect(shown.productos.length, clave).toBe(1);
    }
    await read("/api/productos");
    await read("/api/contenido/estilos");
  });
});
