import { z } from "../zod-es";

/**
 * GET /api/admin/puesta-en-marcha: what a new store still lacks before it can sell, in the order an
 * owner does it. The dashboard shows the list while `completo` is false.
 */
export const SETUP_STEPS = [
  "nombre",
  "ajustes",
  "envios",
  "categoria",
  "estilo",
  "producto",
  "portada",
  "terminos",
  "avisos",
  "correo",
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const PasoConfiguracionSchema = z.object({
  clave: z.enum(SETUP_STEPS),
  titulo: z.string(),
  descripcion: z.string(),
  hecho: z.boolean(),
  /** Where the admin completes it: a path of the SPA, or an https URL outside it (the SES console). */
  enlace: z.string(),
  textoEnlace: z.string(),
});
export type PasoConfiguracion = z.infer<typeof PasoConfiguracionSchema>;

export const PuestaEnMarchaSchema = z.object({
  completo: z.boolean(),
  pasos: z.array(PasoConfiguracionSchema),
});
export type PuestaEnMarcha = z.infer<typeof PuestaEnMarchaSchema>;
