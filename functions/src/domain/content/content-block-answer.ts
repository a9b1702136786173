import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import type { ContentBlocks, EstilosBlock } from "@tienda/shared/schemas/content";
import { getContentBlock } from "../../data/content";
import { listStyles } from "../../data/styles";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../catalogue/to-api-product";
import { newProducts } from "../catalogue/new-products";

/** Home sections whose products come from the live catalogue rather than stored copies. */
const HOME_SECTION_SIZE = 8;

/**
 * The answer of GET /api/contenido/{clave} for a known key. A known block the store has not written
 * yet (a new store, SEED=none) is a normal answer, `null`: the storefront hides that section
 * instead of showing an error (DESIGN, "A real merchant's store is data"). The product sections
 * exist as soon as there are products, with the SPA's default title until one is stored. The
 * handler answers it, and the page renderer writes the hero's into the home's HTML.
 */
export async function contentBlockAnswer(clave: ContentKey): Promise<ContentBlocks[ContentKey] | EstilosBlock | null> {
  const [datos, live] = await Promise.all([getContentBlock(clave), liveProducts(clave)]);
  if (clave === "estilos") return styleGrid(datos as EstilosBlock | null);
  if (!datos && !live?.productos.length) return null;
  // A banner switched off keeps its texts for the admin; shoppers see no banner.
  if (clave === "banner" && (datos as { activo?: boolean }).activo === false) return null;
  // The stored block (written by the seed from StoredContentBlocks) with its live products.
  return { ...(live && { titulo: "" }), ...(datos as object | null), ...live } as ContentBlocks[ContentKey];
}

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
