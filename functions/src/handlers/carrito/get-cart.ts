import { endpoint } from "../../lib/http";
import { cartEtag, readCart } from "../../domain/accounts/lists";
import { cartKey } from "../../data/carts";

/**
 * The saved cart, with its version as ETag (send it back as If-Match when writing). The cart's item
 * is read with the session and its user (one call), when the session's token names its user.
 */
export const handler = endpoint(
  "GET /api/carrito",
  async ({ auth, withSession }) => {
    const { lineas, version } = await readCart(auth!.usuario.id, withSession ? withSession[0] : undefined);
    return { body: { lineas }, headers: { etag: cartEtag(version) } };
  },
  { readWithSession: (usuarioId) => [cartKey(usuarioId)] },
);
