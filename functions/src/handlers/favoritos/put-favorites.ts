import { FavoritesPutSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { saveFavorites } from "../../domain/accounts/lists";

/** Saves the account's favourites (`fusionar: true` adds to them); unknown ids dropped, duplicates ignored. */
export const handler = endpoint("PUT /api/favoritos", async ({ body, auth }) => {
  const { productos, fusionar } = parseInput(FavoritesPutSchema, body ?? {});
  return { body: { productos: await saveFavorites(auth!.usuario.id, productos, fusionar ?? false, new Date()) } };
});
