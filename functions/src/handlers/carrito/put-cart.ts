import { CartPutSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { cartEtag, parseCartIfMatch, saveCart } from "../../domain/accounts/lists";

/**
 * Saves the account's cart. `fusionar: true` adds the lines to the stored ones (guest cart on
 * sign-in). Unknown or inactive products and variants are dropped, duplicates merged and each
 * quantity bounded by the variant's stock; the answer is what was kept, with the new ETag.
 * With `If-Match` (the ETag of GET) the write is conditional: 412 with the current cart and its
 * ETag when another tab or device wrote in between.
 */
export const handler = endpoint("PUT /api/carrito", async ({ body, auth, headers }) => {
  const { lineas, fusionar } = parseInput(CartPutSchema, body ?? {});
  const saved = await saveCart(
    auth!.usuario.id,
    lineas,
    fusionar ?? false,
    new Date(),
    parseCartIfMatch(headers["if-match"]),
  );
  return { body: { lineas: saved.lineas }, headers: { etag: cartEtag(saved.version) } };
});
