import { CONTENT_KEYS, type ContentKey } from "@tienda/shared/schemas/catalogue";
import type { ContentBlocks, EstilosBlock } from "@tienda/shared/schemas/content";
import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { getContentBlock } from "../../data/content";
import { listStyles } from "../../data/styles";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { newProducts } from "../../domain/catalogue/new-products";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** Home sections whose products come from the live catalogue rather than stored copies. */
const HOME_SECTION_SIZE = 8;

/**
 * A key the store does not know is 404. A known block the store has not written yet (a new
 * store, SEED=none) is a normal answer, `null`, cached like any block: the storefront hides that
 * section instead of showing an error (DESIGN, "A real merchant's store is data"). The product
 * sections exist as soon as there are products, with the SPA's default title until one is stored.
 */
export const handler = endpoint("GET /api/contenido/{clave}", async ({ params }) => {
  const clave = params.clave ?? "";
  if (!(CONTENT_KEYS as readonly string[]).includes(clave)) throw notFound("Contenido no encontrado");
  const [datos, live] = await Promise.all([getContentBlock(clave), liveProducts(clave as ContentKey)]);
  if (clave === "estilos") return { body: await styleGrid(datos as EstilosBlock | null), headers: publicCache };
  if (!datos && !live?.productos.length) return { body: null, headers: publicCache };
  // A banner switched off keeps its texts for the admin; shoppers see no banner.
  if (clave === "banner" && (datos as { activo?: boolean }).activo === false)
    return { body: null, headers: publicCache };
  // The stored block (written by the seed from StoredContentBlocks) with its live products.
  const block = { ...(live && { titulo: "" }), ...(datos as object | null), ...live } as ContentBlocks[ContentKey];
  return { body: block, headers: publicCache };
});

/** The live products of a product section; undefined for the other blocks. */
async function liveProducts(clave: ContentKey): Promise<{ productos: ReturnType<typeof toApiProduct>[] } | undefined> {
  if (clave === "nuevos") {
    const productos = newProducts(await getCatalogue(), 30, HOME_SECTION_SIZE, new Date());
    return { productos: productos.map(toApiProduct) };
  }
  if (clave === "mas-vendidos") {
    const { productos } = (await getCatalogue()).list({
      orden: "popularidad",
      direccion: "desc",
      limite: HOME_SECTION_SIZE,
      pagina: 1,
    });
    return { productos: productos.map(toApiProduct) };
  }
  return undefined;
}

/**
 * The home's style grid: its tiles are the store's styles (name, description, image, order, as
 * the admin edits them in 'Tienda' → Estilos), so the grid and the style pages have one source.
 * The stored block gives the section's title and may give a tile's link; no styles, no section.
 */
async function styleGrid(datos: EstilosBlock | null): Promise<EstilosBlock | null> {
  const estilos = await listStyles();
  if (!estilos.length) return null;
  const enlaces = new Map((datos?.estilos ?? []).map((t) => [t.id, t.enlace]));
  return {
    titulo: datos?.titulo ?? "",
    estilos: estilos.map((e) => ({
      id: e.id,
      nombre: e.nombre,
      descripcion: e.descripcion,
      imagen: e.imagen,
      enlace: enlaces.get(e.id) ?? `/categoria/${e.id}`,
    })),
  };
}
