import { z } from "../zod-es";

/**
 * Catalogue shapes as the API sends and takes them (Spanish field names from the specs), as zod
 * schemas with the types inferred from them. Money travels as numbers with 2 decimals; it is
 * stored and computed in cents. The SPA imports this module with `import type` only.
 */

export const VarianteSchema = z.object({
  talla: z.string(),
  color: z.string(),
  stock: z.number(),
});
export type Variante = z.infer<typeof VarianteSchema>;

export const ProductoSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  imagen: z.string(),
  imagenes: z.array(z.string()),
  precio: z.number(),
  precio_original: z.number().nullable(),
  porcentaje_descuento: z.number(),
  calificacion: z.number(),
  num_resenas: z.number(),
  categoria_id: z.string(),
  categoria_nombre: z.string(),
  subcategoria_id: z.string(),
  subcategoria_nombre: z.string(),
  estilo_id: z.string(),
  estilo_nombre: z.string(),
  marca_id: z.string(),
  marca_nombre: z.string(),
  colores: z.array(z.string()),
  tallas: z.array(z.string()),
  variantes: z.array(VarianteSchema),
  stock: z.number(),
  contador_carrito: z.number(),
  etiquetas: z.array(z.string()),
  activo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Producto = z.infer<typeof ProductoSchema>;

export const FacetaOpcionSchema = z.object({
  nombre: z.string(),
  valor: z.string(),
  cantidad: z.number(),
});
export type FacetaOpcion = z.infer<typeof FacetaOpcionSchema>;

export const FacetasSchema = z.object({
  categorias: z.array(FacetaOpcionSchema),
  subcategorias: z.array(FacetaOpcionSchema),
  estilos: z.array(FacetaOpcionSchema),
  marcas: z.array(FacetaOpcionSchema),
  colores: z.array(FacetaOpcionSchema),
  tallas: z.array(FacetaOpcionSchema),
  calificaciones: z.array(FacetaOpcionSchema),
  en_stock: z.number(),
  precio: z.object({ min: z.number(), max: z.number() }),
});
export type Facetas = z.infer<typeof FacetasSchema>;

/** GET /api/productos: one page of products, with the facets of everything that matched. */
export const ListaProductosSchema = z.object({
  productos: z.array(ProductoSchema),
  total: z.number(),
  pagina: z.number(),
  limite: z.number(),
  paginas: z.number(),
  facetas: FacetasSchema,
});
export type ListaProductos = z.infer<typeof ListaProductosSchema>;

/** GET /api/productos/buscar: the list's answer plus the words searched. */
export const BusquedaProductosSchema = ListaProductosSchema.extend({ q: z.string().optional() });
export type BusquedaProductos = z.infer<typeof BusquedaProductosSchema>;

/** The short lists (new, popular, discounted, by category or style): `{ productos }`. */
export const ProductosSchema = z.object({ productos: z.array(ProductoSchema) });
export type Productos = z.infer<typeof ProductosSchema>;

export const SubcategoriaSchema = z.object({ id: z.string(), nombre: z.string() });
export type Subcategoria = z.infer<typeof SubcategoriaSchema>;

export const CategoriaSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  icono: z.string(),
  orden: z.number(),
  subcategorias: z.array(SubcategoriaSchema),
  /** Set by the admin ('Tienda' → Categorías); older items and seeds may lack them. */
  descripcion: z.string().optional(),
  imagen: z.string().optional(),
});
export type Categoria = z.infer<typeof CategoriaSchema>;

/** GET /api/categorias. */
export const CategoriasSchema = z.object({ categorias: z.array(CategoriaSchema) });

export const EstiloSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  /** Set by the admin ('Tienda' → Estilos); items written before them lack them. */
  imagen: z.string().optional(),
  orden: z.number().optional(),
});
export type Estilo = z.infer<typeof EstiloSchema>;

export const MarcaSchema = z.object({ id: z.string(), nombre: z.string() });
export type Marca = z.infer<typeof MarcaSchema>;

export const TestimonioSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  calificacion: z.number(),
  verificado: z.boolean(),
  ubicacion: z.string(),
  fechaCompra: z.string(),
  texto: z.string(),
  producto: z.string(),
  imagen: z.string(),
});
export type Testimonio = z.infer<typeof TestimonioSchema>;

/** GET /api/testimonio: a plain array (the spec reads it so). */
export const TestimoniosSchema = z.array(TestimonioSchema);

// --- Queries and admin bodies of the catalogue routes -------------------------------------------

/**
 * Query of GET /api/productos (and the search route). Query strings arrive as text; repeated or
 * multi-select values come comma-separated. Every bad value is a 400 with a Spanish message,
 * never a 500.
 */
export const SORTS = [
  "destacados",
  "precio",
  "nombre",
  "calificacion",
  "nuevos",
  "descuento",
  "popularidad",
  "relevancia",
] as const;
export type Sort = (typeof SORTS)[number];

/** Aliases the storefront spec uses for its sort options. */
const SORT_ALIASES: Record<string, { orden: Sort; direccion?: "asc" | "desc" }> = {
  featured: { orden: "destacados" },
  "price-low": { orden: "precio", direccion: "asc" },
  "price-high": { orden: "precio", direccion: "desc" },
  "price-asc": { orden: "precio", direccion: "asc" },
  "price-desc": { orden: "precio", direccion: "desc" },
  name: { orden: "nombre" },
  rating: { orden: "calificacion" },
  newest: { orden: "nuevos" },
  discount: { orden: "descuento" },
  popularity: { orden: "popularidad" },
  relevance: { orden: "relevancia" },
};

const list = z
  .string()
  .max(500, "Demasiados valores en el filtro")
  .transform((s) =>
    s
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );

const bool = (campo: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `El parámetro '${campo}' debe ser true o false` })
    .transform((v) => v === "true" || v === "1");

/**
 * A number in the query string: plain digits (and for `number` a decimal part) become a number,
 * which the schema bounds, so the API reference states the type and range; anything else stays
 * a string and is refused with the "debe ser un número" message.
 */
const digitsToNumber = (pattern: RegExp) => (v: unknown) =>
  typeof v === "string" && pattern.test(v.trim()) ? Number(v.trim()) : v;

const bounded = (campo: string, min: number, max: number, notANumber: string) =>
  z
    .number({ error: notANumber })
    .min(min, `El parámetro '${campo}' debe estar entre ${min} y ${max}`)
    .max(max, `El parámetro '${campo}' debe estar entre ${min} y ${max}`);

const number = (campo: string, min: number, max: number) =>
  z.preprocess(digitsToNumber(/^\d+(\.\d+)?$/), bounded(campo, min, max, `El parámetro '${campo}' debe ser un número`));

const integer = (campo: string, min: number, max: number) => {
  const entero = `El parámetro '${campo}' debe ser un número entero`;
  return z.preprocess(digitsToNumber(/^\d+$/), bounded(campo, min, max, entero).int(entero));
};

export const ListQuerySchema = z
  .object({
    estilo: list.optional().describe("Ids de estilo separados por comas (p. ej. casual,urbano)."),
    categoria: list.optional().describe("Ids de categoría separados por comas."),
    subcategoria: list.optional().describe("Ids de subcategoría separados por comas."),
    marca: list.optional().describe("Nombres de marca separados por comas."),
    talla: list.optional().describe("Tallas separadas por comas (p. ej. S,M)."),
    color: list.optional().describe("Colores separados por comas."),
    precio_min: number("precio_min", 0, 1_000_000)
      .optional()
      .describe("Precio mínimo en USD (con la oferta aplicada); no mayor que precio_max."),
    precio_max: number("precio_max", 0, 1_000_000)
      .optional()
      .describe("Precio máximo en USD (con la oferta aplicada)."),
    calificacion_min: number("calificacion_min", 0, 5).optional().describe("Calificación mínima (0 a 5)."),
    en_stock: bool("en_stock").optional().describe("true: solo productos con alguna variante en stock."),
    en_oferta: bool("en_oferta").optional().describe("true: solo productos con una oferta vigente."),
    /** Best sellers (offers spec): popular (in over 100 carts) or rated 4.5 and up. */
    mas_vendidos: bool("mas_vendidos")
      .optional()
      .describe("true: solo los más vendidos (populares o con 4,5 estrellas o más)."),
    /** Only products created within this many days (new arrivals). */
    dias: integer("dias", 1, 365).optional().describe("Solo productos creados en los últimos días indicados."),
    q: z
      .string()
      .trim()
      .max(100, "La búsqueda no puede superar 100 caracteres")
      .optional()
      .describe("Texto a buscar en el nombre y la descripción."),
    orden: z
      .string()
      .trim()
      .optional()
      .describe(
        "Orden: destacados, precio, nombre, calificacion, nuevos, descuento, popularidad o relevancia (también los alias de la tienda: price-low, price-high, newest…).",
      ),
    direccion: z
      .enum(["asc", "desc"], { error: "El parámetro 'direccion' debe ser asc o desc" })
      .optional()
      .describe("asc o desc; sin ella, la natural de cada orden (precio y nombre ascendentes, el resto descendente)."),
    limite: integer("limite", 1, 100).default(12).describe("Productos por página."),
    pagina: integer("pagina", 1, 10_000).default(1).describe("Página, desde 1."),
  })
  .transform((q, ctx) => {
    let orden: Sort = q.q ? "relevancia" : "destacados";
    let direccion = q.direccion;
    if (q.orden) {
      // Own keys only: ?orden=constructor must not find Object's constructor.
      const alias = Object.hasOwn(SORT_ALIASES, q.orden) ? SORT_ALIASES[q.orden] : undefined;
      if (alias) {
        orden = alias.orden;
        direccion ??= alias.direccion;
      } else if ((SORTS as readonly string[]).includes(q.orden)) {
        orden = q.orden as Sort;
      } else {
        ctx.addIssue({
          code: "custom",
          path: ["orden"],
          message: `El parámetro 'orden' debe ser uno de: ${SORTS.join(", ")}`,
        });
        return z.NEVER;
      }
    }
    if (q.precio_min !== undefined && q.precio_max !== undefined && q.precio_min > q.precio_max) {
      ctx.addIssue({
        code: "custom",
        path: ["precio_min"],
        message: "El precio mínimo no puede ser mayor que el máximo",
      });
      return z.NEVER;
    }
    return { ...q, orden, direccion: direccion ?? defaultDirection(orden) };
  });

export type ListQuery = z.output<typeof ListQuerySchema>;

function defaultDirection(orden: Sort): "asc" | "desc" {
  return orden === "precio" || orden === "nombre" ? "asc" : "desc";
}

const intParam = (campo: string, min: number, max: number, def: number) => integer(campo, min, max).default(def);

/** Popular limit 10 and new-products window 30 days (storefront spec, constants). */
export const PopularQuerySchema = z.object({
  limite: intParam("limite", 1, 100, 10).describe("Cuántos productos devolver."),
});
export const DiscountQuerySchema = z.object({
  limite: intParam("limite", 1, 100, 100).describe("Cuántos productos devolver."),
});
export const NewQuerySchema = z.object({
  dias: intParam("dias", 1, 365, 30).describe("Ventana en días: productos creados desde entonces."),
  limite: intParam("limite", 1, 100, 100).describe("Cuántos productos devolver."),
});

/** GET /api/productos/producto: a category or a style (one of the two). */
export const GroupQuerySchema = z
  .object({
    categoria: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, "Categoría inválida")
      .optional()
      .describe("Id de la categoría (o estilo, no ambos)."),
    estilo: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, "Estilo inválido")
      .optional()
      .describe("Id del estilo (o categoria, no ambos)."),
  })
  .refine((q) => Boolean(q.categoria) !== Boolean(q.estilo), {
    message: "Indica una categoría o un estilo (uno de los dos)",
    path: ["categoria"],
  });

/** GET /api/productos/buscar: `q` is required; the rest is the list's query. */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: "Escribe qué quieres buscar" })
    .trim()
    .min(1, "Escribe qué quieres buscar")
    .describe("Texto a buscar (obligatorio)."),
});

export const ProductIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

// The admin's category and style writes: ./store-structure.ts.

// --- The admin's products: GET /api/admin/productos and GET /api/admin/productos/{id} -----------

/**
 * A product's offer as the admin sees it: the offer record (shared/src/rules/offers.ts) with money
 * as numbers, or, for a struck-through price set without one (seeded products, the wizard's
 * 'Precio original'), that discount as an open-ended offer. Ended offers are not shown.
 */
export const OfertaProductoAdminSchema = z.object({
  porcentaje: z.number(),
  /** The price the offer is taken from (shown struck through while it runs). */
  precio_original: z.number(),
  inicio: z.string().nullable(),
  fin: z.string().nullable(),
  flash: z.boolean(),
  estado: z.enum(["programada", "activa"]),
});
export type OfertaProductoAdmin = z.infer<typeof OfertaProductoAdminSchema>;

/** A product as the admin API answers it: the public shape, inactive ones too, plus its offer. */
export const ProductoAdminSchema = ProductoSchema.extend({ oferta: OfertaProductoAdminSchema.nullable() });
export type ProductoAdmin = z.infer<typeof ProductoAdminSchema>;

export const PaginaProductosAdminSchema = z.object({
  productos: z.array(ProductoAdminSchema),
  total: z.number(),
  pagina: z.number(),
  limite: z.number(),
  paginas: z.number(),
});
export type PaginaProductosAdmin = z.infer<typeof PaginaProductosAdminSchema>;

/** Admin writes of a product (create, edit, stock, offer): the product as saved (admin view) and a message. */
export const ProductoGuardadoSchema = z.object({ producto: ProductoAdminSchema, mensaje: z.string() });
export type ProductoGuardado = z.infer<typeof ProductoGuardadoSchema>;

/**
 * DELETE /api/productos/{id}: a product no order names is deleted; one that an order names is
 * archived instead (deactivated, kept for those orders), and `producto` is it as it stays.
 */
export const ProductoBorradoSchema = z.object({
  resultado: z.enum(["eliminado", "archivado"]),
  mensaje: z.string(),
  producto: ProductoAdminSchema.nullable(),
});
export type ProductoBorrado = z.infer<typeof ProductoBorradoSchema>;
