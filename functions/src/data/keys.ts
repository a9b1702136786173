/** All single-table keys are built here (see docs/data-model.md). */

export const ORDER_DEADLINE_SHARDS = 4;

/** A stable shard of an id (sum of char codes), so the expiry job knows every partition to query. */
export function deadlineShard(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % ORDER_DEADLINE_SHARDS;
}
function paymentClaimPartition(referencia: string): string {
  return `PAGO#${referencia.slice(-6)}`;
}

export const keys = {
  product: (id: string) => ({ PK: `PRODUCTO#${id}`, SK: "PRODUCTO" }),
  productGsi1: (createdAt: string, id: string) => ({ GSI1PK: "PRODUCTOS", GSI1SK: `${createdAt}#${id}` }),
  productGsi2: (categoriaId: string, nombreNormalizado: string, id: string) => ({
    GSI2PK: `CATEGORIA#${categoriaId}`,
    GSI2SK: `${nombreNormalizado}#${id}`,
  }),
  productsPartition: "PRODUCTOS",
  categoryPartition: (categoriaId: string) => `CATEGORIA#${categoriaId}`,
  catalogueVersion: () => ({ PK: "CATALOGO", SK: "VERSION" }),
  category: (id: string) => ({ PK: `CATEGORIA#${id}`, SK: "CATEGORIA" }),
  categoryGsi1: (orden: number, id: string) => ({
    GSI1PK: "CATEGORIAS",
    GSI1SK: `${String(orden).padStart(3, "0")}#${id}`,
  }),
  categoriesPartition: "CATEGORIAS",
  style: (id: string) => ({ PK: `ESTILO#${id}`, SK: "ESTILO" }),
  /** Styles in the admin's order (then by id), as the home's style grid shows them. */
  styleGsi1: (orden: number, id: string) => ({ GSI1PK: "ESTILOS", GSI1SK: `${String(orden).padStart(3, "0")}#${id}` }),
  stylesPartition: "ESTILOS",
  content: (clave: string) => ({ PK: `CONTENIDO#${clave}`, SK: "CONTENIDO" }),
  testimonial: (id: string) => ({ PK: `TESTIMONIO#${id}`, SK: "TESTIMONIO" }),
  testimonialGsi1: (fecha: string, id: string) => ({ GSI1PK: "TESTIMONIOS", GSI1SK: `${fecha}#${id}` }),
  testimonialsPartition: "TESTIMONIOS",
  /** An info page (footer and help pages) by its slug: title, summary and sections. */
  infoPage: (slug: string) => ({ PK: `PAGINA#${slug}`, SK: "PAGINA" }),
  /** Every info page, by slug (the admin's list, the storefront's links, the sitemap). */
  infoPageGsi1: (slug: string) => ({ GSI1PK: "PAGINAS", GSI1SK: slug }),
  infoPagesPartition: "PAGINAS",
  /** One admin change of the store's content or structure (who, what, when), for the activity feed. */
  storeChange: (fecha: string, id: string) => ({ PK: "CAMBIOS_TIENDA", SK: `${fecha}#${id}` }),
  storeChangesPartition: "CAMBIOS_TIENDA",
  newsletter: (email: string) => ({ PK: `NEWSLETTER#${email}`, SK: "SUSCRIPCION" }),
  /** A newsletter confirmation link (by its token's hash): names the subscription's email. */
  newsletterLink: (tokenHash: string) => ({ PK: `NEWSLETTER_ENLACE#${tokenHash}`, SK: "ENLACE" }),
  user: (id: string) => ({ PK: `USUARIO#${id}`, SK: "PERFIL" }),
  userGsi1: (createdAt: string, id: string) => ({ GSI1PK: "USUARIOS", GSI1SK: `${createdAt}#${id}` }),
  usersPartition: "USUARIOS",
  userEmail: (email: string) => ({ PK: `EMAIL#${email}`, SK: "EMAIL" }),
  session: (tokenHash: string) => ({ PK: `SESION#${tokenHash}`, SK: "SESION" }),
  sessionGsi1: (userId: string, expira: string) => ({ GSI1PK: `USUARIO#${userId}`, GSI1SK: `SESION#${expira}` }),
  userPartition: (userId: string) => `USUARIO#${userId}`,
  cart: (userId: string) => ({ PK: `USUARIO#${userId}`, SK: "CARRITO" }),
  favourites: (userId: string) => ({ PK: `USUARIO#${userId}`, SK: "FAVORITOS" }),
  /** One fixed window of a rate limit (functions/src/data/throttle.ts); `ventana` = window start, epoch ms. */
  quota: (scope: string, value: string, ventana: number) => ({
    PK: `LIMITE#${scope}#${value}`,
    SK: `VENTANA#${ventana}`,
  }),
  /** An account's pending sign-in email change (one at a time), until its link is opened or expires. */
  emailChange: (userId: string) => ({ PK: `USUARIO#${userId}`, SK: "CAMBIO_EMAIL" }),
  /** Security notices for an account's owner (sign-in blocked, email changed), newest last. */
  securityNotice: (userId: string, fecha: string, id: string) => ({
    PK: `USUARIO#${userId}`,
    SK: `AVISO#${fecha}#${id}`,
  }),
  order: (id: string) => ({ PK: `PEDIDO#${id}`, SK: "PEDIDO" }),
  /** A signed-in buyer's orders, newest first. */
  orderGsi1: (userId: string, fecha: string) => ({ GSI1PK: `USUARIO#${userId}`, GSI1SK: `PEDIDO#${fecha}` }),
  /** The admin list, one partition per month of placement so no single partition takes every order write. */
  orderGsi2: (fecha: string, id: string) => ({ GSI2PK: `PEDIDOS#${fecha.slice(0, 7)}`, GSI2SK: `${fecha}#${id}` }),
  /**
   * Orders waiting for a receipt, by payment deadline (sparse GSI3: only while the payment is
   * pendiente_pago or rechazado). Spread over ORDER_DEADLINE_SHARDS partitions by order id.
   */
  orderDeadlineGsi3: (id: string, venceEn: string) => ({
    GSI3PK: `VENCE#${deadlineShard(id)}`,
    GSI3SK: `${venceEn}#${id}`,
  }),
  orderDeadlinePartition: (shard: number) => `VENCE#${shard}`,
  /** Sparse GSI3 entry of an order whose receipt waits for review, by when it was sent. */
  orderReviewGsi3: (id: string, enviado: string) => ({
    GSI3PK: `REVISION#${deadlineShard(id)}`,
    GSI3SK: `${enviado}#${id}`,
  }),
  orderReviewPartition: (shard: number) => `REVISION#${shard}`,
  /** Idempotency-Key of POST /api/pedido: the stored answer for 24 h. */
  idempotency: (key: string) => ({ PK: `IDEMPOTENCIA#${key}`, SK: "PEDIDO" }),
  /** A receipt object may be attached to one order only. */
  receiptClaim: (clave: string) => ({ PK: `COMPROBANTE#${clave}`, SK: "COMPROBANTE" }),
  /** A buyer's count of live (not cancelled) orders: the first-purchase discount needs it to be 0. */
  userPurchases: (userId: string) => ({ PK: `USUARIO#${userId}`, SK: "COMPRAS" }),
  settings: () => ({ PK: "AJUSTES", SK: "TIENDA" }),
  /** One item per change of the settings (who, when, before, after), newest last. */
  settingsChange: (fecha: string, id: string) => ({ PK: "AJUSTES", SK: `CAMBIO#${fecha}#${id}` }),
  /** The BCV rate's history (applied, typed or refused), newest last by the time it was recorded. */
  bcvRate: (registrada: string, id: string) => ({ PK: "TASAS_BCV", SK: `${registrada}#${id}` }),
  bcvRatesPartition: "TASAS_BCV",
  /** When the scheduled rate update last tried: runs closer than an hour apart skip (a lock too). */
  bcvRateAttempt: () => ({ PK: "TASA_BCV_INTENTO", SK: "INTENTO" }),
  /** One item per order that declared a payment reference: finds other orders with the same one. */
  paymentReference: (referencia: string, orderId: string) => ({
    PK: `REFERENCIA#${referencia}`,
    SK: `PEDIDO#${orderId}`,
  }),
  paymentReferencePartition: (referencia: string) => `REFERENCIA#${referencia}`,
  /** A bank statement import (docs/reconciliation.md), listed newest first in GSI1. */
  reconciliation: (id: string) => ({ PK: `CONCILIACION#${id}`, SK: "CONCILIACION" }),
  reconciliationGsi1: (fecha: string, id: string) => ({ GSI1PK: "CONCILIACIONES", GSI1SK: `${fecha}#${id}` }),
  reconciliationsPartition: "CONCILIACIONES",
  /** The column mapping an admin gave for a bank whose headers the importer does not know. */
  statementColumns: (banco: string) => ({ PK: `CONCILIACION_BANCO#${banco}`, SK: "COLUMNAS" }),
  /**
   * A bank payment that settled an order (docs/reconciliation.md, "One payment, one order"): the
   * partition is the reference's last 6 digits (banks shorten references, so every way of writing
   * one lands in one partition), the sort key its digits without leading zeros and the amount in
   * céntimos. Written with attribute_not_exists in every approval's transaction; an approval the
   * admin confirmed over a used reference adds its order to the key instead.
   */
  paymentClaim: (referencia: string, montoCents: number, confirmadaPara?: string) => ({
    PK: paymentClaimPartition(referencia),
    SK: `REF#${referencia}#${montoCents}${confirmadaPara ? `#PEDIDO#${confirmadaPara}` : ""}`,
  }),
  paymentClaimPartition,
  /**
   * One statement line (date, reference digits without leading zeros, amount in céntimos) settles
   * one order, ever, even one the admin confirmed over a used reference; the bank's name, free
   * text, is not part of it (importing a file with and without 'Banco' is one line).
   */
  statementLine: (fecha: string, referencia: string, montoCents: number) => ({
    PK: `MOVIMIENTO#${fecha}#${referencia}#${montoCents}`,
    SK: "MOVIMIENTO",
  }),
  /** An email waiting in the outbox (written in the same transaction as the change it tells of). */
  email: (id: string) => ({ PK: `CORREO#${id}`, SK: "CORREO" }),
  /** Sparse GSI3 entry while an email waits to be (re)sent, by the time of its next attempt. */
  emailDueGsi3: (id: string, siguienteIntento: string) => ({
    GSI3PK: `CORREOS#${deadlineShard(id)}`,
    GSI3SK: `${siguienteIntento}#${id}`,
  }),
  emailDuePartition: (shard: number) => `CORREOS#${shard}`,
  /** Sparse GSI3 entry of a product whose offer starts or ends later, keyed by that moment. */
  offerTransitionGsi3: (productId: string, at: string) => ({
    GSI3PK: `OFERTAS#${deadlineShard(productId)}`,
    GSI3SK: `${at}#${productId}`,
  }),
  offerTransitionPartition: (shard: number) => `OFERTAS#${shard}`,
  /** Sales aggregates of one UTC day (YYYY-MM-DD), in shards (data/counter-shards.ts; 0 is the pre-split item). */
  dailyStats: (dia: string, shard = 0) => ({ PK: `VENTAS#${dia}`, SK: shard ? `DIA#${shard}` : "DIA" }),
  promo: (codigo: string) => ({ PK: `PROMO#${codigo.toUpperCase()}`, SK: "PROMO" }),
  /** The admin's list of promo codes, by code. */
  promoGsi1: (codigo: string) => ({ GSI1PK: "PROMOS", GSI1SK: codigo.toUpperCase() }),
  promosPartition: "PROMOS",
  /**
   * A once-per-customer code's use by one customer (account or hashed guest email), under the
   * code's generation so a code deleted and created again starts with no uses.
   */
  promoUse: (codigo: string, generacion: string, cliente: string) => ({
    PK: `PROMO#${codigo.toUpperCase()}`,
    SK: `USO#${generacion}#${cliente}`,
  }),
  counter: (nombre: string) => ({ PK: `CONTADOR#${nombre}`, SK: "CONTADOR" }),
  /** Live unpaid orders of one device cookie, email or client address (data/order-holds.ts). */
  liveUnpaid: (cupo: string) => ({ PK: `VIVOS#${cupo}`, SK: "VIVOS" }),
  /** Orders and units held by unpaid and under-review orders (the admin payments page), in shards. */
  heldStock: (shard = 0) => ({ PK: "RETENIDO", SK: shard ? `PEDIDOS#${shard}` : "PEDIDOS" }),
  /**
   * A buyer's review of a product, in the product's partition: one item per (product, buyer), so
   * "one review per product per buyer" is a conditional put. `comprador` is 'u_<user id>' or
   * 'g_<hash of the guest's email>'.
   */
  review: (productId: string, comprador: string) => ({ PK: `PRODUCTO#${productId}`, SK: `RESENA#${comprador}` }),
  /** Every review of a product (any visibility), for recounts. */
  reviewsOfProductPrefix: "RESENA#",
  /** Visible reviews of a product, newest first (GSI1; removed while hidden). */
  reviewGsi1: (productId: string, fecha: string, id: string) => ({
    GSI1PK: `RESENAS#${productId}`,
    GSI1SK: `${fecha}#${id}`,
  }),
  reviewNewestPartition: (productId: string) => `RESENAS#${productId}`,
  /** Visible reviews of a product, most useful first (GSI2, by the review's usefulness score). */
  reviewGsi2: (productId: string, utilidad: number, fecha: string, id: string) => ({
    GSI2PK: `RESENAS_UTILES#${productId}`,
    GSI2SK: `${String(utilidad).padStart(4, "0")}#${fecha}#${id}`,
  }),
  reviewUsefulPartition: (productId: string) => `RESENAS_UTILES#${productId}`,
  /** Every review of the store by date (GSI3), for the admin's list and the dashboard. */
  reviewGsi3: (fecha: string, id: string) => ({ GSI3PK: "RESENAS", GSI3SK: `${fecha}#${id}` }),
  reviewsPartition: "RESENAS",
  /**
   * 'Avísame cuando llegue' (docs/restock-alerts.md): one partition per product and variant holds
   * the shoppers waiting for it (one item per email) and its demand counter, so a restock reads its
   * waiting list by key and a subscription and a restock meet on the counter.
   */
  restockAlert: (productId: string, variante: string, email: string) => ({
    PK: `AVISOS#${productId}#${variante}`,
    SK: `EMAIL#${email}`,
  }),
  restockAlertsPartition: (productId: string, variante: string) => `AVISOS#${productId}#${variante}`,
  restockAlertPrefix: "EMAIL#",
  restockDemand: (productId: string, variante: string) => ({ PK: `AVISOS#${productId}#${variante}`, SK: "DEMANDA" }),
  /** Variants someone waits for (sparse GSI1, only while esperando > 0), most waited first. */
  restockDemandGsi1: (esperando: number, desde: string, productId: string, variante: string) => ({
    GSI1PK: "DEMANDA_AVISOS",
    GSI1SK: `${String(Math.max(0, 9_999_999 - esperando)).padStart(7, "0")}#${desde}#${productId}#${variante}`,
  }),
  restockDemandPartition: "DEMANDA_AVISOS",
  /** The unsubscribe link of a restock email (by its token's hash): names the product, variant and email. */
  restockUnsubscribe: (tokenHash: string) => ({ PK: `AVISO_BAJA#${tokenHash}`, SK: "ENLACE" }),
  /** A photo uploaded in bulk, by its original file name in lower case: the upload's key, for a day. */
  bulkPhoto: (nombreArchivo: string) => ({ PK: `FOTO_SUBIDA#${nombreArchivo.toLowerCase()}`, SK: "FOTO" }),
} as const;
