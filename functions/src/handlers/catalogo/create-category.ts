import { endpoint } from "../../lib/http";
import { conflict } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import { CategoryInputSchema } from "../../domain/catalogue/category-input";
import { putCategory } from "../../data/categories";

export const handler = endpoint("POST /api/categorias", async ({ body }) => {
  const categoria = parseInput(CategoryInputSchema, body);
  try {
    await putCategory(categoria, false);
  } catch (err) {
    if ((err as Error).name === "ConditionalCheckFailedException") throw conflict("Ya existe una categoría con ese id");
    throw err;
  }
  return { status: 201, body: { categoria } };
});
