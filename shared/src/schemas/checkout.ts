import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "../rules/uploads";

/**
 * Checkout constants and plain rules (companion spec: "Checkout (/carrito/pago)", §5 validation,
 * §9 constants). The zod schemas that the SPA's form and POST /api/pedido share are in
 * ./checkout-input.ts; their types are re-exported here. Kept apart because zod builds a
 * schema when its module loads (a long task on a phone: docs/performance.md, "Schemas loaded on
 * first use"), which
 * the pages that only need a label or a bank's name should not pay.
 */
export type {
  AttachReceiptInput,
  CheckoutForm,
  CreateOrder,
  CreateOrderInput,
  PaymentStep,
  QuoteOrderInput,
  ShippingStep,
} from "./checkout-input";

export const CHECKOUT_MESSAGES = {
  nombre: "Nombre es requerido",
  apellido: "Apellido es requerido",
  email: "Email es requerido",
  emailInvalido: "Email inválido",
  telefono: "Teléfono es requerido",
  direccion: "Dirección es requerida",
  ciudad: "Ciudad es requerida",
  estado: "Estado es requerido",
  codigo_postal: "Código postal es requerido",
  tipo_pago: "Selecciona un método de pago",
  metodoEnvio: "Elige envío estándar o express",
  banco: "Selecciona un banco",
  referencia: "Referencia es requerida",
  monto: "Monto es requerido",
  montoInvalido: "Monto inválido",
  terminos: "Debes aceptar los términos y condiciones",
  fieldTooLong: "El texto es demasiado largo",
  submitError: "Error al procesar el pedido",
  notOk: "Hubo un problema al procesar el pedido.",
  offline: "No se pudo conectar con el servidor. Inténtalo de nuevo.",
  lineasVacias: "El carrito está vacío",
  demasiadasLineas: "Un pedido admite como máximo 50 productos distintos",
  cantidadMaxima: "Puedes pedir como máximo 99 unidades de cada producto",
  cantidadInvalida: "La cantidad debe ser un número entero mayor que 0",
  lineaInvalida: "Producto, talla y color son obligatorios",
  titularZelle: "El titular de la cuenta Zelle es requerido",
  metodoNoDisponible: "Este método de pago no está disponible en la tienda",
} as const;

/**
 * The payment methods: three in bolívares (the spec's, always offered) and three in dollars, each
 * offered only while the store has its details (settings `datos_pago`; docs/payments.md).
 */
export const TIPOS_PAGO = [
  "pago_movil",
  "transferencia_bancaria",
  "pago_ubi",
  "zelle",
  "binance",
  "efectivo_usd",
] as const;
export type TipoPago = (typeof TIPOS_PAGO)[number];
/** The methods paid in dollars: the USD amount is shown and locked, never a Bs one; the IGTF applies. */
export const TIPOS_PAGO_USD = ["zelle", "binance", "efectivo_usd"] as const satisfies readonly TipoPago[];
export type TipoPagoUsd = (typeof TIPOS_PAGO_USD)[number];

export function isPagoUsd(tipo: string): tipo is TipoPagoUsd {
  return (TIPOS_PAGO_USD as readonly string[]).includes(tipo);
}

/** Cash is handed over on pickup or delivery: no receipt, the admin marks it paid. */
export function needsReceipt(tipo: TipoPago): boolean {
  return tipo !== "efectivo_usd";
}

export const TIPO_PAGO_LABEL: Record<TipoPago, string> = {
  pago_movil: "Pago Móvil",
  transferencia_bancaria: "Transferencia Bancaria",
  pago_ubi: "Pago UBI",
  zelle: "Zelle",
  binance: "Binance Pay",
  efectivo_usd: "Efectivo en dólares",
};

// The banks live in ../rules/banks.ts (one list for settings, checkout, the API document and reconciliation).
export { BANCOS, BANCO_IDS, bancoEtiqueta, bancoNombre, type BancoId } from "../rules/banks";

/** The 24 federal entities of Venezuela (23 states and the Capital District), alphabetical. */
export const ESTADOS_VENEZUELA = [
  "Amazonas",
  "Anzoátegui",
  "Apure",
  "Aragua",
  "Barinas",
  "Bolívar",
  "Carabobo",
  "Cojedes",
  "Delta Amacuro",
  "Distrito Capital",
  "Falcón",
  "Guárico",
  "La Guaira",
  "Lara",
  "Mérida",
  "Miranda",
  "Monagas",
  "Nueva Esparta",
  "Portuguesa",
  "Sucre",
  "Táchira",
  "Trujillo",
  "Yaracuy",
  "Zulia",
] as const;

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

/**
 * A declared Bs amount as typed: '1.234,56' (es-VE), '1234,56' or '1234.56'. Returns Bs cents,
 * or null when it is not a positive amount.
 */
export function parseBsAmount(raw: string | number): number | null {
  // The same bounds as typed text: at least one cent, at most 1e12 (1e300 would overflow DynamoDB's numbers).
  if (typeof raw === "number") return raw >= 0.01 && raw <= 1e12 ? Math.round(raw * 100) : null;
  let s = raw.trim().replace(/\s|Bs\.?S?|VES/gi, "");
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma > lastDot) s = s.replace(/\./g, "").replace(",", ".");
  else if (lastDot > lastComma && lastComma >= 0) s = s.replace(/,/g, "");
  else if (lastComma < 0 && (s.match(/\./g)?.length ?? 0) > 1) s = s.replace(/\./g, "");
  else if (lastComma < 0 && /^\d{1,3}\.\d{3}$/.test(s)) s = s.replace(".", ""); // '1.234' is es-VE thousands
  const n = Number(s);
  if (!Number.isFinite(n) || n < 0.01 || n > 1e12) return null;
  return Math.round(n * 100);
}

/** Receipt file check before upload (spec §5): image type and at most 5 MB. */
export function receiptFileError(file: { type: string; size: number }): string | null {
  if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) return UPLOAD_MESSAGES.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}
