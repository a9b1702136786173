import { endpoint } from "../../lib/http";
import { removeCategory, STRUCTURE_MESSAGES } from "../../domain/catalogue/store-structure";

/** Deletes a category no product uses (409 naming how many do). */
export const handler = endpoint("DELETE /api/categorias/{id}", async ({ params, auth }) => {
  await removeCategory(params.id ?? "", auth!.usuario, new Date());
  return { body: { mensaje: STRUCTURE_MESSAGES.categoryDeleted } };
});
