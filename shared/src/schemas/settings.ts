import { decimalEs } from "../rules/decimal";

/**
 * Store settings (one item, edited in the admin area): the BCV rate, the store's own payment
 * details per method, the payment deadline and the monthly sales goal. The checkout reads the
 * public part (GET /api/ajustes/publicos). The shapes the API answers are zod schemas in
 * ./admin-shapes.ts and the admin's update in ./settings-input.ts; their types are re-exported
 * here. This module stays free of zod, so the checkout's Bs amounts do not load it.
 */
export type {
  AjustesPublicos,
  AjustesTienda,
  ContactoPublico,
  ContactoTienda,
  CostosEnvio,
  DatosPagoMetodos,
  DatosPagoTienda,
  DescuentoPrimeraCompra,
  Igtf,
  Promesa,
} from "./admin-shapes";
export type { SettingsUpdate } from "./settings-input";

/** The shipping fees of a store whose settings predate them (the spec's 15, free above 100, and 25). */
export const DEFAULT_COSTOS_ENVIO = { estandar: 15, umbral_gratis: 100, express: 25 } as const;

/**
 * What one unpaid order may reserve, for a store whose settings predate the limits: 10 units of
 * one variant, 30 in all (functions/src/domain/orders/order-limits.ts).
 */
export const DEFAULT_LIMITES_RESERVA = { unidades_por_linea: 10, unidades_por_pedido: 30 } as const;
/** The highest per-order unit limit an admin may set. */
export const MAX_ORDER_UNITS_SETTING = 999;

/** The icons a product-page promise may carry (the web draws each one; no other icon exists). */
export const PROMISE_ICONS = ["devolucion", "garantia", "seguridad", "atencion", "regalo", "calidad"] as const;
export type PromiseIcon = (typeof PROMISE_ICONS)[number];
/** How the admin's icon select names each icon. */
export const PROMISE_ICON_LABEL: Record<PromiseIcon, string> = {
  devolucion: "Devoluciones",
  garantia: "Garantía",
  seguridad: "Compra segura",
  atencion: "Atención al cliente",
  regalo: "Regalo",
  calidad: "Calidad",
};
/** At most this many promises under the product page's shipping line, each this long. */
export const MAX_PROMISES = 4;
export const MAX_PROMISE_LENGTH = 80;

/**
 * What a store whose settings predate these fields answers: no name yet, no first-purchase
 * discount, no promises. A store starts neutral; the demo seed sets the spec's values.
 */
export const DEFAULT_DESCUENTO_PRIMERA_COMPRA = { activo: false, porcentaje: 0 } as const;

/** The IGTF of a store that never set it: off; 3 % (today's rate) is what turning it on offers. */
export const DEFAULT_IGTF = { activo: false, porcentaje: 3 } as const;

/** Bs amounts in the es-VE format: 'Bs. 1.234,56' (by hand, see rules/decimal.ts). */
let bsFormat: Intl.NumberFormat | undefined;
export function formatBs(amount: number): string {
  const text =
    decimalEs(amount, 2, 2, 4) ??
    (bsFormat ??= new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(
      amount,
    );
  return `Bs. ${text}`;
}

/**
 * USD cents → Bs cents at a rate of Bs per USD. The rate is taken to 4 decimals (integer
 * ten-thousandths) so the product stays exact in integers.
 */
export function usdCentsToBsCents(usdCents: number, rate: number): number {
  const rateE4 = Math.round(rate * 10_000);
  return Math.round((usdCents * rateE4) / 10_000);
}

export const SETTINGS_MESSAGES = {
  tasa: "La tasa BCV debe ser un número mayor que 0",
  fecha: "La fecha de la tasa debe tener el formato AAAA-MM-DD",
  banco: "Selecciona un banco",
  cuenta: "La cuenta debe tener 20 dígitos",
  telefono: "Teléfono inválido",
  rif: "RIF inválido (por ejemplo J-12345678-9)",
  titular: "El titular es requerido",
  horas: "El plazo de pago debe ser un número entero de horas entre 1 y 168",
  meta: "La meta mensual debe ser un número mayor o igual a 0",
  tasaDecimales: "La tasa BCV admite hasta 4 decimales",
  fechaInvalida: "La fecha de la tasa no es una fecha válida",
  metaDecimales: "La meta mensual debe ser un número entre 0 y 1.000.000.000 con hasta 2 decimales",
  costoEnvio: "El costo de envío debe ser un número entre 0 y 1000 con hasta 2 decimales",
  umbralEnvio: "El monto para envío gratis debe ser un número entre 0 y 100000 con hasta 2 decimales",
  unidadesLinea: "Las unidades por producto deben ser un número entero entre 1 y 99",
  unidadesPedido: "Las unidades por pedido deben ser un número entero entre 1 y 999",
  unidadesOrden: "Las unidades por producto no pueden superar las unidades por pedido",
  saved: "Ajustes guardados correctamente",
  emailContacto: "Ingresa un email de contacto válido",
  emailNotificaciones: "Ingresa un email válido para los avisos de la tienda",
  telefonoContacto: "Ingresa un teléfono válido, por ejemplo +58 212 555 0100",
  nombreTienda: "El nombre de la tienda debe tener entre 2 y 60 caracteres",
  razonSocial: "La razón social admite hasta 120 caracteres",
  porcentajePrimeraCompra: "El descuento de primera compra debe ser un porcentaje entero entre 1 y 90",
  promesaTexto: `Cada promesa necesita un texto de hasta ${MAX_PROMISE_LENGTH} caracteres`,
  promesaIcono: "Elige un ícono de la lista para la promesa",
  promesasMax: `Se admiten hasta ${MAX_PROMISES} promesas`,
  zelleEmail: "Ingresa el email de Zelle que recibe los pagos",
  binanceId: "Ingresa el Binance Pay ID (de 6 a 20 dígitos)",
  efectivoInstrucciones: "Escribe las instrucciones del pago en efectivo (hasta 300 caracteres)",
  igtfPorcentaje: "El IGTF debe ser un porcentaje entre 0,01 y 100 con hasta 2 decimales",
} as const;

/** The BCV rate as published, with up to 4 decimals: 'Bs. 236,4571'. */
let rateFormat: Intl.NumberFormat | undefined;
export function formatRate(rate: number): string {
  const text =
    decimalEs(rate, 2, 4, 4) ??
    (rateFormat ??= new Intl.NumberFormat("es-VE", { minimumFractionDigits: 2, maximumFractionDigits: 4 })).format(
      rate,
    );
  return `Bs. ${text}`;
}
