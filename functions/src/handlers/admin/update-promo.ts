import { PromoUpdateSchema } from "@tienda/shared/schemas/promotions";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { codeFromPath, updatePromoAsAdmin } from "../../domain/promotions/admin-promos";

export const handler = endpoint("PUT /api/admin/promociones/{codigo}", async ({ params, body, auth }) => {
  const codigo = codeFromPath(params.codigo);
  const patch = parseInput(PromoUpdateSchema, body ?? {});
  return { body: { promocion: await updatePromoAsAdmin(codigo, patch, auth!.usuario, new Date()) } };
});
