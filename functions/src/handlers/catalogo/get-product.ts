import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { getProduct } from "../../data/products";
import { toApiProduct } from "../../domain/catalogue/to-api-product";
import { ProductIdSchema } from "@tienda/shared/schemas/catalogue-shapes";
import { publicCache } from "../../domain/catalogue/edge-cache";

/** Reads the item itself (not the container's catalogue copy); the edge may keep the answer a minute. */
export const handler = endpoint("GET /api/productos/producto/{id}", async ({ params }) => {
  const id = ProductIdSchema.safeParse(params.id);
  const record = id.success ? await getProduct(id.data) : null;
  if (!record || !record.activo) throw notFound("Producto no encontrado");
  return { body: toApiProduct(record), headers: publicCache };
});
