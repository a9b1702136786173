/**
 * GET requests the entry sends before the page that needs them has loaded (app/landing-requests.ts),
 * handed to that page's own request for the same URL: the page then waits for an answer already on
 * its way instead of asking after all its script has run. Each is used once, and only soon after it
 * was sent, so a later visit to the same URL reads fresh data.
 */
const MAX_AGE_MS = 30_000;

const pending = new Map<string, { at: number; response: Promise<Response> }>();

/** Sends a GET now, kept for the page's own request (apiCall). */
export function fetchEarly(url: string, now = Date.now()): Promise<Response> {
  const response = fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } });
  // Whoever takes it reads the failure; until then it must not count as unhandled.
  response.catch(() => undefined);
  pending.set(url, { at: now, response });
  return response;
}

/** The early answer for `url`, once, if it was sent recently; a fresh copy the caller may read. */
export function takeEarly(url: string, now = Date.now()): Promise<Response> | undefined {
  const entry = pending.get(url);
  if (!entry) return undefined;
  pending.delete(url);
  return now - entry.at <= MAX_AGE_MS ? entry.response.then((r) => r.clone()) : undefined;
}

/** The element a rendered page's embedded answer is in (functions/src/pages/head.ts, PAGE_DATA_ID). */
const PAGE_DATA_ID = "page-data";

/**
 * The answer a rendered page carries in its HTML (a product page its product, a listing its first
 * list: functions/src/pages), kept under the URL it answers for the page's own request, as an early
 * one is; that URL, or undefined when the page carries none. The page then draws at once, from the
 * answer its HTML was drawn from, with no second request for it.
 */
export function keepPageData(doc: Document = document, now = Date.now()): string | undefined {
  const el = doc.getElementById(PAGE_DATA_ID);
  const url = el?.dataset.url;
  if (!el?.textContent || !url) return undefined;
  const response = Promise.resolve(
    new Response(el.textContent, { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  pending.set(url, { at: now, response });
  return url;
}

/** The page's embedded answer for `url` (keepPageData), or undefined when it carries none for that URL. */
export function keepEmbedded(url: string, doc: Document = document, now = Date.now()): Promise<Response> | undefined {
  if (doc.getElementById(PAGE_DATA_ID)?.dataset.url !== url || keepPageData(doc, now) !== url) return undefined;
  return pending.get(url)!.response;
}
