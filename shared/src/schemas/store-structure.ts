import { z } from "../zod-es";
import { SLUG_LENGTH_MESSAGE, SLUG_MAX, SLUG_MESSAGE, SLUG_PATTERN } from "../rules/slug";
import { CategoriaSchema, EstiloSchema } from "./catalogue-shapes";
import { IMAGE_MESSAGE, IMAGE_PATH, STAGED_IMAGE } from "./content-shapes";

/**
 * The store's structure as the admin writes it: categories (with subcategories) and styles.
 * Images are a published /img/ path or a fresh upload's key (POST /api/subidas), which the server
 * checks and publishes before storing; an empty string means no image.
 */

export const slug = () =>
  z.string({ error: "El id es requerido" }).trim().max(SLUG_MAX, SLUG_LENGTH_MESSAGE).regex(SLUG_PATTERN, SLUG_MESSAGE);

const nombre = () =>
  z
    .string({ error: "El nombre es requerido" })
    .trim()
    .min(2, "El nombre debe tener al menos 2 caracteres")
    .max(60, "El nombre no puede superar 60 caracteres");

const descripcion = () => z.string().trim().max(300, "La descripción no puede superar 300 caracteres").default("");

const imagenOpcional = () =>
  z
    .string({ error: IMAGE_MESSAGE })
    .trim()
    .max(200, IMAGE_MESSAGE)
    .refine((v) => v === "" || IMAGE_PATH.test(v) || STAGED_IMAGE.test(v), IMAGE_MESSAGE)
    .default("");

const orden = () =>
  z
    .number({ error: "El orden debe ser un número entero entre 0 y 999" })
    .int("El orden debe ser un número entero entre 0 y 999")
    .min(0, "El orden debe ser un número entero entre 0 y 999")
    .max(999, "El orden debe ser un número entero entre 0 y 999")
    .default(100);

const subcategorias = () =>
  z
    .array(z.object({ id: slug(), nombre: nombre() }).strict())
    .max(12, "Una categoría tiene como máximo 12 subcategorías")
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, "Cada subcategoría necesita un id distinto")
    .default([]);

/** POST /api/categorias (admin). */
export const CategoryInputSchema = z
  .object({
    id: slug().describe("Id de la categoría: minúsculas, números y guiones; es su ruta /categoria/{id}."),
    nombre: nombre().describe("Nombre visible."),
    descripcion: descripcion().describe("Descripción corta."),
    imagen: imagenOpcional().describe(
      "Clave de una imagen subida (POST /api/subidas) o ruta /img/ publicada; vacío, sin imagen.",
    ),
    icono: z.string().trim().max(30, "Máximo 30 caracteres").default("tag").describe("Nombre del icono del menú."),
    orden: orden().describe("Posición en los menús (0 a 999, menor primero)."),
    oculto: z
      .boolean({ error: "Indica si la categoría está oculta" })
      .default(false)
      .describe("true: no se muestra a los compradores."),
    subcategorias: subcategorias().describe("Subcategorías con su id y nombre, en orden."),
  })
  .strict();
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/**
 * PUT /api/categorias/{id} (admin): the whole category. `id` is optional: given and different
 * from the path's, the slug changes (only while no product uses the category).
 */
export const CategoryUpdateSchema = CategoryInputSchema.extend({
  id: slug()
    .optional()
    .describe("Id nuevo de la categoría si cambia (solo mientras ningún producto la use); sin él, se mantiene."),
}).strict();

/** The admin's view of a category: hidden ones too, and how many products use it. */
export const CategoriaAdminSchema = CategoriaSchema.extend({
  descripcion: z.string(),
  imagen: z.string(),
  oculto: z.boolean(),
  productos: z.number(),
});
export type CategoriaAdmin = z.infer<typeof CategoriaAdminSchema>;
/** GET /api/admin/categorias. */
export const CategoriasAdminSchema = z.object({ categorias: z.array(CategoriaAdminSchema) });

/** POST /api/estilos (admin). */
export const StyleInputSchema = z
  .object({
    id: slug().describe("Id del estilo: minúsculas, números y guiones; es su ruta /categoria/{id}."),
    nombre: nombre().describe("Nombre visible."),
    descripcion: descripcion().describe("Descripción corta."),
    imagen: imagenOpcional().describe(
      "Clave de una imagen subida (POST /api/subidas) o ruta /img/ publicada; vacío, sin imagen.",
    ),
    orden: orden().describe("Posición en la portada (0 a 999, menor primero)."),
  })
  .strict();
export type StyleInput = z.infer<typeof StyleInputSchema>;
/** PUT /api/estilos/{id} (admin): the whole style; its id stays. */
export const StyleUpdateSchema = StyleInputSchema.omit({ id: true });

/** A style as the API answers it (storefront and admin): with its image and order. */
export const EstiloCompletoSchema = EstiloSchema.extend({ imagen: z.string(), orden: z.number() });
export type EstiloCompleto = z.infer<typeof EstiloCompletoSchema>;
/** GET /api/estilos. */
export const EstilosSchema = z.object({ estilos: z.array(EstiloCompletoSchema) });
/** POST /api/estilos and PUT /api/estilos/{id}. */
export const EstiloGuardadoSchema = z.object({ estilo: EstiloCompletoSchema });
/** POST /api/categorias and PUT /api/categorias/{id}: the category as saved, as the admin sees it. */
export const CategoriaAdminGuardadaSchema = z.object({ categoria: CategoriaAdminSchema });
