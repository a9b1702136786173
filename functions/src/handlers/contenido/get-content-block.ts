import { CONTENT_KEYS, type ContentKey } from "@tienda/shared/schemas/catalogue";
import type { ContentBlocks } from "@tienda/shared/schemas/content";
import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { getContentBlock } from "../../data/content";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { newProducts } from "../../domain/catalogue/new-products";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** Home sections whose products come from the live catalogue rather than stored copies. */
const HOME_SECTION_SIZE = 8;

export const handler = endpoint("GET /api/contenido/{clave}", async ({ params }) => {
  const clave = params.clave ?? "";
  if (!(CONTENT_KEYS as readonly string[]).includes(clave)) throw notFound("Contenido no encontrado");
  const datos = await getContentBlock(clave);
  if (!datos) throw notFound("Contenido no encontrado");
  // The stored block (written by the seed from StoredContentBlocks) with its live products.
  const block = { ...(datos as object), ...(await liveProducts(clave as ContentKey)) } as ContentBlocks[ContentKey];
  return { body: block, headers: publicCache };
});

async function liveProducts(clave: ContentKey) {
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
  return {};
}
