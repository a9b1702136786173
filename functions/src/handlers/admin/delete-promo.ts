import { PROMO_MESSAGES } from "@tienda/shared/schemas/promotions";
import { endpoint } from "../../lib/http";
import { codeFromPath, deletePromoAsAdmin } from "../../domain/promotions/admin-promos";

export const handler = endpoint("DELETE /api/admin/promociones/{codigo}", async ({ params, auth }) => {
  await deletePromoAsAdmin(codeFromPath(params.codigo), auth!.usuario, new Date());
  return { body: { mensaje: PROMO_MESSAGES.eliminado } };
});
