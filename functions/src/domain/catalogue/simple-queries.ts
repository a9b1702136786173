import { z } from "zod";

const intParam = (campo: string, min: number, max: number, def: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `El parámetro '${campo}' debe ser un número entero`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `El parámetro '${campo}' debe estar entre ${min} y ${max}`)
    .default(def);

/** Popular limit 10 and new-products window 30 days (storefront spec, constants). */
export const PopularQuerySchema = z.object({ limite: intParam("limite", 1, 100, 10) });
export const DiscountQuerySchema = z.object({ limite: intParam("limite", 1, 100, 100) });
export const NewQuerySchema = z.object({ dias: intParam("dias", 1, 365, 30), limite: intParam("limite", 1, 100, 100) });

export const GroupQuerySchema = z
  .object({
    categoria: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, "Categoría inválida").optional(),
    estilo: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, "Estilo inválido").optional(),
  })
  .refine((q) => Boolean(q.categoria) !== Boolean(q.estilo), {
    message: "Indica una categoría o un estilo (uno de los dos)",
    path: ["categoria"],
  });

export const SearchQuerySchema = z.object({
  q: z.string({ error: "Escribe qué quieres buscar" }).trim().min(1, "Escribe qué quieres buscar"),
});

export const ProductIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
