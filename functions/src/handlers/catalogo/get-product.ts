import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { productForShoppers } from "../../domain/catalogue/shopper-product";
import { ProductIdSchema } from "@tienda/shared/schemas/catalogue-shapes";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** Reads the item itself (not the container's catalogue copy), with the structure's current names; the edge may keep the answer a minute. */
export const handler = endpoint("GET /api/productos/producto/{id}", async ({ params }) => {
  const id = ProductIdSchema.safeParse(params.id);
  const record = id.success ? await productForShoppers(id.data) : null;
  if (!record) throw notFound("Producto no encontrado");
  return { body: toApiProduct(record), headers: publicCache };
});
