import { OfferInputSchema, PRODUCT_MESSAGES } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { setOfferByAdmin } from "../../domain/products/admin-products";

/** Puts a product on offer, now or scheduled, optionally as a flash offer that ends by itself (admin). */
export const handler = endpoint("PUT /api/productos/{id}/oferta", async ({ params, body }) => {
  const input = parseInput(OfferInputSchema, body ?? {});
  return {
    body: { producto: await setOfferByAdmin(params.id ?? "", input, new Date()), mensaje: PRODUCT_MESSAGES.offerSaved },
  };
});
