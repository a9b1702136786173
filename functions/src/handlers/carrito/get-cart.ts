import { endpoint } from "../../lib/http";
import { readCart } from "../../domain/accounts/lists";

export const handler = endpoint("GET /api/carrito", async ({ auth }) => {
  return { body: { lineas: await readCart(auth!.usuario.id) } };
});
