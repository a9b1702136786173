import { z } from "../zod-es";

/**
 * Photos in bulk (issue 48, item 1): /admin/productos 'Subir fotos' uploads many images at once
 * through POST /api/subidas (proposito producto) and then records each upload's original file
 * name with its key (POST /api/admin/fotos), so a spreadsheet can name a photo by its file name.
 */
export const BULK_PHOTO_MESSAGES = {
  clave: "La clave de la subida no es válida",
  nombre: "El nombre del archivo no es válido",
  saved: "Foto subida",
} as const;

/** A product image upload's staging key (functions/src/domain/products/admin-products.ts). */
export const PRODUCT_STAGING_KEY =
  /^subidas\/productos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** POST /api/admin/fotos. */
export const BulkPhotoSchema = z.strictObject({
  clave: z
    .string({ error: BULK_PHOTO_MESSAGES.clave })
    .regex(PRODUCT_STAGING_KEY, BULK_PHOTO_MESSAGES.clave)
    .describe("La clave que respondió POST /api/subidas (proposito producto), ya subida."),
  nombre_archivo: z
    .string({ error: BULK_PHOTO_MESSAGES.nombre })
    .trim()
    .min(1, BULK_PHOTO_MESSAGES.nombre)
    .max(200, BULK_PHOTO_MESSAGES.nombre)
    // A name, not a path, and nothing that would break a line of a spreadsheet or a log.
    .refine((n) => !/[/\\]/.test(n) && ![...n].some((c) => c.charCodeAt(0) < 32), BULK_PHOTO_MESSAGES.nombre)
    .describe("El nombre del archivo en el equipo del administrador (sin carpetas), p. ej. «jean-azul-1.jpg»."),
});

export const FotoSubidaSchema = z.object({
  clave: z.string().describe("La clave de la subida, que el editor del producto acepta en imagenes."),
  nombre_archivo: z.string(),
  expira: z.string().describe("Hasta cuándo se guarda la subida sin producto (ISO 8601, un día)."),
});
export type FotoSubida = z.infer<typeof FotoSubidaSchema>;
