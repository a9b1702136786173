import { formatCents } from "@tienda/shared/rules/pricing";
import { TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import type { AjustesTienda } from "@tienda/shared/schemas/settings";
import type { OrderRecord } from "../orders/order-record";
import { orderSummary, summaryHtml, summaryText, type RenderedEmail } from "./order-emails";
import { recipient } from "./recipient";
import { escapeHtml as esc, htmlFrame, storeVoice, subjectOf } from "./store-voice";

/**
 * The owner's notices (issue 46, item 6), sent to the settings' `email_notificaciones` (else the
 * first admin's address): a new order, a receipt to review, a 1–2 star review and a variant that
 * ran out. Each is an outbox item written in the transaction of the change it tells of, and links
 * to the admin screen where she acts on it.
 */
export const OWNER_EMAIL_KINDS = [
  "aviso_pedido_nuevo",
  "aviso_comprobante",
  "aviso_resena_baja",
  "aviso_agotado",
] as const;
export type OwnerEmailKind = (typeof OWNER_EMAIL_KINDS)[number];

export function isOwnerEmailKind(kind: string): kind is OwnerEmailKind {
  return (OWNER_EMAIL_KINDS as readonly string[]).includes(kind);
}

/** A variant whose stock reached 0. */
export interface SoldOutVariant {
  producto_id: string;
  producto_nombre: string;
  talla: string;
  color: string;
}

/** What a notice says beyond its order (kept on its outbox item as `aviso`). */
export type OwnerNotice =
  /** A new order as placed: whether its receipt came with it (the order may have one by the time it is sent). */
  | { tipo: "pedido"; con_comprobante: boolean }
  | {
      tipo: "resena";
      producto_id: string;
      producto_nombre: string;
      calificacion: number;
      titulo: string | null;
      texto: string | null;
      autor: string;
      numero_pedido: string;
    }
  | {
      tipo: "agotado";
      /** The order that took the last units, or null for an admin's stock edit. */
      numero_pedido: string | null;
      variantes: SoldOutVariant[];
    };

/** Admin screens the notices link to (web/src/config/paths.ts and the pages' URL filters). */
const adminLinks = {
  order: (numero: string) => `/admin/pagos?q=${encodeURIComponent(numero)}`,
  receipt: (numero: string) => `/admin/pagos?q=${encodeURIComponent(numero)}&estado_pago=pendiente_verificacion`,
  reviews: (estrellas: number) => `/admin/resenas?estrellas=${estrellas}`,
  stock: (productoId: string) => `/admin/productos?stock_producto=${encodeURIComponent(productoId)}`,
};

const stars = (n: number) => `${n} ${n === 1 ? "estrella" : "estrellas"}`;

export function renderOwnerEmail(
  kind: OwnerEmailKind,
  to: string,
  source: { order?: OrderRecord | null; aviso?: OwnerNotice | null },
  settings: AjustesTienda | null,
  appOrigin: string,
): RenderedEmail {
  const voice = storeVoice(settings);
  const paras: string[] = [];
  let subject: string;
  let path: string;
  let cta: string;
  let order: OrderRecord | null = null;

  if (kind === "aviso_pedido_nuevo" || kind === "aviso_comprobante") {
    order = source.order ?? null;
    if (!order) throw new Error(`${kind} without its order`);
    const n = order.numero_pedido;
    const buyer = `${order.cliente.nombre} ${order.cliente.apellido}`.trim();
    const withReceipt =
      source.aviso?.tipo === "pedido" ? source.aviso.con_comprobante : order.estado_pago === "pendiente_verificacion";
    if (kind === "aviso_pedido_nuevo") {
      subject = withReceipt
        ? `Nuevo pedido ${n} con comprobante por revisar`
        : `Nuevo pedido ${n} por ${formatCents(order.total_cents)}`;
      paras.push(
        `${buyer} (${order.cliente.email}) hizo el pedido ${n} por ${formatCents(order.total_cents)}, a pagar con ${TIPO_PAGO_LABEL[order.tipo_pago]}.`,
      );
      paras.push(
        withReceipt
          ? "Adjuntó su comprobante de pago: revísalo para aprobar o rechazar el pago."
          : "Aún no envía el comprobante de pago; te avisaremos cuando llegue.",
      );
      path = withReceipt ? adminLinks.receipt(n) : adminLinks.order(n);
      cta = withReceipt ? "Revisar el comprobante" : "Ver el pedido";
    } else {
      subject = `Comprobante por revisar del pedido ${n}`;
      paras.push(
        `${buyer} envió el comprobante de pago del pedido ${n} por ${formatCents(order.total_cents)} (${TIPO_PAGO_LABEL[order.tipo_pago]}${order.pago.referencia ? `, referencia ${order.pago.referencia}` : ""}).`,
      );
      if (order.referencia_repetida) paras.push("Atención: esa referencia ya aparece en otro pedido.");
      paras.push("Revísalo para aprobar o rechazar el pago.");
      path = adminLinks.receipt(n);
      cta = "Revisar el comprobante";
    }
  } else {
    const aviso = source.aviso;
    if (kind === "aviso_resena_baja") {
      if (aviso?.tipo !== "resena") throw new Error("aviso_resena_baja without its review");
      subject = `Reseña de ${stars(aviso.calificacion)} para ${aviso.producto_nombre}`;
      paras.push(
        `${aviso.autor} calificó ${aviso.producto_nombre} con ${stars(aviso.calificacion)} (pedido ${aviso.numero_pedido}).`,
      );
      const said = [aviso.titulo, aviso.texto].filter(Boolean).join(" — ");
      if (said) paras.push(`«${said}»`);
      paras.push("Puedes leerla y, si hace falta, ocultarla desde Reseñas.");
      path = adminLinks.reviews(aviso.calificacion);
      cta = "Ver las reseñas";
    } else {
      if (aviso?.tipo !== "agotado" || aviso.variantes.length === 0) throw new Error("aviso_agotado without variants");
      const [first] = aviso.variantes;
      const variant = (v: SoldOutVariant) => `${v.producto_nombre} (talla ${v.talla}, ${v.color})`;
      subject =
        aviso.variantes.length === 1
          ? `Sin stock: ${variant(first!)}`
          : `Sin stock: ${aviso.variantes.length} variantes de tus productos`;
      paras.push(
        aviso.numero_pedido
          ? `Con el pedido ${aviso.numero_pedido} se vendieron las últimas unidades de:`
          : "Tras un cambio de stock en el panel, quedaron sin unidades:",
      );
      paras.push(aviso.variantes.map((v) => `• ${variant(v)}`).join("\n"));
      paras.push("Los compradores ya no pueden pedirlas hasta que agregues stock.");
      path = adminLinks.stock(first!.producto_id);
      cta = "Actualizar el stock";
    }
  }

  subject = subjectOf(subject, voice);
  const link = `${appOrigin}${path}`;
  // She is the store: the greeting and signature speak of it as hers.
  const hello = voice.nombre ? `Hola: novedades de ${voice.nombre}.` : "Hola: novedades de tu tienda.";
  const signature = voice.nombre ? `Aviso automático de ${voice.nombre}` : "Aviso automático de tu tienda";
  const summary = order ? orderSummary(order) : null;
  const text = [
    hello,
    "",
    ...paras.flatMap((p) => [p, ""]),
    ...(summary ? [...summaryText(summary), ""] : []),
    `${cta}: ${link}`,
    "",
    signature,
  ].join("\n");
  const html = htmlFrame({
    voice,
    subject,
    signature,
    body: `<p>${esc(hello)}</p>
${paras.map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`).join("\n")}
${summary ? summaryHtml(summary) : ""}
<p style="margin-top:24px"><a href="${esc(link)}" style="background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(cta)}</a></p>`,
  });
  return { to: recipient(to), subject, text, html, ...(voice.nombre ? { fromName: voice.nombre } : {}) };
}
