import { RESTOCK_ALERT_MESSAGES, RestockUnsubscribeQuerySchema } from "@tienda/shared/schemas/restock-alerts";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { escapeHtml } from "../../domain/email/store-voice";
import { unsubscribeRestockAlert } from "../../domain/products/restock-alerts";

/** A page of one sentence (the API's CSP allows no styles or scripts, and it needs none). */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Volver a la tienda</a></p></body></html>`;

/**
 * The unsubscribe link of a restock email: the email leaves that variant's waiting list. A GET,
 * as email links are; opening it twice is harmless. An unknown or expired link answers 404.
 */
export const handler = endpoint("GET /api/avisos/baja", async ({ query }) => {
  const { token } = parseInput(RestockUnsubscribeQuerySchema, query ?? {});
  const done = await unsubscribeRestockAlert(token, new Date());
  const what = [done.nombre, done.color ? `talla ${done.talla}, ${done.color}` : `talla ${done.talla}`]
    .filter(Boolean)
    .join(" · ");
  return {
    body: page("Aviso cancelado", `${RESTOCK_ALERT_MESSAGES.unsubscribed} ${what}`),
    headers: { "content-type": "text/html; charset=utf-8" },
  };
});
