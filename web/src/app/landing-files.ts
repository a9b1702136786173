import { landingPage } from "./landing-pages";

/**
 * Requests the landing page's own chunks and styles as soon as the entry runs, alongside React DOM
 * and the app, instead of after the start-up's tasks. Only fetched and parsed here: the page's code
 * runs later, when ./route-preload.ts imports it (running it this early made one long task,
 * docs/performance.md). The lists are written into index.html at build time
 * (web/build/preload-app.ts); in development there are none.
 */
export function preloadLandingFiles(pathname: string, doc: Document = document): void {
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
  for (const href of files) {
    if (typeof href !== "string") continue;
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
}
