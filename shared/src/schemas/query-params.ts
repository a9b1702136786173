import { z } from "../zod-es";

/**
 * A page size from the query string, one of `sizes`: digits become a number and the schema is a
 * set of literals, so the API reference lists the sizes as an `enum`; anything else (text, an
 * empty value, a size not offered) is refused with `message`.
 */
export const pageSize = <const T extends readonly [number, ...number[]]>(sizes: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v), z.literal(sizes, { error: message }));
