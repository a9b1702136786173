import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { NewQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { getCatalogue } from "../../data/catalogue-cache";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { newProducts } from "../../domain/catalogue/new-products";
import { publicCache } from "../../domain/catalogue/edge-cache";

export const handler = endpoint("GET /api/productos/nuevos", async ({ query }) => {
  const { dias, limite } = parseInput(NewQuerySchema, query);
  const productos = newProducts(await getCatalogue(), dias, limite, new Date());
  return { body: { productos: productos.map(toApiProduct) }, headers: publicCache };
});
