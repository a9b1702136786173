import { createHash, randomUUID } from "node:crypto";
import { firstPurchasePercent, fromCents, normalizePromoCode } from "@tienda/shared/rules/pricing";
import {
  deliveryOfOrder,
  pickDeliveryMethod,
  type EnvioElegido,
  type MetodoEnvioTienda,
} from "@tienda/shared/rules/delivery";
import { pricesAt } from "@tienda/shared/rules/offers";
import { needsReceipt, type CreateOrder, type QuoteOrderInput } from "@tienda/shared/schemas/checkout";
import type { Cotizacion, PedidoCreado } from "@tienda/shared/schemas/orders";
import type { AjustesTienda } from "@tienda/shared/schemas/settings";
import { badRequest, conflict, DomainError, tooMany, unavailable } from "../errors";
import { env } from "../../lib/env";
import { METRIC, recordMetric } from "../../lib/metrics";
import { getProductsByIds } from "../../data/products";
import { checkoutReads, type Buyer, type CheckoutReads, type LiveOrders, type SessionCookie } from "./checkout-reads";
import { getPromo, promoUsedBy, promoUseItems, type PromoRecord } from "../../data/promotions";
import { promoCustomers, promoProblem, type PromoProblem } from "../promotions/promo-rules";
import { getSettingsForCheckout } from "../../data/settings";
import { nextOrderNumber } from "../../data/counters";
import {
  getIdempotentReply,
  placeOrder,
  referenceUsedElsewhere,
  type StockSeen,
  type StoredReply,
} from "../../data/orders";
import { variantKey, type ProductRecord } from "../catalogue/product-record";
import { guestOrderLink, hashOrderToken, newOrderToken } from "./access";
import { toPedidoDetalle, type OrderRecord } from "./order-record";
import { paymentData } from "./payment-data";
import { cedulaRifOf, checkMethodEnabled, withIgtf } from "./payment-terms";
import { priceOrder, stockMessage, type LineRequest, type PricedOrder } from "./price-order";
import { copyReceiptForReview, discardReceiptCopy } from "./receipts";
import { liveSlots, slotMessage, unitLimitProblem, unitLimits } from "./order-limits";

/**
 * The checkout's workflows: quoting a cart and placing an order. The server is the only
 * authority on prices, discounts, stock and the order's owner; whatever the client computed is
 * ignored.
 */

export const ORDER_MESSAGES = {
  invalidPromo: "Código promocional inválido",
  promoChanged: "El código promocional cambió mientras hacías el pedido. Revisa el total e inténtalo de nuevo.",
  noSettings: "La tienda aún no ha configurado sus datos de pago. Inténtalo más tarde.",
  idempotencyMissing: "Falta el encabezado Idempotency-Key o no es válido",
  idempotencyReused: "Esta clave de idempotencia ya se usó para otro pedido distinto",
  receiptUsed: "Este comprobante ya fue usado en otro pedido",
  firstPurchaseTaken:
    "El descuento de primera compra ya se aplicó a otro de tus pedidos. Revisa el total e inténtalo de nuevo.",
  notFound: "Pedido no encontrado",
} as const;

export type { Buyer, SessionCookie } from "./checkout-reads";

/** The store's settings; until an admin has saved them the store cannot sell (unavailable). */
export async function settingsOrFail(): Promise<AjustesTienda> {
  const settings = await getSettingsForCheckout();
  if (!settings) throw unavailable(ORDER_MESSAGES.noSettings);
  return settings;
}

interface Priced {
  priced: PricedOrder;
  /** The code, when it applies to this cart (priced with it). */
  promo: PromoRecord | null;
  /** Why the code sent does not apply (the cart is priced without it), or null. */
  promoIssue: PromoProblem | null;
  /** Who a once-per-customer use belongs to, every key of it (promo-rules.ts promoCustomers). */
  clientes: string[];
}

/** What pricing reads: the products, the code and its use by this customer, the buyer's live orders. */
interface PricingReads {
  products: Map<string, ProductRecord | null>;
  promo: PromoRecord | null;
  /** This customer already holds a use of the (once-per-customer) code. */
  used: boolean;
  /** Live (not cancelled) orders of the signed-in buyer; 1 when not read (no first-purchase discount). */
  liveOrders: number;
  clientes: string[];
}

/** Whether the buyer's live-order count matters: signed in, while the first-purchase discount is on. */
const needsLiveOrders = (buyer: Buyer | null, settings: AjustesTienda | null): buyer is Buyer =>
  !!buyer && settings?.descuento_primera_compra?.activo === true;

/**
 * What pricing reads, once the checkout's keyed reads (checkout-reads.ts) are under way: the code
 * needs nothing else; the code's use waits only for the buyer. The live-order count is used once
 * its user is known to be the buyer (null: not read, no first-purchase discount).
 */
async function pricingReads(
  lines: readonly LineRequest[],
  codigo: string | null | undefined,
  first: Pick<CheckoutReads, "products" | "buyer" | "live">,
  settings: Promise<AjustesTienda | null>,
  email: string | null,
): Promise<PricingReads> {
  const code = codigo ? normalizePromoCode(codigo) : "";
  const promoRead = code ? getPromo(code) : Promise.resolve(null);
  const clientesRead = first.buyer.then((b) =>
    promoCustomers({ usuarioId: b?.id ?? null, accountEmail: b?.email ?? null, email }),
  );
  const [products, promo, used, liveOrders, clientes] = await Promise.all([
    first.products,
    promoRead,
    Promise.all([promoRead, clientesRead]).then(([promo, clientes]) =>
      !!promo && promo.una_vez_por_cliente && clientes.length > 0 ? promoUsedBy(promo, clientes) : false,
    ),
    Promise.all([first.buyer, settings, first.live]).then(([b, s, live]) => liveOrdersOf(b, s, live)),
    clientesRead,
  ]);
  return { products, promo, used, liveOrders, clientes };
}

/** The buyer's live orders as the discount counts them: 1 (no discount) unless read for that buyer. */
function liveOrdersOf(buyer: Buyer | null, settings: AjustesTienda | null, live: LiveOrders | null): number {
  return needsLiveOrders(buyer, settings) && live?.usuarioId === buyer.id ? live.count : 1;
}

function priceFor(
  lines: readonly LineRequest[],
  codigo: string | null | undefined,
  delivery: Delivery | null,
  buyer: Buyer | null,
  settings: AjustesTienda,
  now: Date,
  reads: PricingReads,
): Priced {
  const code = codigo ? normalizePromoCode(codigo) : "";
  const { products, promo, used, liveOrders, clientes } = reads;
  // The live-order count only matters while the store's first-purchase discount is on.
  const firstPercent = firstPurchasePercent(settings.descuento_primera_compra, buyer !== null && liveOrders <= 0);
  // An offer that ended a moment ago is not charged, even before the offers job moved the price.
  const atNow = new Map([...products].map(([id, p]) => [id, p ? { ...p, ...pricesAt(p, now) } : null]));
  const priceWith = (applied: PromoRecord | null) =>
    priceOrder({
      lines,
      products: atNow,
      promo: applied ? { codigo: applied.codigo, porcentaje: applied.porcentaje } : null,
      firstPurchasePercent: firstPercent,
      tasaBcv: settings.tasa_bcv.valor,
      delivery,
    });
  const withCode = priceWith(promo);
  const promoIssue = code
    ? promoProblem(promo, { now, subtotalCents: withCode.subtotal_cents, usedByCustomer: used })
    : null;
  if (!promoIssue) return { priced: withCode, promo, promoIssue, clientes };
  return { priced: priceWith(null), promo: null, promoIssue, clientes };
}

/** A delivery method of the store, checked for the destination state, and that state. */
interface Delivery {
  method: MetodoEnvioTienda;
  estado?: string | null;
}

/**
 * The method an order or quote names (rules/delivery.ts pickDeliveryMethod): an unknown or
 * inactive method, or one that does not ship to the state, is refused (400). A store with no
 * method on offer cannot ship an order (503); a quote is then priced without shipping.
 */
function deliveryFor(
  settings: AjustesTienda,
  id: string | null | undefined,
  estado: string | null | undefined,
  forOrder: boolean,
): Delivery | null {
  const choice = pickDeliveryMethod(settings.metodos_envio ?? [], id, estado);
  if (choice.ok) return { method: choice.method, estado };
  if (choice.motivo === "ninguno") {
    if (forOrder) throw unavailable(choice.mensaje);
    return null;
  }
  throw badRequest(choice.mensaje, { metodo_envio: choice.mensaje });
}

/** An order's delivery as it keeps it; an office delivery without its courier or office is refused. */
function chosenDelivery(delivery: Delivery, input: { courier?: string | null; oficina?: string | null }): EnvioElegido {
  const r = deliveryOfOrder(delivery.method, input);
  if (!r.ok) throw badRequest(Object.values(r.errores)[0]!, r.errores);
  return r.envio;
}

/**
 * POST /api/pedido/cotizacion: what POST /api/pedido would charge right now, nothing written. The
 * settings beside one read of the products, the session, its user and the user's live orders
 * (checkout-reads.ts): one wait for a shopper whose token names its user.
 */
export async function quoteOrder(input: QuoteOrderInput, who: SessionCookie | Buyer | null): Promise<Cotizacion> {
  const settingsRead = getSettingsForCheckout();
  const first = checkoutReads({ productIds: input.lineas.map((l) => l.productoId), who, settings: settingsRead });
  const [stored, buyer, reads] = await Promise.all([
    settingsRead,
    first.buyer,
    pricingReads(input.lineas, input.codigo_promocional, first, settingsRead, null),
  ]);
  if (!stored) throw unavailable(ORDER_MESSAGES.noSettings);
  const settings = stored;
  if (input.tipo_pago) checkMethodEnabled(settings, input.tipo_pago);
  const { priced, promoIssue } = priceFor(
    input.lineas,
    input.codigo_promocional,
    deliveryFor(settings, input.metodo_envio, input.estado, false),
    buyer,
    settings,
    new Date(),
    reads,
  );
  const overLimit = priced.problemas.length === 0 ? unitLimitProblem(priced.lineas, unitLimits(settings)) : null;
  // The IGTF of the method quoted (a dollar method while the store charges it), in the total.
  const paid = withIgtf(priced, input.tipo_pago, settings);
  return {
    lineas: priced.lineas.map((l) => ({
      productoId: l.productoId,
      nombre: l.nombre,
      imagen: l.imagen,
      talla: l.talla,
      color: l.color,
      cantidad: l.cantidad,
      precio: fromCents(l.precio_cents),
      importe: fromCents(l.precio_cents * l.cantidad),
      disponible: l.disponible,
    })),
    problemas: [
      ...priced.problemas.map(({ productoId, talla, color, mensaje }) => ({ productoId, talla, color, mensaje })),
      // What an unpaid order may reserve, shown before the shopper places it.
      ...(overLimit ? [overLimit] : []),
    ],
    subtotal: fromCents(priced.subtotal_cents),
    descuento: fromCents(priced.descuento_cents),
    descuento_detalle: priced.descuento,
    error_codigo: promoIssue?.mensaje ?? null,
    motivo_codigo: promoIssue?.motivo ?? null,
    metodo_envio: priced.metodo_envio,
    metodo_envio_nombre: priced.envio_nombre,
    envio: fromCents(priced.envio_cents),
    impuestos: 0,
    tipo_pago: input.tipo_pago ?? null,
    igtf: fromCents(paid.igtf_cents),
    total: fromCents(paid.total_cents),
    tasa_bcv: settings.tasa_bcv,
    total_bs: fromCents(paid.total_bs_cents),
  };
}

const CASH_NO_RECEIPT = "El pago en efectivo se hace al retirar o recibir el pedido: no lleva comprobante";

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export function checkIdempotencyKey(key: string | undefined): string {
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(ORDER_MESSAGES.idempotencyMissing, { "Idempotency-Key": ORDER_MESSAGES.idempotencyMissing });
  }
  return key;
}

/** What makes two requests "the same": the fields the order is built from, and who sends them. */
export function requestHash(input: CreateOrder, buyer: Buyer | null): string {
  const { usuario_id: _u, productos: _p, subtotal: _s, impuestos: _i, envio: _e, total: _t, ...rest } = input;
  // Standard is the default: left out, a body of the shape before the choice hashes as it did.
  const used = rest.metodo_envio === "estandar" ? { ...rest, metodo_envio: undefined } : rest;
  const lineas = used.lineas.map(({ productoId, talla, color, cantidad }) => ({ productoId, talla, color, cantidad }));
  const canonical = JSON.stringify(
    Object.fromEntries(
      Object.entries({ ...used, lineas })
        .filter(([, v]) => v !== undefined && v !== null && v !== "")
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
  return createHash("sha256")
    .update(`${buyer?.id ?? "invitado"}\n${canonical}`)
    .digest("hex");
}

/** Where an order comes from, for the limits on live unpaid orders (order-limits.ts). */
export interface OrderOrigin {
  /** The checkout's device cookie id (a new one is issued when absent). */
  dispositivo: string | null;
  /** The client address (an IPv6 client is keyed on its /64: lib/http.ts). */
  ip: string | null;
}

export interface PlaceOrderResult {
  reply: PedidoCreado;
  replayed: boolean;
}

/**
 * POST /api/pedido. Prices on the server, reserves stock and writes the order in one
 * transaction (data/orders.ts placeOrder). The same Idempotency-Key with the same body answers
 * the stored reply, even when both requests race; with another body it is refused.
 *
 * Three waits on the store (docs/performance.md, "The order path"): every read at once (the
 * settings, the repeated payment reference, the promo code, and one read of the products, the
 * Idempotency-Key's stored answer, and the session, its user and the user's live orders), then the
 * order number, then the transaction. The repeated-reference query only flags the order, so the
 * checks and the number do not wait for it: it ends beside the number; so does the receipt's
 * checked copy, begun with the first reads. A key already answered is answered again at once, with
 * no number taken and no transaction tried; a retry that races its first request is refused by the
 * transaction's conditional Put of the key, and then finds the answer.
 */
export async function placeNewOrder(
  input: CreateOrder,
  who: SessionCookie | Buyer | null,
  idempotencyKey: string,
  now: Date,
  origin: OrderOrigin = { dispositivo: null, ip: null },
): Promise<PlaceOrderResult> {
  // An order sent with its receipt keeps a checked copy of it (copyReceiptForReview: a copy and a
  // ranged read in S3), made while the order is read and checked rather than after; a request that
  // ends in anything but a new order (a refusal, an error, a retry's earlier answer) removes it.
  const bucket = env().RECEIPTS_BUCKET;
  const claveSubida = input.clave?.trim() || null;
  const copy = claveSubida && needsReceipt(input.tipo_pago) ? copyReceiptForReview(bucket, claveSubida) : null;
  copy?.catch(() => undefined);
  let kept = false;
  try {
    const result = await placeOrderRequest(input, who, idempotencyKey, now, origin, copy ?? Promise.resolve(null));
    kept = !result.replayed;
    return result;
  } finally {
    if (copy && !kept) {
      const made = await copy.catch(() => null);
      if (made) await discardReceiptCopy(bucket, made);
    }
  }
}

async function placeOrderRequest(
  input: CreateOrder,
  who: SessionCookie | Buyer | null,
  idempotencyKey: string,
  now: Date,
  origin: OrderOrigin,
  copy: Promise<string | null>,
): Promise<PlaceOrderResult> {
  const orderId = randomUUID();
  const settingsRead = getSettingsForCheckout();
  const first = checkoutReads({
    productIds: input.lineas.map((l) => l.productoId),
    who,
    settings: settingsRead,
    idempotencyKey,
  });
  // Whether another order already declared this bank and reference ('Referencia repetida'): a flag
  // the order carries, never a refusal, so the checks and the number do not wait for it.
  const referenciaRead = referenceUsedElsewhere(input.tipo_pago, paymentData(input), orderId);
  referenciaRead.catch(() => undefined);
  // A code's rules may depend on who buys (once per customer); without one the checks do not.
  const checksBuyer = input.codigo_promocional ? first.buyer : Promise.resolve(null);
  const answerOf = async (earlier: StoredReply | null): Promise<PlaceOrderResult | null> => {
    if (!earlier) return null;
    if (earlier.hash !== requestHash(input, await first.buyer)) throw conflict(ORDER_MESSAGES.idempotencyReused);
    return { reply: earlier.respuesta as PedidoCreado, replayed: true };
  };
  const [stored, reads, knownBuyer, earlier] = await Promise.all([
    settingsRead,
    // Priced as a buyer with live orders: the checks do not depend on the first-purchase discount.
    pricingReads(
      input.lineas,
      input.codigo_promocional,
      { products: first.products, buyer: checksBuyer, live: Promise.resolve(null) },
      settingsRead,
      input.email,
    ),
    checksBuyer,
    first.earlier,
  ]);
  // A retry of an order already placed: that order's answer, as it was, before any check or number.
  const answered = await answerOf(earlier);
  if (answered) return answered;
  try {
    return await placeChecked({
      input,
      checksBuyer: knownBuyer,
      buyerRead: first.buyer,
      liveOrdersRead: first.live,
      stored,
      reads,
      referenciaRead,
      copy,
      orderId,
      key: idempotencyKey,
      now,
      origin,
    });
  } catch (err) {
    // A refused request may be the retry of one placed meanwhile: that one's answer, as it was.
    if (err instanceof DomainError) {
      const raced = await answerOf(await getIdempotentReply(idempotencyKey));
      if (raced) return raced;
    }
    throw err;
  }
}

async function placeChecked(p: {
  input: CreateOrder;
  /** The buyer when the checks depend on it (a promo code), else null: the checks run without. */
  checksBuyer: Buyer | null;
  buyerRead: Promise<Buyer | null>;
  liveOrdersRead: Promise<LiveOrders | null>;
  stored: AjustesTienda | null;
  reads: PricingReads;
  referenciaRead: Promise<boolean>;
  /** The receipt's checked copy, under way since the request began (null: none was sent). */
  copy: Promise<string | null>;
  orderId: string;
  key: string;
  now: Date;
  origin: OrderOrigin;
}): Promise<PlaceOrderResult> {
  const { input, now, origin } = p;
  if (!p.stored) throw unavailable(ORDER_MESSAGES.noSettings);
  const settings = p.stored;
  // Only a method the store takes, and the buyer's cédula or RIF while the store asks for it (400).
  checkMethodEnabled(settings, input.tipo_pago);
  const cedulaRif = cedulaRifOf(settings, input.cedula_rif);
  const delivery = deliveryFor(settings, input.metodo_envio, input.estado, true)!;
  const envioElegido = chosenDelivery(delivery, input);
  // Priced as a buyer with live orders (no first-purchase discount): what the checks below look at
  // (stock, availability, the code's rules, unit limits) does not depend on the discount.
  const checked = priceFor(input.lineas, input.codigo_promocional, delivery, p.checksBuyer, settings, now, p.reads);
  const { promoIssue } = checked;
  // A code that does not apply is refused with its reason, never dropped in silence (full price).
  if (promoIssue) {
    const errores = { codigo_promocional: promoIssue.mensaje };
    throw promoIssue.motivo === "desconocido"
      ? badRequest(promoIssue.mensaje, errores)
      : conflict(promoIssue.mensaje, errores);
  }
  const notForSale = checked.priced.problemas.find((x) => x.tipo !== "stock");
  if (notForSale) throw badRequest(notForSale.mensaje, { lineas: notForSale.mensaje });
  const shortage = checked.priced.problemas.find((x) => x.tipo === "stock");
  if (shortage) throw conflict(shortage.mensaje, { lineas: shortage.mensaje });
  // Every order is unpaid when placed: bound what it may reserve (issue 32, item 2).
  const overLimit = unitLimitProblem(checked.priced.lineas, unitLimits(settings));
  if (overLimit) throw conflict(overLimit.mensaje, { lineas: overLimit.mensaje });

  const claveSubida = input.clave?.trim() || null;
  if (claveSubida && !needsReceipt(input.tipo_pago)) throw badRequest(CASH_NO_RECEIPT, { clave: CASH_NO_RECEIPT });
  // The number only once the order passed every check (numbers are unique, not gapless), and at
  // the same time the buyer (when the checks did not need it), the buyer's live orders (the
  // first-purchase discount) and the checked copy the order keeps of its receipt, under a key no
  // upload policy names (item 5), while the repeated-reference query ends. A number taken for a
  // receipt that fails its check is not reused. Any copy no order keeps goes (placeNewOrder).
  const [numero, buyer, live, clave, referenciaRepetida] = await Promise.all([
    nextOrderNumber(now),
    p.buyerRead,
    p.liveOrdersRead,
    p.copy,
    p.referenciaRead,
  ]);
  // Counted for the user the session turned out to be, while the discount is on; 1: no discount.
  const liveOrders = liveOrdersOf(buyer, settings, live);
  const hash = requestHash(input, buyer);
  const { priced, promo, clientes } =
    liveOrders === p.reads.liveOrders
      ? checked
      : priceFor(input.lineas, input.codigo_promocional, delivery, buyer, settings, now, { ...p.reads, liveOrders });
  const slots = liveSlots({ dispositivo: origin.dispositivo, email: input.email, ip: origin.ip });

  const order = buildOrder({ id: p.orderId, input, priced, envioElegido, buyer, settings, clave, now, numero });
  if (cedulaRif) order.cedula_rif = cedulaRif;
  const token = buyer ? null : newOrderToken();
  order.token_hash = token ? hashOrderToken(token) : null;
  order.referencia_repetida = referenciaRepetida;
  order.cupos = slots.map((s) => s.clave);
  // The code's use is counted only when its discount is the one applied (not the first-purchase discount).
  const mine = promo?.una_vez_por_cliente ? clientes : [];
  const promoUse =
    promo && priced.descuento?.tipo === "promocion"
      ? { codigo: promo.codigo, generacion: promo.generacion, cliente: mine[0] ?? null, clientes: mine }
      : null;
  if (promoUse) order.promo_uso = promoUse;
  const enlace = token ? guestOrderLink(order.id, token) : null;
  const reply: PedidoCreado = { pedido: toPedidoDetalle(order), enlace };

  const outcome = await placeOrder({
    order,
    idempotency: { key: p.key, hash, respuesta: reply },
    email: { kind: "pedido_creado", ctx: enlace ? { enlace } : {} },
    now,
    slots,
    ...(claveSubida ? { receiptUploadKey: claveSubida } : {}),
    ...(promo && promoUse ? { promoUse: promoUseItems(promo, promoUse, priced.subtotal_cents, now) } : {}),
    stockSeen: stockSeenOf(priced),
  });
  if (outcome.ok) {
    recordMetric(METRIC.ordersPlaced);
    return { reply, replayed: false };
  }
  switch (outcome.reason) {
    case "live_limit":
      throw tooMany(slotMessage(outcome.slot));
    case "duplicate_key":
      // A request with the same key was placed first (a retry, or a twin that won the race):
      // placeNewOrder answers with its reply, or 409 when it was another body.
      throw conflict(ORDER_MESSAGES.idempotencyReused);
    case "receipt_used":
      throw conflict(ORDER_MESSAGES.receiptUsed, { clave: ORDER_MESSAGES.receiptUsed });
    case "first_purchase_taken":
      throw conflict(ORDER_MESSAGES.firstPurchaseTaken);
    case "promo_rules":
    case "promo_used":
      throw await promoConflict(promo!, outcome.reason === "promo_used", priced.subtotal_cents, now);
    case "stock":
      throw await stockConflict(outcome.productoId, input.lineas);
  }
}

/** The variant stock pricing read (lines are merged per variant), for placeOrder's conditions. */
function stockSeenOf(priced: PricedOrder): StockSeen {
  const seen: StockSeen = new Map();
  for (const l of priced.lineas) {
    const variants = seen.get(l.productoId) ?? new Map<string, number>();
    variants.set(variantKey(l.talla, l.color), l.disponible);
    seen.set(l.productoId, variants);
  }
  return seen;
}

/**
 * Why the code's use was refused by the transaction (another order took its last use, the
 * customer's other order used it, the admin changed it): read again and name the rule.
 */
async function promoConflict(read: PromoRecord, usedByCustomer: boolean, subtotalCents: number, now: Date) {
  const issue = promoProblem(await getPromo(read.codigo), { now, subtotalCents, usedByCustomer });
  const mensaje = issue?.mensaje ?? ORDER_MESSAGES.promoChanged;
  return conflict(mensaje, { codigo_promocional: mensaje });
}

/** Names the product, size and colour that ran out between pricing and the transaction. */
async function stockConflict(productoId: string, lines: readonly LineRequest[]): Promise<DomainError> {
  const product = (await getProductsByIds([productoId])).get(productoId);
  const mine = lines.filter((l) => l.productoId === productoId);
  const short =
    mine.find((l) => (product?.stock_variantes[variantKey(l.talla, l.color)] ?? 0) < l.cantidad) ?? mine[0]!;
  const left = product?.stock_variantes[variantKey(short.talla, short.color)] ?? 0;
  const mensaje = stockMessage(product?.nombre ?? productoId, short.talla, short.color, left);
  return conflict(mensaje, { lineas: mensaje });
}

function buildOrder(p: {
  id: string;
  input: CreateOrder;
  priced: PricedOrder;
  envioElegido: EnvioElegido;
  buyer: Buyer | null;
  settings: AjustesTienda;
  clave: string | null;
  now: Date;
  numero: string;
}): OrderRecord {
  const { input, priced, now } = p;
  const fecha = now.toISOString();
  const pago = paymentData(input);
  // Cash is collected on pickup or delivery: no receipt to wait for, so no deadline (the order
  // waits pendiente_pago until the admin marks it paid or cancels it; docs/payments.md).
  const deadline = needsReceipt(input.tipo_pago)
    ? new Date(now.getTime() + p.settings.horas_limite_pago * 3_600_000).toISOString()
    : null;
  const paid = withIgtf(priced, input.tipo_pago, p.settings);
  return {
    id: p.id,
    numero_pedido: p.numero,
    usuario_id: p.buyer?.id ?? null,
    estado: "pendiente",
    estado_pago: p.clave ? "pendiente_verificacion" : "pendiente_pago",
    tipo_pago: input.tipo_pago,
    fecha_pedido: fecha,
    fecha_actualizacion: fecha,
    cliente: { nombre: input.nombre, apellido: input.apellido, email: input.email, telefono: input.telefono },
    envio: {
      nombre: input.nombre,
      apellido: input.apellido,
      direccion: input.direccion,
      ciudad: input.ciudad,
      estado: input.estado,
      codigo_postal: input.codigo_postal,
    },
    lineas: priced.lineas.map(({ disponible: _d, ...l }) => l),
    subtotal_cents: priced.subtotal_cents,
    descuento_cents: priced.descuento_cents,
    descuento: priced.descuento,
    metodo_envio: p.envioElegido.id,
    envio_elegido: p.envioElegido,
    envio_cents: priced.envio_cents,
    impuestos_cents: priced.impuestos_cents,
    ...(paid.igtf_cents > 0 ? { igtf_cents: paid.igtf_cents, igtf_porcentaje: paid.igtf_porcentaje! } : {}),
    total_cents: paid.total_cents,
    tasa_bcv: p.settings.tasa_bcv,
    total_bs_cents: paid.total_bs_cents,
    pago,
    comprobante: p.clave ? { clave: p.clave, fecha } : null,
    vence_en: p.clave ? null : deadline,
    historial: [
      { tipo: "creado", fecha, por: "cliente" },
      ...(p.clave ? [{ tipo: "comprobante_enviado" as const, fecha, por: "cliente", pago }] : []),
    ],
    token_hash: null,
  };
}
