import { endpoint } from "../../lib/http";
import { readFavorites } from "../../domain/accounts/lists";

export const handler = endpoint("GET /api/favoritos", async ({ auth }) => {
  return { body: { productos: await readFavorites(auth!.usuario.id) } };
});
