import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { PopularQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/productos/populares", async ({ query }) => {
  const { limite } = parseInput(PopularQuerySchema, query);
  const { productos } = (await getCatalogue()).list({ orden: "popularidad", direccion: "desc", limite, pagina: 1 });
  return { body: { productos: productos.map(toApiProduct) }, headers: publicCache };
});
