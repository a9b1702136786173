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

/** The answers the page's HTML carried, by URL, for a first render that needs one at once. */
const embedded = new Map<string, { text: string; at: number }>();

/**
 * The answer the page's HTML carried for `url`, parsed, for a query's initial data: a part of the
 * first screen drawn from it is right on the first render (a style page's subtitle, which otherwise
 * changed, and moved the grid, a moment after the cards were drawn). Undefined when it carried none, or
 * the page is no longer new.
 */
export function embeddedAnswer<T>(url: string, now = Date.now()): T | undefined {
  const kept = embedded.get(url);
  // Only while the page is new, as an early answer: a later visit reads fresh data.
  return kept && now - kept.at <= MAX_AGE_MS ? (JSON.parse(kept.text) as T) : undefined;
}

/** The elements a rendered page's embedded answers are in (functions/src/pages/head.ts, PAGE_DATA_ID). */
const PAGE_DATA_ID = "page-data";

/**
 * The answers a rendered page carries in its HTML (a product page its product, a listing its first
 * list, the home its hero: functions/src/pages), each kept under the URL it answers for the page's
 * own request, as an early one is; their URLs. The page then draws at once, from the answers its
 * HTML was drawn from, with no second request for them.
 */
export function keepPageData(doc: Document = document, now = Date.now()): string[] {
  const kept: string[] = [];
  embedded.clear();
  for (let i = 1; ; i++) {
    const el = doc.getElementById(i === 1 ? PAGE_DATA_ID : `${PAGE_DATA_ID}-${i}`);
    if (!el) return kept;
    const url = el.dataset.url;
    if (!el.textContent || !url) continue;
    const response = Promise.resolve(
      new Response(el.textContent, { status: 200, headers: { "Content-Type": "application/json" } }),
    );
    pending.set(url, { at: now, response });
    embedded.set(url, { text: el.textContent, at: now });
    kept.push(url);
  }
}
