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
 * The answer for `url` the server wrote into the page's HTML (a rendered product page carries its
 * product), kept for the page's own request as an early one is; undefined when the page carries
 * none for that URL. The page then draws the product at once, with the prices its HTML shows.
 */
export function keepEmbedded(url: string, doc: Document = document, now = Date.now()): Promise<Response> | undefined {
  const el = doc.getElementById(PAGE_DATA_ID);
  if (!el?.textContent || el.dataset.url !== url) return undefined;
  const body = el.textContent;
  const response = Promise.resolve(
    new Response(body, { status: 200, headers: { "Content-Type": "application/json" } }),
  );
  pending.set(url, { at: now, response });
  return response;
}
