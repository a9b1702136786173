import type { RenderedEmail } from "./order-emails";
import { recipient } from "./recipient";
import { escapeHtml, greetingOf, htmlFrame, signatureOf, subjectOf, type StoreVoice } from "./store-voice";

/**
 * 'Avísame cuando llegue' (docs/restock-alerts.md): `aviso_disponible` tells a waiting shopper
 * that her size and colour is back, with the product's link and a link to leave the list;
 * `reparto_avisos` is not an email but the restock's fan-out item, which the sender expands into
 * one `aviso_disponible` per waiting shopper.
 */
export const RESTOCK_EMAIL_KINDS = ["aviso_disponible", "reparto_avisos"] as const;
export type RestockEmailKind = (typeof RESTOCK_EMAIL_KINDS)[number];

export function isRestockEmailKind(kind: string): kind is RestockEmailKind {
  return (RESTOCK_EMAIL_KINDS as readonly string[]).includes(kind);
}

/** What the email says: the product and the variant, as they were when it was written. */
export interface RestockEmailData {
  producto_id: string;
  nombre: string;
  talla: string;
  color: string;
}

export function renderRestockEmail(
  to: string,
  d: RestockEmailData,
  appOrigin: string,
  /** The unsubscribe link's path with its token (the item's secret `enlace`). */
  enlace: string | undefined,
  voice: StoreVoice,
): RenderedEmail {
  const variante = d.color ? `talla ${d.talla}, ${d.color}` : `talla ${d.talla}`;
  const subject = subjectOf(`Ya llegó: ${d.nombre} (${variante})`, voice);
  const productLink = `${appOrigin}/producto/${encodeURIComponent(d.producto_id)}`;
  const leave = enlace ? `${appOrigin}${enlace}` : null;
  const hello = greetingOf(null, voice);
  const paras = [
    `Nos pediste que te avisáramos: ${d.nombre} en ${variante} vuelve a estar disponible.`,
    "Las unidades son pocas y se venden por orden de compra, así que si lo quieres, no esperes mucho.",
    "Este es el único aviso que te enviaremos por esta talla y color.",
  ];
  const text = [
    hello,
    "",
    ...paras.flatMap((p) => [p, ""]),
    `Ver el producto: ${productLink}`,
    ...(leave ? ["", `¿No querías este aviso? Date de baja: ${leave}`] : []),
    "",
    signatureOf(voice),
  ].join("\n");
  const html = htmlFrame({
    voice,
    subject,
    body: `<p>${escapeHtml(hello)}</p>
${paras.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(productLink)}">Ver el producto</a></p>
${leave ? `<p style="font-size:12px;color:#666">¿No querías este aviso? <a href="${escapeHtml(leave)}">Date de baja</a></p>` : ""}`,
  });
  return { to: recipient(to), subject, text, html, ...(voice.nombre ? { fromName: voice.nombre } : {}) };
}
