import { z } from "../zod-es";
import { EMAIL_FORMAT, EmailSchema } from "../rules/email";
import { RESTOCK_ALERT_MESSAGES } from "../rules/restock-alerts";

/**
 * 'Avísame cuando llegue' (issue 48, items 4 and 5): a shopper waits for a sold-out size and
 * colour (POST /api/productos/{id}/avisos), gets one email when it is back, and the admin sees
 * how many wait for each variant (GET /api/admin/avisos).
 */
export { RESTOCK_ALERT_MESSAGES };

const variantText = (max: number, mensaje: string) =>
  z.string({ error: mensaje }).trim().min(1, mensaje).max(max, mensaje);

/** POST /api/productos/{id}/avisos. */
export const RestockAlertSchema = z.strictObject({
  talla: variantText(20, RESTOCK_ALERT_MESSAGES.talla).describe("Talla agotada que se espera."),
  color: variantText(40, RESTOCK_ALERT_MESSAGES.color).describe("Color de esa talla."),
  email: z
    .string({ error: RESTOCK_ALERT_MESSAGES.email })
    .trim()
    .min(1, RESTOCK_ALERT_MESSAGES.email)
    .pipe(EmailSchema(RESTOCK_ALERT_MESSAGES.emailInvalid))
    .meta(EMAIL_FORMAT)
    .describe("Dónde avisar; recibe un solo correo cuando la variante vuelva a tener stock."),
});
export type RestockAlertInput = z.input<typeof RestockAlertSchema>;

/** GET /api/avisos/baja?token= (the link in the restock email). */
export const RestockUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: RESTOCK_ALERT_MESSAGES.linkInvalid })
    .min(20, RESTOCK_ALERT_MESSAGES.linkInvalid)
    .max(100, RESTOCK_ALERT_MESSAGES.linkInvalid)
    .describe("El token del enlace del correo."),
});

/** The unsubscribe link's answer: a small HTML page the email's link opens. */
export const RestockUnsubscribePageSchema = z.string().describe("Página HTML breve que confirma la baja.");

/** One variant shoppers wait for (GET /api/admin/avisos), most waited first. */
export const DemandaVarianteSchema = z.object({
  producto_id: z.string(),
  nombre: z.string(),
  talla: z.string(),
  color: z.string(),
  esperando: z.number().int().describe("Personas que esperan esta talla y color."),
  desde: z.string().describe("Desde cuándo esperan (ISO 8601): la suscripción más antigua que sigue esperando."),
});
export type DemandaVariante = z.infer<typeof DemandaVarianteSchema>;
export const DemandaAvisosSchema = z.array(DemandaVarianteSchema);
