import { PRODUCT_MESSAGES, StockUpdateSchema } from "@tienda/shared/schemas/admin-products";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { setStockByAdmin } from "../../domain/products/admin-products";

/** New stock for some of a product's size × colour variants (admin). */
export const handler = endpoint("PUT /api/productos/{id}/stock", async ({ params, body }) => {
  const { stock_variantes } = parseInput(StockUpdateSchema, body ?? {});
  return {
    body: {
      producto: await setStockByAdmin(params.id ?? "", stock_variantes, new Date()),
      mensaje: PRODUCT_MESSAGES.stockSaved,
    },
  };
});
