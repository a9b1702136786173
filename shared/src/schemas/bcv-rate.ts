import { z } from "../zod-es";
import { ORIGENES_TASA } from "../rules/bcv-rate";

/** The BCV rate's history and its automatic update (docs/bcv-rate.md). */

export const TasaRegistroSchema = z.object({
  valor: z.number().describe("Bolívares por dólar (0 en un intento fallido sin tasa)."),
  fecha: z.string().describe("Día de la tasa, AAAA-MM-DD (vacío en un intento fallido sin tasa)."),
  origen: z.enum(ORIGENES_TASA).describe("manual (escrita en /admin/ajustes), automatica o inicial."),
  registrada: z.string().describe("Cuándo se aplicó o se rechazó (ISO 8601)."),
  aplicada: z.boolean().describe("false: la fuente falló o las reglas la rechazaron; la tasa vigente no cambió."),
  motivo: z.string().optional().describe("Por qué se rechazó."),
});
export type TasaRegistro = z.infer<typeof TasaRegistroSchema>;

/** GET /api/admin/tasa-bcv: the last 60, newest first. */
export const TasasBcvSchema = z.object({ tasas: z.array(TasaRegistroSchema) });

/** POST /api/admin/tasa-bcv/actualizar: what the update applied (or that the rate already was the source's). */
export const ActualizacionTasaSchema = z.object({
  tasa: z.object({ valor: z.number(), fecha: z.string() }),
  aplicada: z.boolean().describe("false cuando la tasa vigente ya era la de la fuente."),
  mensaje: z.string(),
});
export type ActualizacionTasa = z.infer<typeof ActualizacionTasaSchema>;
