import { endpoint } from "../../lib/http";
import { removeStyle, STRUCTURE_MESSAGES } from "../../domain/catalogue/store-structure";

/** Deletes a style no product uses (409 naming how many do). */
export const handler = endpoint("DELETE /api/estilos/{id}", async ({ params, auth }) => {
  await removeStyle(params.id ?? "", auth!.usuario, new Date());
  return { body: { mensaje: STRUCTURE_MESSAGES.styleDeleted } };
});
