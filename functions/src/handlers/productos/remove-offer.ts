import { PRODUCT_MESSAGES } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { removeOfferByAdmin } from "../../domain/products/admin-products";

/** Ends a product's offer at once: percentage, original price and flash data are cleared (admin). */
export const handler = endpoint("DELETE /api/productos/{id}/oferta", async ({ params }) => ({
  body: { producto: await removeOfferByAdmin(params.id ?? "", new Date()), mensaje: PRODUCT_MESSAGES.offerRemoved },
}));
