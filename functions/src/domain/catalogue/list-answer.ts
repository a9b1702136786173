import { ListQuerySchema, SearchQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getCatalogue } from "../../data/catalogue-cache";
import { listStyles } from "../../data/styles";
import { parseInput } from "../../lib/validation";
import { toApiProduct } from "./to-api-product";

/** A query string as API Gateway hands it to a handler: one value per name. */
export type RawQuery = Readonly<Record<string, string | undefined>>;

/**
 * The answer of GET /api/productos for `query`. The list handler answers it, and the page renderer
 * writes the same answer into a listing page's HTML (functions/src/pages/listing-page.ts), so the
 * SPA's first read of that URL is this very body.
 */
export async function productListAnswer(query: RawQuery) {
  const q = parseInput(ListQuerySchema, query);
  const result = (await getCatalogue()).list(q);
  return { ...result, productos: result.productos.map(toApiProduct) };
}

/** The answer of GET /api/productos/buscar: the list's filters, with `q` required and echoed. */
export async function productSearchAnswer(query: RawQuery) {
  parseInput(SearchQuerySchema, query);
  const q = parseInput(ListQuerySchema, query);
  const result = (await getCatalogue()).list(q);
  return { ...result, q: q.q, productos: result.productos.map(toApiProduct) };
}

/** The answer of GET /api/estilos: the store's styles in order (a style page's title and subtitle). */
export async function stylesAnswer() {
  return { estilos: await listStyles() };
}
