import { CartPutSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { saveCart } from "../../domain/accounts/lists";

/**
 * Saves the account's cart. `fusionar: true` adds the lines to the stored ones (guest cart on
 * sign-in). Unknown or inactive products and variants are dropped, duplicates merged and each
 * quantity bounded by the variant's stock; the answer is what was kept.
 */
export const handler = endpoint("PUT /api/carrito", async ({ body, auth }) => {
  const { lineas, fusionar } = parseInput(CartPutSchema, body ?? {});
  return { body: { lineas: await saveCart(auth!.usuario.id, lineas, fusionar ?? false, new Date()) } };
});
