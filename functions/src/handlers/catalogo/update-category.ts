import { endpoint } from "../../lib/http";
import { notFound } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { CategoryUpdateSchema } from "@tienda/shared/schemas/catalogue-shapes";
import { putCategory } from "../../data/categories";

export const handler = endpoint("PUT /api/categorias/{id}", async ({ params, body }) => {
  const categoria = { id: params.id ?? "", ...parseInput(CategoryUpdateSchema, body) };
  if (!(await putCategory(categoria, true))) throw notFound("Categoría no encontrada");
  return { body: { categoria } };
});
