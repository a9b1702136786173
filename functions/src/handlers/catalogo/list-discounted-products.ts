import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { DiscountQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/productos/descuento", async ({ query }) => {
  const { limite } = parseInput(DiscountQuerySchema, query);
  const { productos } = (await getCatalogue()).list({
    en_oferta: true,
    orden: "descuento",
    direccion: "desc",
    limite,
    pagina: 1,
  });
  return { body: { productos: productos.map(toApiProduct) }, headers: publicCache };
});
