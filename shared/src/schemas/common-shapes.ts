import { z } from "../zod-es";

/**
 * Answers every area shares. `*-shapes.ts` modules hold only the zod schemas of what crosses the
 * API (and the types inferred from them); the SPA imports them with `import type` only, so no
 * schema of theirs ships in its bundle (docs/architecture.md, "The API contract").
 */

/** A plain confirmation: `{ mensaje }` (deletions, logout, password change, newsletter). */
export const MensajeSchema = z.object({ mensaje: z.string() });
export type Mensaje = z.infer<typeof MensajeSchema>;

/**
 * Every error answer (functions/src/lib/http.ts): the first message, each field's first message,
 * and sometimes more data (a 412 on the cart carries the current `lineas`).
 */
export const ErrorBodySchema = z.looseObject({
  mensaje: z.string().optional(),
  errores: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
