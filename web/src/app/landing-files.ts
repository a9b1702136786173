import { landingPage } from "./landing-pages";

/** Links added per task: each starts a request, and ~35 of them made one long task at start-up. */
export const LINKS_PER_TASK = 6;

/**
 * Requests the landing page's own chunks and styles as soon as the entry runs, alongside React DOM
 * and the app, instead of after the start-up's tasks. Only fetched and parsed here: the page's code
 * runs later, when ./route-preload.ts imports it (running it this early made one long task,
 * docs/performance.md). The lists are written into index.html at build time
 * (web/build/preload-app.ts); in development there are none.
 *
 * The links go in a few at a time, one batch per task in list order (the page's styles and own
 * chunk first): starting ~35 requests in the entry's task made it the longest task of the start-up
 * in Lighthouse's traces (docs/performance.md, "Eighth round").
 */
export function preloadLandingFiles(
  pathname: string,
  doc: Document = document,
  nextTask: (run: () => void) => void = (run) => setTimeout(run, 0),
): void {
  const page = landingPage(pathname);
  const data = doc.getElementById("landing-files")?.textContent;
  if (!page || !data) return;
  let files: unknown;
  try {
    files = (JSON.parse(data) as Record<string, unknown>)[page];
  } catch {
    return; // A broken list only costs the head start.
  }
  if (!Array.isArray(files)) return;
  const hrefs = files.filter((href): href is string => typeof href === "string");
  const addBatch = (from: number) => {
    for (const href of hrefs.slice(from, from + LINKS_PER_TASK)) {
      const link = doc.createElement("link");
      // Styles only preloaded: Vite's loader adds the stylesheet with the page, from the cache.
      if (href.endsWith(".css")) {
        link.rel = "preload";
        link.as = "style";
      } else {
        link.rel = "modulepreload";
      }
      link.crossOrigin = "";
      link.href = href;
      doc.head.appendChild(link);
    }
    if (from + LINKS_PER_TASK < hrefs.length) nextTask(() => addBatch(from + LINKS_PER_TASK));
  };
  addBatch(0);
}
