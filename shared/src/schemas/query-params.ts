import { z } from "../zod-es";

/**
 * A page size from the query string, one of `sizes`: digits become a number and the schema is a
 * set of literals, so the API reference lists the sizes as an `enum`; anything else (text, an
 * empty value, a size not offered) is refused with `message`.
 */
export const pageSize = <const T extends readonly [number, ...number[]]>(sizes: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.literal(sizes, { error: message }));

/** The page number of an admin list: a whole number from 1 to 10 000, page 1 when absent. */
export const pageNumber = () =>
  z.coerce
    .number({ error: "Página no válida" })
    .int("Página no válida")
    .min(1, "Página no válida")
    .max(10_000, "Página no válida")
    .default(1)
    .describe("Página, desde 1.");

/** An admin list's free-text search, at most 100 characters; `description` says where it looks. */
export const searchText = (description: string) =>
  z.string().trim().max(100, "La búsqueda es demasiado larga").optional().describe(description);
