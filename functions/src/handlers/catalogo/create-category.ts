import { endpoint } from "../../lib/http";
import { conflict } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { CategoryInputSchema } from "@tienda/shared/schemas/catalogue-shapes";
import { putCategory } from "../../data/categories";

export const handler = endpoint("POST /api/categorias", async ({ body }) => {
  const categoria = parseInput(CategoryInputSchema, body);
  if (!(await putCategory(categoria, false))) throw conflict("Ya existe una categoría con ese id");
  return { status: 201, body: { categoria } };
});
