import { z } from "zod";

/**
 * Query of GET /api/productos (and the search route). Query strings arrive as
 * text; repeated or multi-select values come comma-separated. Every bad value
 * is a 400 with a Spanish message, never a 500.
 */
export const SORTS = ["destacados", "precio", "nombre", "calificacion", "nuevos", "descuento", "popularidad", "relevancia"] as const;
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

const number = (campo: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, `El parámetro '${campo}' debe ser un número`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `El parámetro '${campo}' debe estar entre ${min} y ${max}`);

const integer = (campo: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `El parámetro '${campo}' debe ser un número entero`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `El parámetro '${campo}' debe estar entre ${min} y ${max}`);

export const ListQuerySchema = z
  .object({
    estilo: list.optional(),
    categoria: list.optional(),
    subcategoria: list.optional(),
    marca: list.optional(),
    talla: list.optional(),
    color: list.optional(),
    precio_min: number("precio_min", 0, 1_000_000).optional(),
    precio_max: number("precio_max", 0, 1_000_000).optional(),
    calificacion_min: number("calificacion_min", 0, 5).optional(),
    en_stock: bool("en_stock").optional(),
    en_oferta: bool("en_oferta").optional(),
    /** Best sellers (offers spec): popular (in over 100 carts) or rated 4.5 and up. */
    mas_vendidos: bool("mas_vendidos").optional(),
    /** Only products created within this many days (new arrivals). */
    dias: integer("dias", 1, 365).optional(),
    q: z.string().trim().max(100, "La búsqueda no puede superar 100 caracteres").optional(),
    orden: z.string().trim().optional(),
    direccion: z.enum(["asc", "desc"], { error: "El parámetro 'direccion' debe ser asc o desc" }).optional(),
    limite: integer("limite", 1, 100).default(12),
    pagina: integer("pagina", 1, 10_000).default(1),
  })
  .transform((q, ctx) => {
    let orden: Sort = q.q ? "relevancia" : "destacados";
    let direccion = q.direccion;
    if (q.orden) {
      const alias = SORT_ALIASES[q.orden];
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
      ctx.addIssue({ code: "custom", path: ["precio_min"], message: "El precio mínimo no puede ser mayor que el máximo" });
      return z.NEVER;
    }
    return { ...q, orden, direccion: direccion ?? defaultDirection(orden) };
  });

export type ListQuery = z.output<typeof ListQuerySchema>;

function defaultDirection(orden: Sort): "asc" | "desc" {
  return orden === "precio" || orden === "nombre" ? "asc" : "desc";
}
