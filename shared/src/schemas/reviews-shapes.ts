import { z } from "../zod-es";

/** The answers of the review routes (issue 36); requests and messages are in ./reviews.ts. */

/** One review as the product page shows it: texts are plain text, escaped wherever they are drawn. */
export const ResenaSchema = z.object({
  id: z.string(),
  calificacion: z.number(),
  titulo: z.string().nullable(),
  texto: z.string().nullable(),
  /** First name and the initial of the last name ('Ana P.'). */
  autor: z.string(),
  /** When the buyer wrote (or last edited) it. */
  fecha: z.string(),
  talla: z.string(),
  color: z.string(),
  compra_verificada: z.literal(true),
});
export type Resena = z.infer<typeof ResenaSchema>;

export const DistribucionSchema = z.array(
  z.object({ estrellas: z.number(), cantidad: z.number(), porcentaje: z.number() }),
);

/** GET /api/productos/{id}/resenas: the figures, the bars and one page of reviews. */
export const PaginaResenasSchema = z.object({
  producto_id: z.string(),
  /** Average of the visible reviews to one decimal; 0 reads 'Sin rating'. */
  promedio: z.number(),
  total: z.number(),
  distribucion: DistribucionSchema,
  orden: z.enum(["recientes", "utiles"]),
  resenas: z.array(ResenaSchema),
  /** Cursor of the next page, or null on the last one. */
  siguiente: z.string().nullable(),
});
export type PaginaResenas = z.infer<typeof PaginaResenasSchema>;

/** POST /api/pedido/{id}/resenas. */
export const ResenaGuardadaSchema = z.object({
  mensaje: z.string(),
  resena: ResenaSchema,
  /** true when it edited the buyer's earlier review of the product. */
  editada: z.boolean(),
  producto: z.object({ id: z.string(), promedio: z.number(), total: z.number() }),
});
export type ResenaGuardada = z.infer<typeof ResenaGuardadaSchema>;

export const ModeracionSchema = z.object({
  visible: z.boolean(),
  motivo: z.string().nullable(),
  por: z.string(),
  fecha: z.string(),
});

/** A review in the admin's list: who wrote it, from which order, and every hide or show. */
export const ResenaAdminSchema = ResenaSchema.extend({
  producto_id: z.string(),
  producto_nombre: z.string(),
  pedido_id: z.string(),
  numero_pedido: z.string(),
  comprador: z.string(),
  visible: z.boolean(),
  moderacion: z.array(ModeracionSchema),
  /** An admin has looked at it; low ratings not yet seen are notifications. */
  vista: z.boolean(),
});
export type ResenaAdmin = z.infer<typeof ResenaAdminSchema>;

export const PaginaResenasAdminSchema = z.object({
  data: z.array(ResenaAdminSchema),
  siguiente: z.string().nullable(),
});
export type PaginaResenasAdmin = z.infer<typeof PaginaResenasAdminSchema>;

/** PATCH /api/admin/resenas/{id}. */
export const ResenaModeradaSchema = z.object({
  mensaje: z.string(),
  resena: ResenaAdminSchema,
  producto: z.object({ id: z.string(), promedio: z.number(), total: z.number() }),
});
export type ResenaModerada = z.infer<typeof ResenaModeradaSchema>;
