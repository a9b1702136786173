import { endpoint } from "../../lib/http";
import { cartEtag, readCart } from "../../domain/accounts/lists";

/** The saved cart, with its version as ETag (send it back as If-Match when writing). */
export const handler = endpoint("GET /api/carrito", async ({ auth }) => {
  const { lineas, version } = await readCart(auth!.usuario.id);
  return { body: { lineas }, headers: { etag: cartEtag(version) } };
});
