import { z } from "../zod-es";
import { hasAtMostDecimals, isCalendarDay } from "../rules/numbers";
import {
  MAX_ORDER_UNITS_SETTING,
  MAX_PROMISE_LENGTH,
  MAX_PROMISES,
  PROMISE_ICONS,
  SETTINGS_MESSAGES,
} from "./settings";
import { MAX_LINE_QUANTITY } from "./checkout";
import { EmailSchema } from "../rules/email";
import { BANCO_IDS } from "../rules/banks";
import { MetodosEnvioInputSchema } from "./delivery";

/** The admin's settings update (PUT /api/admin/ajustes) as a zod schema; messages in ./settings.ts. */
const text = (max: number) => z.string().trim().max(max, "El texto es demasiado largo");
/** A RIF or a cédula ('J-12345678-9', 'V-12345678'); both letter cases, stated as such in the API reference. */
const rif = z
  .string({ error: SETTINGS_MESSAGES.rif })
  .trim()
  .regex(/^[EGJPVegjpv]-?\d{6,9}-?\d$/, SETTINGS_MESSAGES.rif);
const titular = z
  .string({ error: SETTINGS_MESSAGES.titular })
  .trim()
  .min(1, SETTINGS_MESSAGES.titular)
  .max(120, "El texto es demasiado largo");
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{7,20}$/, SETTINGS_MESSAGES.telefono);
const banco = z.enum(BANCO_IDS, { error: SETTINGS_MESSAGES.banco });
/** A contact phone: digits with spaces, hyphens or parentheses, an optional leading plus ('0212-555-0101'). */
const contactPhone = z
  .string({ error: SETTINGS_MESSAGES.telefonoContacto })
  .trim()
  .regex(/^\+?\d[\d\s()-]{6,24}$/, SETTINGS_MESSAGES.telefonoContacto);
/** An optional text field of a form: "", blanks or null mean "not given" (undefined). */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());
/**
 * A text the owner may clear: absent keeps the stored value, null or blanks clear it (null), so
 * what GET answers (null while unset) can be sent back unchanged.
 */
const clearableText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullable().optional());
/** A USD amount between 0 and max with at most 2 decimals (so it is whole cents exactly). */
const usd = (mensaje: string, max: number) =>
  z
    .number({ error: mensaje })
    .min(0, mensaje)
    .max(max, mensaje)
    .refine((n) => hasAtMostDecimals(n, 2), mensaje);

/** PUT /api/admin/ajustes: the whole settings, validated (the admin area's settings page). */
export const SettingsUpdateSchema = z
  .object({
    tasa_bcv: z
      .object({
        valor: z
          .number({ error: SETTINGS_MESSAGES.tasa })
          .positive(SETTINGS_MESSAGES.tasa)
          .max(1_000_000, SETTINGS_MESSAGES.tasa)
          // Bs per USD as published, 4 decimals (toBsCents rounds to them): also its smallest value, 0,0001.
          .refine((n) => hasAtMostDecimals(n, 4), SETTINGS_MESSAGES.tasaDecimales),
        fecha: z
          .string({ error: SETTINGS_MESSAGES.fecha })
          .regex(/^\d{4}-\d{2}-\d{2}$/, SETTINGS_MESSAGES.fecha)
          .refine(isCalendarDay, SETTINGS_MESSAGES.fechaInvalida)
          .meta({ format: "date" }),
      })
      .strict()
      .describe("La tasa del BCV (bolívares por dólar, hasta 4 decimales) y el día en que se publicó."),
    datos_pago: z
      .object({
        pago_movil: z.object({ banco, telefono: phone, rif, titular, instrucciones: text(300).optional() }).strict(),
        transferencia_bancaria: z
          .object({
            banco,
            // 20 digits, spaces and hyphens between them allowed ('0105-0123-45-1234567890').
            cuenta: z
              .string({ error: SETTINGS_MESSAGES.cuenta })
              .trim()
              .regex(/^[\s-]*(?:\d[\s-]*){20}$/, SETTINGS_MESSAGES.cuenta),
            rif,
            titular,
            instrucciones: text(300).optional(),
          })
          .strict(),
        pago_ubi: z.object({ telefono: phone, rif, titular, instrucciones: text(300).optional() }).strict(),
        // The USD methods: each one is offered exactly while its entry is here (left out: disabled).
        zelle: z
          .object({ email: EmailSchema(SETTINGS_MESSAGES.zelleEmail), titular })
          .strict()
          .optional()
          .describe("Zelle: email que recibe y titular; sin él, Zelle no se ofrece."),
        binance: z
          .object({
            id_pago: z
              .string({ error: SETTINGS_MESSAGES.binanceId })
              .trim()
              .regex(/^\d{6,20}$/, SETTINGS_MESSAGES.binanceId),
            titular,
          })
          .strict()
          .optional()
          .describe("Binance Pay: Pay ID y titular; sin él, Binance no se ofrece."),
        efectivo_usd: z
          .object({
            instrucciones: z
              .string({ error: SETTINGS_MESSAGES.efectivoInstrucciones })
              .trim()
              .min(1, SETTINGS_MESSAGES.efectivoInstrucciones)
              .max(300, SETTINGS_MESSAGES.efectivoInstrucciones),
          })
          .strict()
          .optional()
          .describe("Efectivo en dólares al retirar o recibir: instrucciones; sin él, no se ofrece."),
      })
      .strict()
      .describe(
        "Los datos que ve el comprador para pagar: Pago Móvil, transferencia bancaria y Pago UBI; Zelle, Binance y efectivo en dólares solo si se envían.",
      ),
    horas_limite_pago: z
      .number({ error: SETTINGS_MESSAGES.horas })
      .int(SETTINGS_MESSAGES.horas)
      .min(1, SETTINGS_MESSAGES.horas)
      .max(168, SETTINGS_MESSAGES.horas)
      .describe("Horas que tiene un pedido para recibir su comprobante antes de vencer (1 a 168)."),
    // Optional and nullable: a store has no goal until its owner sets one (null clears it).
    meta_ventas_mensual: z
      .number({ error: SETTINGS_MESSAGES.meta })
      .min(0, SETTINGS_MESSAGES.meta)
      .max(1e9, SETTINGS_MESSAGES.metaDecimales)
      .refine((n) => hasAtMostDecimals(n, 2), SETTINGS_MESSAGES.metaDecimales)
      .nullable()
      .optional()
      .describe("Meta de ventas del mes en USD, para el panel; null la quita y sin ella queda la guardada."),
    // The store's name and legal identity (titles, header, footer, emails); absent keeps them.
    nombre_tienda: clearableText(
      z
        .string({ error: SETTINGS_MESSAGES.nombreTienda })
        .trim()
        .min(2, SETTINGS_MESSAGES.nombreTienda)
        .max(60, SETTINGS_MESSAGES.nombreTienda),
    ).describe("El nombre de la tienda que ven los compradores; null o vacío lo quita y sin él queda el guardado."),
    razon_social: clearableText(
      z.string({ error: SETTINGS_MESSAGES.razonSocial }).trim().max(120, SETTINGS_MESSAGES.razonSocial),
    ).describe("Razón social de la tienda; null o vacío la quita y sin ella queda la guardada."),
    rif: clearableText(rif).describe("RIF de la tienda; null o vacío lo quita y sin él queda el guardado."),
    // Where the owner hears of new orders, receipts, low ratings and sold-out variants.
    email_notificaciones: clearableText(EmailSchema(SETTINGS_MESSAGES.emailNotificaciones)).describe(
      "Email que recibe los avisos de la tienda (pedidos nuevos, comprobantes, reseñas de 1 o 2 estrellas, variantes agotadas); null o vacío lo quita (los avisos van al primer administrador) y sin él queda el guardado.",
    ),
    descuento_primera_compra: z
      .object({
        activo: z.boolean({ error: "Indica si el descuento de primera compra está activo" }),
        porcentaje: z
          .number({ error: SETTINGS_MESSAGES.porcentajePrimeraCompra })
          .int(SETTINGS_MESSAGES.porcentajePrimeraCompra)
          .min(0, SETTINGS_MESSAGES.porcentajePrimeraCompra)
          .max(90, SETTINGS_MESSAGES.porcentajePrimeraCompra),
      })
      .strict()
      // A whole 0–90; on, at least 1 (off may keep 0, what a store from empty answers).
      .refine((d) => Number.isInteger(d.porcentaje) && d.porcentaje >= (d.activo ? 1 : 0) && d.porcentaje <= 90, {
        message: SETTINGS_MESSAGES.porcentajePrimeraCompra,
        path: ["porcentaje"],
      })
      .optional()
      .describe(
        "Descuento para el primer pedido de un comprador con sesión: activo y porcentaje entero (1 a 90); sin él, queda el guardado.",
      ),
    promesas: z
      .array(
        z
          .object({
            texto: z
              .string({ error: SETTINGS_MESSAGES.promesaTexto })
              .trim()
              .min(1, SETTINGS_MESSAGES.promesaTexto)
              .max(MAX_PROMISE_LENGTH, SETTINGS_MESSAGES.promesaTexto),
            icono: z.enum(PROMISE_ICONS, { error: SETTINGS_MESSAGES.promesaIcono }),
          })
          .strict(),
      )
      .max(MAX_PROMISES, SETTINGS_MESSAGES.promesasMax)
      .optional()
      .describe(
        "Hasta cuatro promesas de la página de producto (texto e ícono) bajo la línea de envío; sin ellas, quedan las guardadas.",
      ),
    // Optional, so a body without it (today's shape) still saves: the stored fees or 15/100/25 stay.
    costos_envio: z
      .object({
        estandar: usd(SETTINGS_MESSAGES.costoEnvio, 1000),
        umbral_gratis: usd(SETTINGS_MESSAGES.umbralEnvio, 100_000),
        express: usd(SETTINGS_MESSAGES.costoEnvio, 1000),
      })
      .strict()
      .optional()
      .describe(
        "Envío estándar, express y el subtotal desde el que el estándar es gratis, en USD; sin él, quedan los guardados.",
      ),
    // The delivery methods as data (docs/delivery.md); absent keeps the stored list.
    metodos_envio: MetodosEnvioInputSchema.optional().describe(
      "Los métodos de envío de la tienda (domicilio, oficina con sus couriers, retiro, cobro a destino), tarifas en USD; sin él, quedan los guardados. Cuando viene, manda sobre costos_envio.",
    ),
    // Optional too (today's body shape still saves): what one unpaid order may reserve.
    limites_reserva: z
      .object({
        unidades_por_linea: z
          .number({ error: SETTINGS_MESSAGES.unidadesLinea })
          .int(SETTINGS_MESSAGES.unidadesLinea)
          .min(1, SETTINGS_MESSAGES.unidadesLinea)
          .max(MAX_LINE_QUANTITY, SETTINGS_MESSAGES.unidadesLinea),
        unidades_por_pedido: z
          .number({ error: SETTINGS_MESSAGES.unidadesPedido })
          .int(SETTINGS_MESSAGES.unidadesPedido)
          .min(1, SETTINGS_MESSAGES.unidadesPedido)
          .max(MAX_ORDER_UNITS_SETTING, SETTINGS_MESSAGES.unidadesPedido),
      })
      .strict()
      .refine((l) => l.unidades_por_linea <= l.unidades_por_pedido, {
        message: SETTINGS_MESSAGES.unidadesOrden,
        path: ["unidades_por_linea"],
      })
      .optional()
      .describe(
        "Unidades que un pedido sin pagar puede reservar por línea y en total (por línea no más que en total); sin él, quedan los guardados.",
      ),
    // Optional too: the store's contact details as the footer and info pages show them. A field
    // left empty is removed (the storefront then shows no such line).
    contacto: z
      .object({
        email: optionalText(EmailSchema(SETTINGS_MESSAGES.emailContacto)),
        telefono: optionalText(contactPhone),
        whatsapp: optionalText(contactPhone),
      })
      .strict()
      .optional()
      .describe("Email, teléfono y WhatsApp de la tienda; un campo vacío se quita."),
    // Optional (absent keeps the stored value): what checkout asks, the IGTF, Bs prices beside USD.
    pedir_cedula_rif: z
      .boolean({ error: "Indica si el checkout pide la cédula o RIF" })
      .optional()
      .describe("Si el checkout pide la cédula o RIF del comprador; sin él, queda el guardado."),
    igtf: z
      .object({
        activo: z.boolean({ error: "Indica si el IGTF está activo" }),
        porcentaje: z
          .number({ error: SETTINGS_MESSAGES.igtfPorcentaje })
          .min(0, SETTINGS_MESSAGES.igtfPorcentaje)
          .max(100, SETTINGS_MESSAGES.igtfPorcentaje)
          .refine((n) => hasAtMostDecimals(n, 2), SETTINGS_MESSAGES.igtfPorcentaje),
      })
      .strict()
      // On, more than 0 (off may keep any value, 3 by default).
      .refine((i) => !i.activo || i.porcentaje > 0, { message: SETTINGS_MESSAGES.igtfPorcentaje, path: ["porcentaje"] })
      .optional()
      .describe(
        "IGTF sobre los pagos en divisas (Zelle, Binance, efectivo en dólares): activo y porcentaje; sin él, queda el guardado.",
      ),
    mostrar_precios_bs: z
      .boolean({ error: "Indica si se muestran los precios en bolívares" })
      .optional()
      .describe(
        "Si las tarjetas y la página de producto muestran el precio en bolívares a la tasa del día; sin él, queda el guardado.",
      ),
    // What GET answers can be sent back unchanged: who saved it and when are the server's to set.
    actualizado_por: z.string().nullable().optional().describe("Se ignora: lo fija el servidor."),
    actualizado_en: z.string().optional().describe("Se ignora: lo fija el servidor."),
  })
  .strict();
export type SettingsUpdate = z.output<typeof SettingsUpdateSchema>;
