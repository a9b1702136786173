import { fromCents, formatCents, METODO_ENVIO_LABEL } from "@tienda/shared/rules/pricing";
import { bancoNombre, TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import { formatBs, type AjustesTienda } from "@tienda/shared/schemas/settings";
import type { OrderRecord } from "../orders/order-record";
import { recipient, type Recipient } from "./recipient";

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
  /** A guest's secret order link (path with token); signed-in buyers get /perfil/pedido/{id}. */
  enlace?: string;
}

export interface RenderedEmail {
  to: Recipient;
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

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
  const totals = `${formatCents(order.total_cents)} (${formatBs(fromCents(order.total_bs_cents))} a la tasa BCV de ${order.tasa_bcv.valor.toLocaleString("es-VE")} Bs/USD del ${order.tasa_bcv.fecha})`;
  const hello = `Hola ${order.cliente.nombre}:`;
  const paras: string[] = [];
  let subject: string;
  let cta: string | null = "Ver mi pedido";

  switch (kind) {
    case "pedido_creado": {
      subject = `Recibimos tu pedido ${n}`;
      paras.push(`Gracias por tu compra. Tu pedido ${n} por ${totals} quedó registrado.`);
      if (order.estado_pago === "pendiente_pago") {
        const d = settings?.datos_pago[order.tipo_pago];
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
      paras.push(`Enviamos tu pedido ${n} a ${order.envio.direccion}, ${order.envio.ciudad}, ${order.envio.estado}.`);
      if (ctx.guia || ctx.transportista) {
        paras.push(
          `Seguimiento: ${[ctx.transportista, ctx.guia ? `guía ${ctx.guia}` : null].filter(Boolean).join(", ")}.`,
        );
      }
      break;
    case "pedido_entregado":
      subject = `Tu pedido ${n} fue entregado`;
      paras.push(`Tu pedido ${n} fue entregado. ¡Gracias por comprar en Tienda!`);
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

  const lines = order.lineas.map(
    (l) => `${l.cantidad} × ${l.nombre} (talla ${l.talla}, ${l.color}) — ${formatCents(l.precio_cents * l.cantidad)}`,
  );
  // The delivery chosen and what it cost (orders from before the choice shipped standard).
  const shippingLabel = METODO_ENVIO_LABEL[order.metodo_envio ?? "estandar"];
  const shippingCost = order.envio_cents === 0 ? "Gratis" : formatCents(order.envio_cents);
  const text = [
    hello,
    "",
    ...paras.flatMap((p) => [p, ""]),
    "Productos:",
    ...lines,
    `${shippingLabel} — ${shippingCost}`,
    "",
    `Total: ${totals}`,
    ...(cta ? ["", `${cta}: ${link}`] : []),
    "",
    "Tienda",
  ].join("\n");
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1a202c;max-width:560px;margin:auto">
<h1 style="font-size:20px">${esc(subject)}</h1>
<p>${esc(hello)}</p>
${paras.map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`).join("\n")}
<table style="border-collapse:collapse;width:100%;font-size:14px">${order.lineas
    .map(
      (l) =>
        `<tr><td style="padding:4px 0">${l.cantidad} × ${esc(l.nombre)} (talla ${esc(l.talla)}, ${esc(l.color)})</td><td style="text-align:right">${formatCents(l.precio_cents * l.cantidad)}</td></tr>`,
    )
    .join("")}
<tr><td style="padding:4px 0">${esc(shippingLabel)}</td><td style="text-align:right">${esc(shippingCost)}</td></tr>
<tr><td style="padding-top:8px;font-weight:bold">Total</td><td style="text-align:right;font-weight:bold">${esc(totals)}</td></tr></table>
${cta ? `<p style="margin-top:24px"><a href="${esc(link)}" style="background:#2b6cb0;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(cta)}</a></p>` : ""}
<p style="color:#718096;font-size:12px">Tienda</p></body></html>`;
  return {
    to: recipient(order.cliente.email, `${order.cliente.nombre} ${order.cliente.apellido}`),
    subject,
    text,
    html,
  };
}
