import { PromoCreateSchema } from "@tienda/shared/schemas/promotions";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { createPromoAsAdmin } from "../../domain/promotions/admin-promos";

export const handler = endpoint("POST /api/admin/promociones", async ({ body, auth }) => {
  const input = parseInput(PromoCreateSchema, body ?? {});
  return { status: 201, body: { promocion: await createPromoAsAdmin(input, auth!.usuario, new Date()) } };
});
