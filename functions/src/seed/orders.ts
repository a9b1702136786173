import { cartTotals, fromCents } from "@tienda/shared/rules/pricing";
import { methodsFromCosts } from "@tienda/shared/rules/delivery";
import type { EventoHistorial, DatosPago } from "@tienda/shared/schemas/orders";
import type { TipoPago } from "@tienda/shared/schemas/checkout";
import { DEFAULT_COSTOS_ENVIO, formatBs, usdCentsToBsCents, type AjustesTienda } from "@tienda/shared/schemas/settings";
import type { ProductRecord } from "../domain/catalogue/product-record";
import type { OrderRecord } from "../domain/orders/order-record";
import { DEMO_USERS } from "./demo-users";
import { receiptPng } from "./receipt-image";

/**
 * A few past orders of the demo shoppers, one in every payment and fulfilment state, priced
 * with the same rules as the checkout, each with its history and (where one was sent) a real
 * receipt image. They are history: the stock they once reserved is already reflected in the
 * seeded stock. Orders still waiting for a receipt get deadlines in the future, so the expiry
 * job leaves them alone on a fresh store.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Step = { tipo: EventoHistorial["tipo"]; after: number; motivo?: string; guia?: string };

const PLAN: ReadonlyArray<{
  user: "usr-demo-maria" | "usr-demo-carlos";
  dias: number;
  estado: OrderRecord["estado"];
  estado_pago: OrderRecord["estado_pago"];
  tipo_pago: TipoPago;
  items: number;
  steps: Step[];
}> = [
  {
    user: "usr-demo-maria",
    dias: 40,
    estado: "entregado",
    estado_pago: "completado",
    tipo_pago: "pago_movil",
    items: 2,
    steps: [
      { tipo: "comprobante_enviado", after: HOUR },
      { tipo: "aprobado", after: DAY },
      { tipo: "enviado", after: 2 * DAY, guia: "MRW-48213377" },
      { tipo: "entregado", after: 5 * DAY },
    ],
  },
  {
    user: "usr-demo-maria",
    dias: 20,
    estado: "cancelado",
    estado_pago: "pendiente_pago",
    tipo_pago: "pago_ubi",
    items: 1,
    steps: [{ tipo: "vencido", after: 2 * DAY, motivo: "No se recibió el comprobante de pago dentro del plazo" }],
  },
  {
    user: "usr-demo-carlos",
    dias: 6,
    estado: "en_transito",
    estado_pago: "completado",
    tipo_pago: "pago_ubi",
    items: 3,
    steps: [
      { tipo: "comprobante_enviado", after: 2 * HOUR },
      { tipo: "aprobado", after: DAY },
      { tipo: "enviado", after: 2 * DAY, guia: "ZOOM-1190245" },
    ],
  },
  {
    user: "usr-demo-carlos",
    dias: 4,
    estado: "pendiente",
    estado_pago: "rechazado",
    tipo_pago: "transferencia_bancaria",
    items: 1,
    steps: [
      { tipo: "comprobante_enviado", after: 2 * HOUR },
      { tipo: "rechazado", after: 3 * DAY, motivo: "La referencia no coincide con ninguna transferencia recibida" },
    ],
  },
  {
    user: "usr-demo-carlos",
    dias: 3,
    estado: "procesando",
    estado_pago: "completado",
    tipo_pago: "transferencia_bancaria",
    items: 2,
    steps: [
      { tipo: "comprobante_enviado", after: HOUR },
      { tipo: "aprobado", after: 20 * HOUR },
    ],
  },
  {
    user: "usr-demo-maria",
    dias: 2,
    estado: "pendiente",
    estado_pago: "pendiente_verificacion",
    tipo_pago: "transferencia_bancaria",
    items: 2,
    steps: [{ tipo: "comprobante_enviado", after: 0 }],
  },
  {
    user: "usr-demo-maria",
    dias: 1,
    estado: "pendiente",
    estado_pago: "pendiente_pago",
    tipo_pago: "pago_movil",
    items: 1,
    steps: [],
  },
];

const SHIPPING = {
  "usr-demo-maria": {
    direccion: "Av. Bolívar Norte, Torre Stratos, piso 4",
    ciudad: "Valencia",
    estado: "Carabobo",
    codigo_postal: "2001",
  },
  "usr-demo-carlos": {
    direccion: "Calle 72 con Av. 3E, Edif. Lago",
    ciudad: "Maracaibo",
    estado: "Zulia",
    codigo_postal: "4001",
  },
} as const;

/** The BCV rate the seed starts with (Bs per USD); the admin area updates it. */
export const SEED_BCV_RATE = 236.4571;
const ADMIN_NAME = "Admin Tienda";

/** Store settings of a new local store: the store's own (fictitious) payment details. */
/**
 * A seeded order's money from its lines at the store's rate: the cart's rules (shipping
 * included), no discount or taxes, the Bs total at the seed's BCV rate.
 */
export function seedOrderMoney(lineas: OrderRecord["lineas"], settings: AjustesTienda) {
  const totals = cartTotals(lineas.map((l) => ({ precioCents: l.precio_cents, cantidad: l.cantidad })));
  return {
    subtotal_cents: totals.subtotalCents,
    descuento_cents: 0,
    descuento: null,
    envio_cents: totals.shippingCents,
    impuestos_cents: 0,
    total_cents: totals.totalCents,
    tasa_bcv: settings.tasa_bcv,
    total_bs_cents: usdCentsToBsCents(totals.totalCents, settings.tasa_bcv.valor),
  } satisfies Partial<OrderRecord>;
}

export function seedSettings(now: Date): AjustesTienda {
  return {
    tasa_bcv: { valor: SEED_BCV_RATE, fecha: now.toISOString().slice(0, 10) },
    datos_pago: {
      pago_movil: { banco: "banesco", telefono: "0414-555-0182", rif: "J-50123456-7", titular: "Tienda Moda C.A." },
      transferencia_bancaria: {
        banco: "mercantil",
        cuenta: "0105-0123-45-1234567890",
        rif: "J-50123456-7",
        titular: "Tienda Moda C.A.",
        instrucciones: "Cuenta corriente. Indica tu número de pedido en el concepto.",
      },
      pago_ubi: {
        telefono: "0424-555-0199",
        rif: "J-50123456-7",
        titular: "Tienda Moda C.A.",
        instrucciones: "Paga desde la app UBI al teléfono indicado e incluye tu número de pedido.",
      },
    },
    horas_limite_pago: 48,
    costos_envio: { ...DEFAULT_COSTOS_ENVIO },
    metodos_envio: seedDeliveryMethods(),
    meta_ventas_mensual: 15000,
    // The demo store's name and identity (its logo reads TIENDA), and the spec's first-purchase
    // 20 % and product-page lines (free returns within 30 days, a 2-year warranty).
    nombre_tienda: "Tienda",
    razon_social: "Tienda Moda C.A.",
    rif: "J-50123456-7",
    descuento_primera_compra: { activo: true, porcentaje: 20 },
    promesas: [
      { texto: "Devoluciones gratis dentro de los 30 días", icono: "devolucion" },
      { texto: "Garantía de 2 años", icono: "garantia" },
    ],
    // The demo store's (fictitious) contact details; the footer and info pages show them.
    contacto: { email: "soporte@tienda.com", telefono: "+58 212 555 0100", whatsapp: "+58 412 555 0100" },
    actualizado_por: null,
    actualizado_en: now.toISOString(),
  };
}

/**
 * The demo store's delivery methods (docs/delivery.md): the spec's standard and express home
 * deliveries (from the same fees), delivery to a courier's office with the four couriers a
 * Venezuelan shop uses, pickup at the (fictitious) shop in Caracas and MRW pay-on-delivery. The
 * tracking templates are the demo's examples; an owner writes her couriers' own tracking pages.
 */
export function seedDeliveryMethods(): NonNullable<AjustesTienda["metodos_envio"]> {
  const courier = (nombre: string, host: string) => ({
    nombre,
    url_seguimiento: `https://${host}/rastreo?guia={guia}`,
  });
  return [
    ...methodsFromCosts(DEFAULT_COSTOS_ENVIO),
    {
      id: "oficina",
      nombre: "Retiro en oficina de courier",
      tipo: "oficina",
      tarifa: 6,
      gratis_desde: 100,
      tarifas_por_estado: { "Distrito Capital": 4, Miranda: 4 },
      activo: true,
      couriers: [
        courier("MRW", "www.mrw.com.ve"),
        courier("Zoom", "www.grupozoom.com"),
        courier("Tealca", "www.tealca.com"),
        courier("Domesa", "www.domesa.com.ve"),
      ],
    },
    {
      id: "retiro-tienda",
      nombre: "Retiro en la tienda",
      tipo: "retiro",
      tarifa: 0,
      gratis_desde: null,
      estados: ["Distrito Capital", "Miranda"],
      activo: true,
      direccion: "Av. Francisco de Miranda, Centro Plaza, local 12, Los Palos Grandes, Caracas",
      horario: "Lunes a sábado, de 9:00 a 18:00",
    },
    {
      id: "cobro-destino",
      nombre: "Cobro a destino",
      tipo: "cobro_destino",
      tarifa: 0,
      gratis_desde: null,
      activo: true,
      couriers: [courier("MRW", "www.mrw.com.ve")],
    },
  ];
}

export interface SeededOrders {
  orders: OrderRecord[];
  receipts: Array<{ key: string; body: Buffer; contentType: string }>;
  /** Live (not cancelled) orders per buyer, for the first-purchase rule. */
  liveOrders: Map<string, number>;
}

export function seedOrders(now: Date, products: readonly ProductRecord[]): SeededOrders {
  const inStock = products.filter((p) => p.activo && Object.values(p.stock_variantes).some((n) => n > 0));
  const settings = seedSettings(now);
  const receipts: SeededOrders["receipts"] = [];
  const liveOrders = new Map<string, number>();
  let pick = 0;
  const orders = PLAN.map((plan, i): OrderRecord => {
    const user = DEMO_USERS.find((u) => u.id === plan.user)!;
    const lineas = Array.from({ length: plan.items }, (_, k) => {
      const p = inStock[(pick++ * 7) % inStock.length]!;
      const [talla = "", color = ""] = Object.entries(p.stock_variantes)
        .find(([, n]) => n > 0)![0]
        .split("|");
      return {
        productoId: p.id,
        nombre: p.nombre,
        imagen: `/${p.imagenes[0]}`,
        talla,
        color,
        cantidad: 1 + ((i + k) % 2),
        precio_cents: p.precio_cents,
      };
    });
    const money = seedOrderMoney(lineas, settings);
    const placed = now.getTime() - plan.dias * DAY;
    const at = (offset: number) => new Date(placed + offset).toISOString();
    const totalBs = money.total_bs_cents;
    const pago = paymentOf(plan.tipo_pago, i, user.email, "phone" in user.profile ? user.profile.phone : "", totalBs);
    const hasReceipt = plan.steps.some((s) => s.tipo === "comprobante_enviado");
    const receiptKey = `comprobantes/00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}.png`;
    if (hasReceipt)
      receipts.push({ key: receiptKey, body: receiptPng(pago.referencia ?? String(i)), contentType: "image/png" });
    const historial: EventoHistorial[] = [
      { tipo: "creado", fecha: at(0), por: "cliente" },
      ...plan.steps.map((s) => ({
        tipo: s.tipo,
        fecha: at(s.after),
        por: s.tipo === "comprobante_enviado" ? "cliente" : s.tipo === "vencido" ? "sistema" : ADMIN_NAME,
        ...(s.tipo === "comprobante_enviado" ? { pago } : {}),
        ...(s.motivo ? { motivo: s.motivo } : {}),
        ...(s.guia ? { guia: s.guia, transportista: s.guia.split("-")[0] } : {}),
      })),
    ];
    const last = historial[historial.length - 1]!;
    const rejected = plan.steps.find((s) => s.tipo === "rechazado");
    const waiting =
      plan.estado === "pendiente" && (plan.estado_pago === "pendiente_pago" || plan.estado_pago === "rechazado");
    if (plan.estado !== "cancelado") liveOrders.set(user.id, (liveOrders.get(user.id) ?? 0) + 1);
    return {
      id: `ord-demo-${i + 1}`,
      numero_pedido: `ORD-${new Date(placed).getUTCFullYear()}-${String(i + 1).padStart(6, "0")}`,
      usuario_id: user.id,
      estado: plan.estado,
      estado_pago: plan.estado_pago,
      tipo_pago: plan.tipo_pago,
      fecha_pedido: at(0),
      fecha_actualizacion: last.fecha,
      cliente: {
        nombre: user.firstName,
        apellido: user.lastName,
        email: user.email,
        telefono: "phone" in user.profile ? user.profile.phone : "",
      },
      envio: { nombre: user.firstName, apellido: user.lastName, ...SHIPPING[plan.user] },
      lineas,
      ...money,
      pago,
      comprobante: hasReceipt
        ? { clave: receiptKey, fecha: historial.find((e) => e.tipo === "comprobante_enviado")!.fecha }
        : null,
      // A deadline runs from placement (no receipt yet) or from the rejection.
      vence_en: waiting
        ? new Date((rejected ? placed + rejected.after : placed) + settings.horas_limite_pago * HOUR).toISOString()
        : null,
      historial,
      token_hash: null,
      fecha_pago: historial.find((e) => e.tipo === "aprobado")?.fecha ?? null,
    };
  });
  return { orders, receipts, liveOrders };
}

function paymentOf(tipo: TipoPago, i: number, email: string, telefono: string, totalBsCents: number): DatosPago {
  const referencia = String(40_512_337 + i * 7_919).padStart(8, "0");
  if (tipo === "pago_movil") return { banco: "banesco", telefono, referencia, email };
  if (tipo === "pago_ubi") return { referencia, email };
  const monto = formatBs(fromCents(totalBsCents)).replace("Bs. ", "");
  return { banco: "mercantil", referencia, monto, monto_bs: fromCents(totalBsCents), email };
}
