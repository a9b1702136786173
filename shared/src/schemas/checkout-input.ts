import { z } from "../zod-es";
import { UPLOAD_MESSAGES } from "../rules/uploads";
import { EMAIL_FORMAT, EmailSchema } from "../rules/email";
import { isPersonName, PERSON_NAME_FORMAT, PERSON_NAME_MESSAGES } from "../rules/person-name";
import { CEDULA_RIF_MESSAGE, CEDULA_RIF_PATTERN, normalizeCedulaRif } from "../rules/cedula-rif";
import { DELIVERY_MESSAGES } from "../rules/delivery";
import {
  BANCO_IDS,
  CHECKOUT_MESSAGES,
  ESTADOS_VENEZUELA,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  parseBsAmount,
  TIPO_PAGO_LABEL,
  TIPOS_PAGO,
  type TipoPago,
} from "./checkout";

/**
 * The checkout's zod schemas: the same ones drive the SPA's form (react-hook-form, loaded when
 * the shopper first uses the form) and POST /api/pedido, so both show the same Spanish messages.
 * Constants, labels and plain rules are in ./checkout.ts.
 */

/** Required text: only non-empty after trimming is checked (spec §5), plus a sane length cap. */
const required = (mensaje: string, max = 120) =>
  z.string({ error: mensaje }).trim().min(1, mensaje).max(max, CHECKOUT_MESSAGES.fieldTooLong);
/** Payment fields of the methods not chosen are kept by the form but not checked. */
const optionalText = (max = 120) => z.string().trim().max(max, CHECKOUT_MESSAGES.fieldTooLong).optional();

/**
 * Step 1's delivery choice: the id of one of the store's methods (settings `metodos_envio`;
 * the demo's `estandar` and `express`). A body without it (the spec's payload) ships `estandar`.
 */
const metodoEnvio = z
  .string({ error: DELIVERY_MESSAGES.elegir })
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, DELIVERY_MESSAGES.desconocido)
  .optional();
/** An office delivery's courier (one of the method's) and office (a name or code the shopper types). */
const courierField = z.string().trim().max(40, CHECKOUT_MESSAGES.fieldTooLong).optional().nullable();
const oficinaField = z.string().trim().max(120, CHECKOUT_MESSAGES.fieldTooLong).optional().nullable();

/** Step 1 'Información de Envío'. */
export const ShippingStepSchema = z.object({
  // Names and the address go into the order's emails: a name is letters and punctuation only,
  // and the email one address (the server also parses it as RFC 5322: create-order.ts).
  nombre: required(CHECKOUT_MESSAGES.nombre, 60)
    .refine(isPersonName, PERSON_NAME_MESSAGES.nombre)
    .meta(PERSON_NAME_FORMAT)
    .describe("Nombre de quien recibe."),
  apellido: required(CHECKOUT_MESSAGES.apellido, 60)
    .refine(isPersonName, PERSON_NAME_MESSAGES.apellido)
    .meta(PERSON_NAME_FORMAT)
    .describe("Apellido de quien recibe."),
  email: required(CHECKOUT_MESSAGES.email, 254)
    .pipe(EmailSchema(CHECKOUT_MESSAGES.emailInvalido))
    .meta(EMAIL_FORMAT)
    .describe("Email para las notificaciones del pedido."),
  telefono: required(CHECKOUT_MESSAGES.telefono, 30).describe("Teléfono de contacto."),
  direccion: required(CHECKOUT_MESSAGES.direccion, 200).describe("Dirección de entrega."),
  ciudad: required(CHECKOUT_MESSAGES.ciudad, 80).describe("Ciudad."),
  // An enum (not a check) so the API reference lists the 24 entities; the form offers only these.
  estado: z
    .enum(ESTADOS_VENEZUELA, { error: CHECKOUT_MESSAGES.estado })
    .describe("Estado de Venezuela (uno de la lista)."),
  codigo_postal: required(CHECKOUT_MESSAGES.codigo_postal, 12).describe("Código postal."),
  // Checked here when given; required only while the store asks for it (pedir_cedula_rif).
  cedula_rif: z
    .string({ error: CEDULA_RIF_MESSAGE })
    .trim()
    .max(20, CEDULA_RIF_MESSAGE)
    .refine((v) => v === "" || normalizeCedulaRif(v) !== null, CEDULA_RIF_MESSAGE)
    .optional()
    .meta({ pattern: CEDULA_RIF_PATTERN.source })
    .describe(
      "Cédula o RIF del comprador (V, E, J, G o P, guion opcional, 6 a 9 dígitos); obligatorio cuando la tienda lo pide (pedir_cedula_rif).",
    ),
});
export type ShippingStep = z.infer<typeof ShippingStepSchema>;

const montoField = z
  .union([z.string(), z.number()], { error: CHECKOUT_MESSAGES.monto })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .min(1, CHECKOUT_MESSAGES.monto)
      .max(30, CHECKOUT_MESSAGES.montoInvalido)
      .refine((v) => parseBsAmount(v) !== null, CHECKOUT_MESSAGES.montoInvalido),
  );

/** A payer's email the order keeps as given (the chosen method's is checked: payerEmail below). */
const UNCHECKED_EMAIL = { format: "email" } as const;

/** Step 2 'Método de Pago' fields (all of them; which are required depends on tipo_pago). */
export const PaymentFieldsSchema = z.object({
  tipo_pago: z
    .enum(TIPOS_PAGO, { error: CHECKOUT_MESSAGES.tipo_pago })
    .describe("Método de pago: pago_movil, transferencia_bancaria, pago_ubi, zelle, binance o efectivo_usd."),
  movil_banco: optionalText(20).describe("Pago Móvil: banco de origen (id de la lista)."),
  movil_telefono: optionalText(30).describe("Pago Móvil: teléfono desde el que se pagó."),
  movil_referencia: optionalText(40).describe("Pago Móvil: número de referencia."),
  movil_email: optionalText(254).meta(UNCHECKED_EMAIL).describe("Pago Móvil: email del pagador."),
  transferencia_banco: optionalText(20).describe("Transferencia: banco de origen (id de la lista)."),
  transferencia_referencia: optionalText(40).describe("Transferencia: número de referencia."),
  transferencia_monto: z
    .union([z.string(), z.number()])
    .optional()
    .describe('Transferencia: monto pagado en bolívares (número o texto como "1.234,50").'),
  transferencia_email: optionalText(254).meta(UNCHECKED_EMAIL).describe("Transferencia: email del pagador."),
  ubi_referencia: optionalText(40).describe("Pago UBI: número de referencia."),
  ubi_email: optionalText(254).meta(UNCHECKED_EMAIL).describe("Pago UBI: email del pagador."),
  zelle_referencia: optionalText(40).describe("Zelle: número de confirmación del pago."),
  zelle_titular: optionalText(120).describe("Zelle: titular de la cuenta que pagó."),
  binance_referencia: optionalText(40).describe("Binance Pay: id de la orden o de la transacción."),
});

type PaymentFields = z.infer<typeof PaymentFieldsSchema>;

/** A bank of the list; surrounding spaces are ignored as in the other fields. */
const bancoField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.enum(BANCO_IDS, { error: CHECKOUT_MESSAGES.banco }),
);

/** The payer's email of the chosen method: one address, as the order's own. */
const payerEmail = required(CHECKOUT_MESSAGES.email, 254)
  .pipe(EmailSchema(CHECKOUT_MESSAGES.emailInvalido))
  .meta(EMAIL_FORMAT);

/**
 * The fields each payment method requires (spec §5), with their messages. POST /api/pedido's
 * schema is one object per method built from these (a union on `tipo_pago`, so the API reference
 * says which fields each method needs); the form checks the same schemas on the chosen method.
 */
const PAYMENT_REQUIRED = {
  pago_movil: {
    movil_banco: bancoField.describe("Pago Móvil: banco de origen (id de la lista)."),
    movil_telefono: required(CHECKOUT_MESSAGES.telefono, 30).describe("Pago Móvil: teléfono desde el que se pagó."),
    movil_referencia: required(CHECKOUT_MESSAGES.referencia, 40).describe("Pago Móvil: número de referencia."),
    movil_email: payerEmail.describe("Pago Móvil: email del pagador."),
  },
  transferencia_bancaria: {
    transferencia_banco: bancoField.describe("Transferencia: banco de origen (id de la lista)."),
    transferencia_referencia: required(CHECKOUT_MESSAGES.referencia, 40).describe(
      "Transferencia: número de referencia.",
    ),
    transferencia_monto: montoField.describe(
      'Transferencia: monto pagado en bolívares (número o texto como "1.234,50").',
    ),
    transferencia_email: payerEmail.describe("Transferencia: email del pagador."),
  },
  pago_ubi: {
    ubi_referencia: required(CHECKOUT_MESSAGES.referencia, 40).describe("Pago UBI: número de referencia."),
    ubi_email: payerEmail.describe("Pago UBI: email del pagador."),
  },
  zelle: {
    zelle_referencia: required(CHECKOUT_MESSAGES.referencia, 40).describe("Zelle: número de confirmación del pago."),
    zelle_titular: required(CHECKOUT_MESSAGES.titularZelle, 120).describe("Zelle: titular de la cuenta que pagó."),
  },
  binance: {
    binance_referencia: required(CHECKOUT_MESSAGES.referencia, 40).describe(
      "Binance Pay: id de la orden o de la transacción.",
    ),
  },
  // Cash is handed over on pickup or delivery: nothing to declare now.
  efectivo_usd: {},
} as const satisfies Record<TipoPago, Partial<Record<keyof PaymentFields, z.ZodType>>>;

/** The form keeps every method's fields; only the chosen method's are checked. */
function checkPaymentFields(d: PaymentFields, ctx: z.RefinementCtx): void {
  const rules: Record<string, z.ZodType> = PAYMENT_REQUIRED[d.tipo_pago] ?? {};
  for (const [field, schema] of Object.entries(rules)) {
    const parsed = schema.safeParse(d[field as keyof PaymentFields]);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CHECKOUT_MESSAGES.montoInvalido;
      ctx.addIssue({ code: "custom", message, path: [field] });
    }
  }
}

export const PaymentStepSchema = PaymentFieldsSchema.superRefine(checkPaymentFields);
export type PaymentStep = z.infer<typeof PaymentStepSchema>;

/** Step 3 'Confirmar Pedido': the terms checkbox, enforced (the spec's prototype did not). */
export const ConfirmStepSchema = z.object({
  acepta_terminos: z.literal(true, { error: CHECKOUT_MESSAGES.terminos }),
});

/** The whole form as the SPA keeps it (session storage) and validates it on 'Confirmar Pedido'. */
export const CheckoutFormSchema = ShippingStepSchema.extend(PaymentFieldsSchema.shape)
  .extend(ConfirmStepSchema.shape)
  .superRefine(checkPaymentFields);
export type CheckoutForm = z.input<typeof CheckoutFormSchema>;

/** A line's text field: any fault in it reads as the one "línea inválida" message. */
const lineText = (max: number) =>
  z
    .string({ error: CHECKOUT_MESSAGES.lineaInvalida })
    .trim()
    .min(1, CHECKOUT_MESSAGES.lineaInvalida)
    .max(max, CHECKOUT_MESSAGES.lineaInvalida);

export const OrderLineInputSchema = z
  .object({
    productoId: lineText(64).describe("Id del producto."),
    talla: lineText(20).describe("Talla de la variante."),
    color: lineText(40).describe("Color de la variante."),
    cantidad: z
      .number({ error: CHECKOUT_MESSAGES.cantidadInvalida })
      .int(CHECKOUT_MESSAGES.cantidadInvalida)
      .min(1, CHECKOUT_MESSAGES.cantidadInvalida)
      .max(MAX_LINE_QUANTITY, CHECKOUT_MESSAGES.cantidadMaxima)
      .describe("Unidades."),
    // The cart line as the spec's prototype sent it: display data, accepted and ignored.
    precio: z.unknown().optional().describe("Se acepta y se ignora (la tienda pone el precio)."),
    nombre: z.unknown().optional().describe("Se acepta y se ignora."),
    imagen: z.unknown().optional().describe("Se acepta y se ignora."),
  })
  .strict();

/** The cart lines an order and a quote both take; each caller adds its own description. */
const orderLines = z
  .array(OrderLineInputSchema, { error: CHECKOUT_MESSAGES.lineasVacias })
  .min(1, CHECKOUT_MESSAGES.lineasVacias)
  .max(MAX_ORDER_LINES, CHECKOUT_MESSAGES.demasiadasLineas);

/** The optional promo code of an order and of a quote. */
const promoCode = z.string().trim().max(40, "Código promocional inválido").optional().nullable();

/** What every order carries besides the shipping and payment fields. */
const orderFields = {
  acepta_terminos: z
    .literal(true, { error: CHECKOUT_MESSAGES.terminos })
    .describe("Debe ser true: acepta los términos y condiciones."),
  lineas: orderLines.describe("Las líneas del pedido."),
  codigo_promocional: promoCode.describe("Código promocional, si hay."),
  /** Key of a receipt uploaded with POST /api/subidas (proposito comprobante). */
  clave: z
    .string()
    .trim()
    .max(200)
    .optional()
    .nullable()
    .describe("Clave del comprobante subido con POST /api/subidas (proposito comprobante), si ya se pagó."),
  metodo_envio: metodoEnvio.describe(
    "Id del método de envío de la tienda (GET /api/ajustes/publicos metodos_envio); sin él, estandar.",
  ),
  courier: courierField.describe("Envío a oficina: la empresa de envío elegida (una de las del método)."),
  oficina: oficinaField.describe("Envío a oficina: la oficina o agencia donde se retira (nombre o código)."),
  usuario_id: z.unknown().optional().describe("Se acepta y se ignora (la sesión dice de quién es el pedido)."),
  productos: z.unknown().optional().describe("Se acepta y se ignora."),
  subtotal: z.unknown().optional().describe("Se acepta y se ignora (la tienda calcula los montos)."),
  impuestos: z.unknown().optional().describe("Se acepta y se ignora."),
  envio: z.unknown().optional().describe("Se acepta y se ignora."),
  total: z.unknown().optional().describe("Se acepta y se ignora."),
};

/** One payment method's order: its own fields required, the other methods' accepted and not checked. */
const orderPaidWith = <T extends TipoPago, S extends (typeof PAYMENT_REQUIRED)[T]>(tipo: T, fields: S) =>
  ShippingStepSchema.extend(PaymentFieldsSchema.shape)
    .extend(orderFields)
    .extend({ tipo_pago: z.literal(tipo).describe("El método de pago de esta forma del pedido."), ...fields })
    .strict()
    .meta({
      title: TIPO_PAGO_LABEL[tipo],
      description: `Pago con ${TIPO_PAGO_LABEL[tipo]}: ${Object.keys(fields).length > 0 ? `${Object.keys(fields).join(", ")} son obligatorios` : "no pide datos de pago"}; los campos de los otros métodos se aceptan y no se usan.`,
    });

/**
 * POST /api/pedido body: one shape per `tipo_pago`. The server prices everything itself: the
 * spec payload's usuario_id, productos, subtotal, impuestos, envio and total are accepted and
 * ignored; any other unknown field is refused by name (strict).
 */
export const CreateOrderSchema = z.discriminatedUnion(
  "tipo_pago",
  [
    orderPaidWith("pago_movil", PAYMENT_REQUIRED.pago_movil),
    orderPaidWith("transferencia_bancaria", PAYMENT_REQUIRED.transferencia_bancaria),
    orderPaidWith("pago_ubi", PAYMENT_REQUIRED.pago_ubi),
    orderPaidWith("zelle", PAYMENT_REQUIRED.zelle),
    orderPaidWith("binance", PAYMENT_REQUIRED.binance),
    orderPaidWith("efectivo_usd", PAYMENT_REQUIRED.efectivo_usd),
  ],
  { error: CHECKOUT_MESSAGES.tipo_pago },
);
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
export type CreateOrder = z.output<typeof CreateOrderSchema>;

/** POST /api/pedido/{id}/comprobante: a new receipt, optionally with corrected payment data. */
export const AttachReceiptSchema = z
  .object({
    clave: z
      .string({ error: UPLOAD_MESSAGES.notUploaded })
      .trim()
      .min(1, UPLOAD_MESSAGES.notUploaded)
      .max(200)
      .describe("Clave del comprobante subido con POST /api/subidas (proposito comprobante)."),
    referencia: optionalText(40).describe("Referencia del pago, si cambia."),
    banco: z
      .enum(BANCO_IDS, { error: CHECKOUT_MESSAGES.banco })
      .optional()
      .describe("Banco de origen (id de la lista), si cambia."),
    telefono: optionalText(30).describe("Teléfono del pagador, si cambia."),
    monto: montoField.optional().describe("Monto pagado en bolívares, si cambia."),
    email: optionalText(254).meta(UNCHECKED_EMAIL).describe("Email del pagador, si cambia."),
  })
  .strict();
export type AttachReceiptInput = z.input<typeof AttachReceiptSchema>;

/** POST /api/pedido/cotizacion body: the cart lines and the promo code, nothing else. */
export const QuoteOrderSchema = z
  .object({
    lineas: orderLines.describe("Las líneas a cotizar."),
    codigo_promocional: promoCode.describe("Código promocional a aplicar, si hay."),
    tipo_pago: z
      .enum(TIPOS_PAGO, { error: CHECKOUT_MESSAGES.tipo_pago })
      .optional()
      .describe("Método de pago a cotizar: con zelle, binance o efectivo_usd y el IGTF activo, la cotización lo suma."),
    metodo_envio: metodoEnvio.describe(
      "Id del método de envío a cotizar; sin él, estandar si la tienda lo tiene, si no el primero que ofrece.",
    ),
    estado: z
      .enum(ESTADOS_VENEZUELA, { error: CHECKOUT_MESSAGES.estado })
      .optional()
      .describe("Estado de destino, para la tarifa por estado; sin él, la tarifa general."),
  })
  .strict();
export type QuoteOrderInput = z.input<typeof QuoteOrderSchema>;
