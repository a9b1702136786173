import {
  CategoryInputSchema,
  CategoryUpdateSchema,
  StyleInputSchema,
  StyleUpdateSchema,
  type CategoriaAdmin,
  type EstiloCompleto,
} from "@tienda/shared/schemas/store-structure";
import { conflict, notFound } from "../errors";
import { parseInput } from "../../lib/validation";
import {
  countCategoryProducts,
  createCategory,
  deleteCategory,
  getCategory,
  listAllCategories,
  updateCategory,
  type CategoriaGuardada,
} from "../../data/categories";
import { deleteStyle, getStyle, putStyle } from "../../data/styles";
import { loadAllProducts } from "../../data/products";
import { adminDisplayName, type StoreChange } from "../../data/store-activity";
import { publishContentImage } from "../content/images";

/**
 * What an admin does to the store's structure: categories (with their subcategories) and styles.
 * Input is validated by the shared schemas, a fresh image is checked (magic bytes) and published,
 * a product is never left pointing at a category, subcategory or style that is gone, and every
 * write carries its activity-feed entry and the catalogue-version bump in its own transaction.
 */

export const STRUCTURE_MESSAGES = {
  categoryNotFound: "Categoría no encontrada",
  categoryExists: "Ya existe una categoría con ese id",
  categoryDeleted: "Categoría eliminada",
  styleNotFound: "Estilo no encontrado",
  styleExists: "Ya existe un estilo con ese id",
  styleDeleted: "Estilo eliminado",
} as const;

export interface Admin {
  firstName: string;
  lastName: string;
}

const CATEGORIES_SCREEN = "/admin/tienda/categorias";
const STYLES_SCREEN = "/admin/tienda/estilos";

/** '1 producto' / '3 productos'. */
export function productCount(n: number): string {
  return n === 1 ? "1 producto" : `${n} productos`;
}

/** 'la usa 1 producto' / 'la usan 3 productos' (lo for a style). */
function usedBy(n: number, pronoun: "la" | "lo"): string {
  return `${pronoun} ${n === 1 ? "usa" : "usan"} ${productCount(n)}`;
}

function change(descripcion: string, enlace: string, admin: Admin): StoreChange {
  return { descripcion, enlace, por: adminDisplayName(admin) };
}

/** Every category with its product count (the admin's list). */
export async function listCategoriesForAdmin(): Promise<CategoriaAdmin[]> {
  const categorias = await listAllCategories();
  const counts = await Promise.all(categorias.map((c) => countCategoryProducts(c.id)));
  return categorias.map((c, i) => ({ ...c, productos: counts[i]!.total }));
}

export async function addCategory(body: unknown, admin: Admin, now: Date): Promise<CategoriaAdmin> {
  const input = parseInput(CategoryInputSchema, body);
  const categoria: CategoriaGuardada = { ...input, imagen: await publishContentImage(input.imagen, "imagen") };
  const ok = await createCategory(
    categoria,
    change(`creó la categoría «${categoria.nombre}»`, CATEGORIES_SCREEN, admin),
    now,
  );
  if (!ok) throw conflict(STRUCTURE_MESSAGES.categoryExists, { id: STRUCTURE_MESSAGES.categoryExists });
  return { ...categoria, productos: 0 };
}

/**
 * Replaces a category. Its slug changes only when the body names another one, and neither the
 * slug nor a subcategory that products use may go (409 naming how many use it): the products
 * would be left in a category the storefront no longer has.
 */
export async function editCategory(id: string, body: unknown, admin: Admin, now: Date): Promise<CategoriaAdmin> {
  const input = parseInput(CategoryUpdateSchema, body);
  const actual = await getCategory(id, true);
  if (!actual) throw notFound(STRUCTURE_MESSAGES.categoryNotFound);
  const nuevoId = input.id ?? id;
  const { total, porSubcategoria } = await countCategoryProducts(id);
  if (nuevoId !== id && total > 0) {
    const mensaje = `No se puede cambiar el id de la categoría: ${usedBy(total, "la")}`;
    throw conflict(mensaje, { id: mensaje });
  }
  const quedan = new Set(input.subcategorias.map((s) => s.id));
  for (const sub of actual.subcategorias) {
    const n = porSubcategoria.get(sub.id) ?? 0;
    if (!quedan.has(sub.id) && n > 0) {
      const mensaje = `No se puede quitar la subcategoría «${sub.nombre}»: ${usedBy(n, "la")}`;
      throw conflict(mensaje, { subcategorias: mensaje });
    }
  }
  const categoria: CategoriaGuardada = {
    ...input,
    id: nuevoId,
    imagen: await publishContentImage(input.imagen, "imagen"),
  };
  const descripcion =
    nuevoId !== id
      ? `cambió la categoría «${actual.nombre}» (${id} → ${nuevoId})`
      : `actualizó la categoría «${categoria.nombre}»`;
  const result = await updateCategory(id, categoria, change(descripcion, CATEGORIES_SCREEN, admin), now);
  if (result === "no-existe") throw notFound(STRUCTURE_MESSAGES.categoryNotFound);
  if (result === "id-en-uso")
    throw conflict(STRUCTURE_MESSAGES.categoryExists, { id: STRUCTURE_MESSAGES.categoryExists });
  return { ...categoria, productos: total };
}

export async function removeCategory(id: string, admin: Admin, now: Date): Promise<void> {
  const actual = await getCategory(id, true);
  if (!actual) throw notFound(STRUCTURE_MESSAGES.categoryNotFound);
  const { total } = await countCategoryProducts(id);
  if (total > 0) throw conflict(`No se puede eliminar la categoría: ${usedBy(total, "la")}`);
  const ok = await deleteCategory(id, change(`eliminó la categoría «${actual.nombre}»`, CATEGORIES_SCREEN, admin), now);
  if (!ok) throw notFound(STRUCTURE_MESSAGES.categoryNotFound);
}

export async function addStyle(body: unknown, admin: Admin, now: Date): Promise<EstiloCompleto> {
  const input = parseInput(StyleInputSchema, body);
  const estilo = { ...input, imagen: await publishContentImage(input.imagen, "imagen") };
  if (!(await putStyle(estilo, true, change(`creó el estilo «${estilo.nombre}»`, STYLES_SCREEN, admin), now))) {
    throw conflict(STRUCTURE_MESSAGES.styleExists, { id: STRUCTURE_MESSAGES.styleExists });
  }
  return estilo;
}

export async function editStyle(id: string, body: unknown, admin: Admin, now: Date): Promise<EstiloCompleto> {
  const input = parseInput(StyleUpdateSchema, body);
  if (!(await getStyle(id, true))) throw notFound(STRUCTURE_MESSAGES.styleNotFound);
  const estilo = { ...input, id, imagen: await publishContentImage(input.imagen, "imagen") };
  if (!(await putStyle(estilo, false, change(`actualizó el estilo «${estilo.nombre}»`, STYLES_SCREEN, admin), now))) {
    throw notFound(STRUCTURE_MESSAGES.styleNotFound);
  }
  return estilo;
}

/**
 * Deletes a style no product uses. Products have no index by style, so this reads the product
 * partition (as the admin's products list does); deleting a style is rare and admin-only.
 */
export async function removeStyle(id: string, admin: Admin, now: Date): Promise<void> {
  const actual = await getStyle(id, true);
  if (!actual) throw notFound(STRUCTURE_MESSAGES.styleNotFound);
  const total = (await loadAllProducts()).filter((p) => p.estilo_id === id).length;
  if (total > 0) throw conflict(`No se puede eliminar el estilo: ${usedBy(total, "lo")}`);
  if (!(await deleteStyle(id, change(`eliminó el estilo «${actual.nombre}»`, STYLES_SCREEN, admin), now))) {
    throw notFound(STRUCTURE_MESSAGES.styleNotFound);
  }
}
