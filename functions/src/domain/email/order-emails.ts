import { fromCents, formatCents } from "@tienda/shared/rules/pricing";
import { DELIVERY_MESSAGES } from "@tienda/shared/rules/delivery";
import { bancoNombre, isPagoUsd, TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import { formatBs, formatRate, type AjustesTienda } from "@tienda/shared/schemas/settings";
import { envioDetalleOf, type OrderRecord } from "../orders/order-record";
import { recipient, type Recipient } from "./recipient";
import { escapeHtml, greetingOf, htmlFrame, signatureOf, storeVoice, subjectOf } from "./store-voice";

/**
 * The order emails, in Spanish, as HTML with a plain-text part. Pure: the sender job loads the
 * order and the settings and hands them here, so every email says what the order says.
 */
export const EMAIL_KINDS = [
  "pedido_creado",
  "comprobante_recibido",
  "pago_aprobado",
  "pago_rechazado",
  "pedido_enviado",
  "pedido_entregado",
  "pedido_cancelado",
  "pedido_vencido",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface EmailContext {
  motivo?: string;
  guia?: string;
  transportista?: string;
  /** The courier's tracking link for the guía (rules/delivery.ts trackingUrl), when it has one. */
  seguimiento_url?: string;
  /** A guest's secret order link (path with token); signed-in buyers get /perfil/pedido/{id}. */
  enlace?: string;
}

export interface RenderedEmail {
  to: Recipient;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name: the store's name (none while the store has no name). */
  fromName?: string;
}

const esc = escapeHtml;

let dateFormat: Intl.DateTimeFormat | undefined;
const formatDateTime = (iso: string) =>
  (dateFormat ??= new Intl.DateTimeFormat("es-VE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "America/Caracas",
  })).format(new Date(iso));

export function renderOrderEmail(
  kind: EmailKind,
  order: OrderRecord,
  settings: AjustesTienda | null,
  ctx: EmailContext,
  appOrigin: string,
): RenderedEmail {
  const n = order.numero_pedido;
  const link = `${appOrigin}${ctx.enlace ?? (order.usuario_id ? `/perfil/pedido/${encodeURIComponent(order.id)}` : `/pedido/${encodeURIComponent(order.id)}`)}`;
  // The rate it was taken at is in the summary's Bs total, below. A dollar payment says dollars only.
  const usd = isPagoUsd(order.tipo_pago);
  const totals = usd
    ? formatCents(order.total_cents)
    : `${formatCents(order.total_cents)} (${formatBs(fromCents(order.total_bs_cents))})`;
  const voice = storeVoice(settings);
  const hello = greetingOf(order.cliente.nombre, voice);
  const paras: string[] = [];
  let subject: string;
  let cta: string | null = "Ver mi pedido";

  switch (kind) {
    case "pedido_creado": {
      subject = `Recibimos tu pedido ${n}`;
      paras.push(`Gracias por tu compra. Tu pedido ${n} por ${totals} quedó registrado.`);
      if (order.estado_pago === "pendiente_pago" && usd) {
        paras.push(...usdPaymentParagraphs(order, settings));
      } else if (order.estado_pago === "pendiente_pago") {
        const d = settings?.datos_pago[order.tipo_pago as "pago_movil" | "transferencia_bancaria" | "pago_ubi"];
        paras.push(
          `Para completarlo, paga con ${TIPO_PAGO_LABEL[order.tipo_pago]} ${formatBs(fromCents(order.total_bs_cents))} y envíanos el comprobante desde la página del pedido.`,
        );
        if (d) {
          paras.push(
            [
              d.banco ? `Banco: ${bancoNombre(d.banco)}` : null,
              d.cuenta ? `Cuenta: ${d.cuenta}` : null,
              d.telefono ? `Teléfono: ${d.telefono}` : null,
              `RIF: ${d.rif}`,
              `Titular: ${d.titular}`,
              d.instrucciones ?? null,
            ]
              .filter(Boolean)
              .join("\n"),
          );
        }
        if (order.vence_en)
          paras.push(
            `Tienes hasta el ${formatDateTime(order.vence_en)} para enviar el comprobante; después el pedido se cancela.`,
          );
      } else {
        paras.push("Ya recibimos tu comprobante de pago; lo revisaremos pronto.");
      }
      if (!order.usuario_id)
        paras.push("Guarda este correo: el enlace de abajo es la única forma de ver tu pedido sin una cuenta.");
      cta = "Ver mi pedido";
      break;
    }
    case "comprobante_recibido":
      subject = `Recibimos tu comprobante del pedido ${n}`;
      paras.push(
        `Recibimos el comprobante de pago de tu pedido ${n} por ${totals}. Lo revisaremos y te avisaremos por este medio.`,
      );
      break;
    case "pago_aprobado":
      subject = `Pago aprobado del pedido ${n}`;
      paras.push(`Aprobamos el pago de tu pedido ${n} por ${totals}. Ya lo estamos preparando para el envío.`);
      break;
    case "pago_rechazado":
      subject = `Pago rechazado del pedido ${n}`;
      paras.push(`No pudimos aprobar el pago de tu pedido ${n}.`);
      paras.push(`Motivo: ${ctx.motivo ?? "sin indicar"}`);
      paras.push(
        order.vence_en
          ? `Puedes enviar un nuevo comprobante hasta el ${formatDateTime(order.vence_en)} desde la página del pedido; tus productos siguen reservados hasta entonces.`
          : "Puedes enviar un nuevo comprobante desde la página del pedido.",
      );
      cta = "Subir un nuevo comprobante";
      break;
    case "pedido_enviado":
      subject = `Tu pedido ${n} va en camino`;
      paras.push(shippedParagraph(order));
      if (ctx.guia || ctx.transportista) {
        paras.push(
          `Seguimiento: ${[ctx.transportista, ctx.guia ? `guía ${ctx.guia}` : null].filter(Boolean).join(", ")}.`,
        );
      }
      if (ctx.seguimiento_url) paras.push(`Sigue tu envío aquí: ${ctx.seguimiento_url}`);
      break;
    case "pedido_entregado":
      subject = `Tu pedido ${n} fue entregado`;
      paras.push(
        `Tu pedido ${n} fue entregado. ${voice.nombre ? `¡Gracias por comprar en ${voice.nombre}!` : "¡Gracias por tu compra!"}`,
      );
      paras.push(
        `¿Qué te pareció? Califica ${order.lineas.length === 1 ? "tu producto" : "cada producto"} de 1 a 5 estrellas desde la página de tu pedido (botón «Calificar»): tu opinión ayuda a otros compradores.`,
      );
      cta = "Calificar mis productos";
      break;
    case "pedido_cancelado":
      subject = `Pedido ${n} cancelado`;
      paras.push(`Tu pedido ${n} fue cancelado.${ctx.motivo ? ` Motivo: ${ctx.motivo}` : ""}`);
      if (order.estado_pago === "completado") paras.push("Nos pondremos en contacto contigo para devolverte el pago.");
      break;
    case "pedido_vencido":
      subject = `Pedido ${n} cancelado por falta de pago`;
      paras.push(
        `No recibimos el comprobante de pago de tu pedido ${n} dentro del plazo, así que lo cancelamos y liberamos los productos.`,
      );
      paras.push("Si aún los quieres, puedes hacer un nuevo pedido en la tienda.");
      cta = null;
      break;
  }

  // Where and how the parcel goes, in the order's first email (a pickup: the shop's address and hours).
  if (kind === "pedido_creado") paras.splice(1, 0, deliveryParagraph(order));
  subject = subjectOf(subject, voice);
  const summary = orderSummary(order);
  const text = [
    hello,
    "",
    ...paras.flatMap((p) => [p, ""]),
    ...summaryText(summary),
    ...(cta ? ["", `${cta}: ${link}`] : []),
    "",
    signatureOf(voice),
  ].join("\n");
  const html = htmlFrame({
    voice,
    subject,
    body: `<p>${esc(hello)}</p>
${paras.map((p) => `<p>${linked(esc(p), ctx.seguimiento_url).replace(/\n/g, "<br>")}</p>`).join("\n")}
${summaryHtml(summary)}
${cta ? `<p style="margin-top:24px"><a href="${esc(link)}" style="background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(cta)}</a></p>` : ""}`,
  });
  return {
    to: recipient(order.cliente.email, `${order.cliente.nombre} ${order.cliente.apellido}`),
    subject,
    text,
    html,
    ...(voice.nombre ? { fromName: voice.nombre } : {}),
  };
}

/** How to pay an order in dollars: the amount in USD, the store's details, and for cash, no receipt. */
function usdPaymentParagraphs(order: OrderRecord, settings: AjustesTienda | null): string[] {
  const amount = formatCents(order.total_cents);
  const dp = settings?.datos_pago;
  const deadline = order.vence_en
    ? `Tienes hasta el ${formatDateTime(order.vence_en)} para enviar el comprobante; después el pedido se cancela.`
    : null;
  switch (order.tipo_pago) {
    case "zelle":
      return [
        `Para completarlo, envía ${amount} por Zelle y súbenos el comprobante desde la página del pedido.`,
        ...(dp?.zelle ? [`Email de Zelle: ${dp.zelle.email}\nTitular: ${dp.zelle.titular}`] : []),
        ...(deadline ? [deadline] : []),
      ];
    case "binance":
      return [
        `Para completarlo, paga ${amount} (USDT) con Binance Pay y súbenos el comprobante desde la página del pedido.`,
        ...(dp?.binance ? [`Binance Pay ID: ${dp.binance.id_pago}\nTitular: ${dp.binance.titular}`] : []),
        ...(deadline ? [deadline] : []),
      ];
    default:
      return [
        `Pagarás ${amount} en efectivo (dólares) al retirar o recibir tu pedido; no necesitas enviar comprobante.`,
        ...(dp?.efectivo_usd ? [dp.efectivo_usd.instrucciones] : []),
      ];
  }
}

/** One row of an order's sums: what it is, and its signed amount in cents (the discount negative). */
export interface SummaryRow {
  etiqueta: string;
  cents: number;
  /** How the amount is written ('Gratis' for free shipping). */
  importe: string;
}

/**
 * What every order email lists, so its numbers add up to the total: each line (quantity × unit
 * price), the subtotal, the discount with its code or name, shipping, taxes when any, the total
 * and the Bs total with the rate it was taken at.
 */
export interface OrderSummary {
  lineas: SummaryRow[];
  subtotal: SummaryRow;
  descuento: SummaryRow | null;
  envio: SummaryRow;
  impuestos: SummaryRow | null;
  /** The IGTF of a dollar payment while the store charges it: 'IGTF (3%)'. */
  igtf: SummaryRow | null;
  total: SummaryRow;
  /**
   * 'Bs. 14.371,07 a la tasa BCV de Bs. 236,4582 por dólar del 2026-11-27'; null for a payment in
   * dollars (its amount is the USD one, never a Bs one).
   */
  totalBs: string | null;
  /** The buyer's cédula or RIF, when the checkout asked for it. */
  cedulaRif: string | null;
}

export function discountLabel(d: NonNullable<OrderRecord["descuento"]>): string {
  return d.tipo === "promocion" && d.codigo
    ? `Descuento código ${d.codigo} (-${d.porcentaje}%)`
    : `Descuento primera compra (-${d.porcentaje}%)`;
}

export function orderSummary(order: OrderRecord): OrderSummary {
  const lineas = order.lineas.map((l) => ({
    etiqueta: `${l.cantidad} × ${l.nombre} (talla ${l.talla}, ${l.color}) a ${formatCents(l.precio_cents)}`,
    cents: l.precio_cents * l.cantidad,
    importe: formatCents(l.precio_cents * l.cantidad),
  }));
  const descuento =
    order.descuento_cents > 0
      ? {
          etiqueta: order.descuento ? discountLabel(order.descuento) : "Descuento",
          cents: -order.descuento_cents,
          importe: `-${formatCents(order.descuento_cents)}`,
        }
      : null;
  // The delivery chosen and what it cost (orders from before the choice shipped standard).
  const detalle = envioDetalleOf(order);
  const envio = {
    etiqueta: detalle.courier ? `${detalle.nombre} (${detalle.courier.nombre})` : detalle.nombre,
    cents: order.envio_cents,
    importe:
      detalle.tipo === "cobro_destino"
        ? "Se paga al recibir"
        : order.envio_cents === 0
          ? "Gratis"
          : formatCents(order.envio_cents),
  };
  const impuestos =
    order.impuestos_cents > 0
      ? { etiqueta: "Impuestos", cents: order.impuestos_cents, importe: formatCents(order.impuestos_cents) }
      : null;
  const igtfCents = order.igtf_cents ?? 0;
  const igtf =
    igtfCents > 0
      ? {
          etiqueta: `IGTF (${formatPercent(order.igtf_porcentaje ?? 0)}%)`,
          cents: igtfCents,
          importe: formatCents(igtfCents),
        }
      : null;
  return {
    lineas,
    subtotal: { etiqueta: "Subtotal", cents: order.subtotal_cents, importe: formatCents(order.subtotal_cents) },
    descuento,
    envio,
    impuestos,
    igtf,
    total: { etiqueta: "Total", cents: order.total_cents, importe: formatCents(order.total_cents) },
    totalBs: isPagoUsd(order.tipo_pago)
      ? null
      : `${formatBs(fromCents(order.total_bs_cents))} a la tasa BCV de ${formatRate(order.tasa_bcv.valor)} por dólar del ${order.tasa_bcv.fecha}`,
    cedulaRif: order.cedula_rif ?? null,
  };
}

/** The summary as the plain-text part writes it, one row a line: 'Envío estándar — Gratis', 'Total: $60.80'. */
export function summaryText(s: OrderSummary): string[] {
  const row = (r: SummaryRow) => `${r.etiqueta} — ${r.importe}`;
  return [
    "Productos:",
    ...s.lineas.map(row),
    "",
    row(s.subtotal),
    ...(s.descuento ? [row(s.descuento)] : []),
    row(s.envio),
    ...(s.impuestos ? [row(s.impuestos)] : []),
    ...(s.igtf ? [row(s.igtf)] : []),
    `${s.total.etiqueta}: ${s.total.importe}`,
    ...(s.totalBs ? [`Total en bolívares: ${s.totalBs}`] : []),
    ...(s.cedulaRif ? [`Cédula o RIF: ${s.cedulaRif}`] : []),
  ];
}

export function summaryHtml(s: OrderSummary): string {
  const row = (r: SummaryRow, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ";font-weight:bold" : ""}">${esc(r.etiqueta)}</td><td style="text-align:right${strong ? ";font-weight:bold" : ""}">${esc(r.importe)}</td></tr>`;
  return `<table style="border-collapse:collapse;width:100%;font-size:14px">${s.lineas.map((r) => row(r)).join("")}
${row(s.subtotal)}${s.descuento ? row(s.descuento) : ""}${row(s.envio)}${s.impuestos ? row(s.impuestos) : ""}${s.igtf ? row(s.igtf) : ""}
${row(s.total, true)}
${s.totalBs ? `<tr><td colspan="2" style="padding-top:4px;color:#4a5568">Total en bolívares: ${esc(s.totalBs)}</td></tr>` : ""}${s.cedulaRif ? `<tr><td colspan="2" style="padding-top:4px;color:#4a5568">Cédula o RIF: ${esc(s.cedulaRif)}</td></tr>` : ""}</table>`;
}

/** 3 → '3', 2.5 → '2,5' (the IGTF's percentage as the summary names it). */
function formatPercent(p: number): string {
  return String(p).replace(".", ",");
}

/** How the order travels, as its first email says it. */
export function deliveryParagraph(order: OrderRecord): string {
  const d = envioDetalleOf(order);
  const to = `${order.envio.direccion}, ${order.envio.ciudad}, ${order.envio.estado}`;
  switch (d.tipo) {
    case "retiro":
      return `Entrega: ${d.nombre}. Retíralo en ${d.direccion ?? "la tienda"}${d.horario ? ` (${d.horario})` : ""}.`;
    case "oficina":
      return `Entrega: ${d.nombre}, por ${d.courier?.nombre ?? "la empresa de envío"} a la oficina ${d.oficina ?? ""} (${order.envio.ciudad}, ${order.envio.estado}).`;
    case "cobro_destino":
      return `Entrega: ${d.nombre}${d.courier ? ` por ${d.courier.nombre}` : ""}${d.oficina ? `, oficina ${d.oficina}` : ` a ${to}`}. ${DELIVERY_MESSAGES.cobroDestino}`;
    default:
      return `Entrega: ${d.nombre} a ${to}.`;
  }
}

/** The shipped email's first line: where the parcel is going. */
function shippedParagraph(order: OrderRecord): string {
  const d = envioDetalleOf(order);
  const n = order.numero_pedido;
  if (d.tipo === "retiro")
    return `Tu pedido ${n} está listo para retirar en ${d.direccion ?? "la tienda"}${d.horario ? ` (${d.horario})` : ""}.`;
  if (d.courier && d.oficina)
    return `Enviamos tu pedido ${n} por ${d.courier.nombre} a la oficina ${d.oficina} (${order.envio.ciudad}, ${order.envio.estado}).`;
  return `Enviamos tu pedido ${n} a ${order.envio.direccion}, ${order.envio.ciudad}, ${order.envio.estado}.`;
}

/** The tracking address inside an escaped paragraph becomes a link (it is the server's own, built by trackingUrl). */
function linked(escapedParagraph: string, url: string | undefined): string {
  if (!url) return escapedParagraph;
  const e = esc(url);
  return escapedParagraph.split(e).join(`<a href="${e}">${e}</a>`);
}
