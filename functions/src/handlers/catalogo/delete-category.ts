import { endpoint } from "../../lib/http";
import { conflict, notFound } from "../../lib/errors";
import { deleteCategory } from "../../data/categories";
import { listProductsByCategory } from "../../data/products";

export const handler = endpoint("DELETE /api/categorias/{id}", async ({ params }) => {
  const id = params.id ?? "";
  // A category with products would leave them orphaned in the storefront.
  if ((await listProductsByCategory(id)).length > 0) {
    throw conflict("No se puede eliminar una categoría que tiene productos");
  }
  if (!(await deleteCategory(id))) throw notFound("Categoría no encontrada");
  return { body: { mensaje: "Categoría eliminada" } };
});
