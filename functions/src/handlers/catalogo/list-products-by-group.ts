import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { GroupQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getStyle } from "../../data/styles";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { categoryProductsForShoppers } from "../../domain/catalogue/shopper-product";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/productos/producto", async ({ query }) => {
  const q = parseInput(GroupQuerySchema, query);
  if (q.categoria) {
    const records = await categoryProductsForShoppers(q.categoria);
    if (!records) throw notFound("Categoría no encontrada");
    return { body: { productos: records.map(toApiProduct) }, headers: publicCache };
  }
  const estilo = q.estilo!;
  const known = estilo === "gimnasio" || (await getStyle(estilo)) !== null;
  if (!known) throw notFound("Estilo no encontrado");
  const result = (await getCatalogue()).list({
    estilo: [estilo],
    orden: "destacados",
    direccion: "desc",
    limite: 100,
    pagina: 1,
  });
  return { body: { productos: result.productos.map(toApiProduct) }, headers: publicCache };
});
