import { endpoint } from "../../lib/http";
import { editCategory } from "../../domain/catalogue/store-structure";

/** Replaces a category; a different `id` in the body changes its slug (only while no product uses it). */
export const handler = endpoint("PUT /api/categorias/{id}", async ({ params, body, auth }) => ({
  body: { categoria: await editCategory(params.id ?? "", body ?? {}, auth!.usuario, new Date()) },
}));
