import type { z } from "zod";
import { fieldLabel, MAX_NAMED_FIELDS } from "@tienda/shared/zod-es";
import { badRequest } from "./errors";

/**
 * Parses input with a zod schema whose messages are the spec's Spanish texts.
 * The first message becomes `mensaje`; every field's first message goes in `errores`. Messages
 * not written by hand come from zod's Spanish locale (shared/src/zod-es.ts, loaded by lib/http.ts).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errores: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const at = issue.path.length ? `${issue.path.join(".")}.` : "";
    // An unknown field is reported under its own name ('rol': 'Campo no permitido: rol').
    // Named as the message names them (shared/src/zod-es.ts): the first few, cut short, no control characters.
    const campos =
      issue.code === "unrecognized_keys"
        ? issue.keys.slice(0, MAX_NAMED_FIELDS).map((k) => `${at}${fieldLabel(k)}`)
        : [at.slice(0, -1) || "_"];
    for (const campo of campos) errores[campo] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? "Datos inválidos";
  throw badRequest(first, errores);
}
