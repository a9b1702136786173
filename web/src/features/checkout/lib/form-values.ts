import { TIPOS_PAGO, type CreateOrderInput, type TipoPago } from "@tienda/shared/schemas/checkout";

/**
 * The checkout form as the browser keeps it (react-hook-form values, session storage) and the
 * pure steps from it to the POST /api/pedido body. No `@/` imports: unit tests load this file.
 */

export const SHIPPING_FIELDS = [
  "nombre",
  "apellido",
  "email",
  "telefono",
  "direccion",
  "ciudad",
  "estado",
  "codigo_postal",
  // Asked only while the store's pedir_cedula_rif is on (the step's field and resolver check it).
  "cedula_rif",
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** Step 2's fields of each method, in the order the form shows them. */
export const METHOD_FIELDS = {
  pago_movil: ["movil_banco", "movil_telefono", "movil_referencia", "movil_email"],
  transferencia_bancaria: [
    "transferencia_banco",
    "transferencia_referencia",
    "transferencia_monto",
    "transferencia_email",
  ],
  pago_ubi: ["ubi_referencia", "ubi_email"],
  zelle: ["zelle_referencia", "zelle_titular"],
  binance: ["binance_referencia"],
  // Cash is handed over on pickup or delivery: nothing to type now.
  efectivo_usd: [],
} as const satisfies Record<TipoPago, readonly string[]>;
export type MethodField = (typeof METHOD_FIELDS)[TipoPago][number];

export const PAYMENT_FIELDS = ["tipo_pago", ...Object.values(METHOD_FIELDS).flat()] as ReadonlyArray<
  "tipo_pago" | MethodField
>;

/** Where each method keeps the shopper's payment email (prefilled from step 1). */
export const METHOD_EMAIL_FIELD: Partial<Record<TipoPago, MethodField>> = {
  pago_movil: "movil_email",
  transferencia_bancaria: "transferencia_email",
  pago_ubi: "ubi_email",
};

export type CheckoutValues = Record<ShippingField | MethodField, string> & {
  tipo_pago: TipoPago | "";
  acepta_terminos: boolean;
};

export type CheckoutStep = 1 | 2 | 3;

export const EMPTY_VALUES: CheckoutValues = {
  nombre: "",
  apellido: "",
  email: "",
  telefono: "",
  direccion: "",
  ciudad: "",
  estado: "",
  codigo_postal: "",
  cedula_rif: "",
  tipo_pago: "",
  movil_banco: "",
  movil_telefono: "",
  movil_referencia: "",
  movil_email: "",
  transferencia_banco: "",
  transferencia_referencia: "",
  transferencia_monto: "",
  transferencia_email: "",
  ubi_referencia: "",
  ubi_email: "",
  zelle_referencia: "",
  zelle_titular: "",
  binance_referencia: "",
  acepta_terminos: false,
};

const TEXT_FIELDS = [...SHIPPING_FIELDS, ...Object.values(METHOD_FIELDS).flat()] as ReadonlyArray<
  ShippingField | MethodField
>;

export function isTipoPago(v: unknown): v is TipoPago {
  return typeof v === "string" && (TIPOS_PAGO as readonly string[]).includes(v);
}

/**
 * Form data read back from storage: only known text fields (capped), a known method, and never
 * the terms box (accepting them is asked again on each visit to step 3).
 */
export function sanitizeValues(raw: unknown): Partial<CheckoutValues> {
  if (!raw || typeof raw !== "object") return {};
  const o = raw as Record<string, unknown>;
  const out: Partial<CheckoutValues> = {};
  for (const k of TEXT_FIELDS) {
    const v = o[k];
    if (typeof v === "string") out[k] = v.slice(0, 300);
    else if (typeof v === "number" && Number.isFinite(v)) out[k] = String(v);
  }
  if (isTipoPago(o.tipo_pago)) out.tipo_pago = o.tipo_pago;
  return out;
}

/** True when the stored values hold anything the shopper typed. */
export function hasFormData(values: Partial<CheckoutValues>): boolean {
  return Object.entries(values).some(([k, v]) => k !== "acepta_terminos" && typeof v === "string" && v.trim() !== "");
}

/** The profile fields the checkout prefills step 1 from (shared Usuario). */
export interface ProfileLike {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  address?: unknown;
  city?: unknown;
  postalCode?: unknown;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** Step 1 from a signed-in shopper's profile (estado is not in the profile: left to choose). */
export function profilePrefill(u: ProfileLike): Partial<CheckoutValues> {
  return {
    nombre: str(u.firstName),
    apellido: str(u.lastName),
    email: str(u.email),
    telefono: str(u.phone),
    direccion: str(u.address),
    ciudad: str(u.city),
    codigo_postal: str(u.postalCode),
  };
}

/** The step that shows a field (for server errors and invalid data restored from storage). */
export function stepOfField(name: string): CheckoutStep {
  if ((SHIPPING_FIELDS as readonly string[]).includes(name)) return 1;
  if ((PAYMENT_FIELDS as readonly string[]).includes(name)) return 2;
  return 3;
}

/** The earliest step holding one of these fields, or null when none is a form field. */
export function firstStepWithError(names: Iterable<string>): CheckoutStep | null {
  let best: CheckoutStep | null = null;
  for (const n of names) {
    const s = stepOfField(n);
    if (s === 3 && n !== "acepta_terminos") continue;
    if (best === null || s < best) best = s;
  }
  return best;
}

/** A cart line as the order takes it: product, size, colour and quantity (no prices). */
export type OrderLineRef = Pick<CreateOrderInput["lineas"][number], "productoId" | "talla" | "color" | "cantidad">;

/**
 * POST /api/pedido body: the shipping fields, the chosen method and only its fields (the others
 * the form kept are left out), the cart lines as ids, the promo code and the receipt key. Prices
 * are never sent: the server prices the order itself (the shipping chosen included).
 */
export function buildOrderPayload(
  values: CheckoutValues,
  lines: readonly OrderLineRef[],
  opts: {
    codigo?: string | null;
    clave?: string | null;
    metodoEnvio?: string;
    /** An office delivery's courier and office (sent when typed; the server checks the method needs them). */
    oficina?: { courier: string; oficina: string };
  } = {},
): CreateOrderInput {
  const tipo = values.tipo_pago;
  if (!isTipoPago(tipo)) throw new Error("Selecciona un método de pago");
  const body: Record<string, unknown> = {};
  for (const k of SHIPPING_FIELDS) body[k] = (values[k] ?? "").trim();
  // Sent only when typed (the store may not ask for it).
  if (!body.cedula_rif) delete body.cedula_rif;
  body.tipo_pago = tipo;
  for (const k of METHOD_FIELDS[tipo]) {
    const v = values[k].trim();
    if (v) body[k] = v;
  }
  body.lineas = lines.map(({ productoId, talla, color, cantidad }) => ({ productoId, talla, color, cantidad }));
  if (opts.codigo) body.codigo_promocional = opts.codigo;
  if (opts.clave) body.clave = opts.clave;
  body.metodo_envio = opts.metodoEnvio ?? "estandar";
  if (opts.oficina?.courier.trim()) body.courier = opts.oficina.courier.trim();
  if (opts.oficina?.oficina.trim()) body.oficina = opts.oficina.oficina.trim();
  body.acepta_terminos = true;
  return body as CreateOrderInput;
}
