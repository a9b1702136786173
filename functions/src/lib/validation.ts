import type { z } from "zod";
import { badRequest } from "./errors";

/**
 * Parses input with a zod schema whose messages are the spec's Spanish texts.
 * The first message becomes `mensaje`; every field's first message goes in `errores`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errores: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const campo = issue.path.length ? issue.path.join(".") : "_";
    errores[campo] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? "Datos inválidos";
  throw badRequest(first, errores);
}
