import { StrictMode, startTransition } from "react";
import { queryClient } from "./lib/query-client";
import { contentQuery } from "@/features/content";
import { preloadLandingPage } from "./app/route-preload";
import { startLandingRequests } from "./app/landing-requests";
import { snippetPhotoPainted } from "./app/snippet-paint";

// The landing page's first API reads start now, with React DOM and the app (its files are
// preloaded by its HTML, web/build/preload-app.ts).
startLandingRequests(window.location.pathname, window.location.search);

// On the home page, start the route chunk and the hero content (the LCP image's source) now,
// in parallel with the first render, instead of after the shell has rendered.
if (window.location.pathname === "/") {
  preloadLandingPage("/");
  void queryClient.prefetchQuery(contentQuery("hero"));
}

/** Lets the browser run anything waiting (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * Start-up in short tasks instead of one long one a phone cannot interrupt (docs/performance.md,
 * "Start-up in short tasks"): this entry (React, the query client), React DOM, the app's own
 * chunk (Chakra, the router, the layout), Chakra's merged config, its token dictionary (restored
 * from the build's snapshot, a slice per task), its style-prop utility, the rest of Chakra's system,
 * then the first render; on a landing page its chunk is requested before that render
 * (./app/route-preload.ts). The page's HTML preloads the dynamically imported chunks with the
 * entry (web/build/preload-app.ts).
 */
void (async () => {
  // A product page's photo in its HTML is painted before the start's tasks (./app/snippet-paint.ts).
  await snippetPhotoPainted();
  // After a task: an import of a chunk that is already preloaded may otherwise run in this one.
  await nextTask();
  // React DOM on its own: evaluated with the rest of the entry, it made the start-up's longest task.
  const { createRoot } = await import("react-dom/client");
  await nextTask();
  const [{ App }, { getSystem, prepareSystemStep }] = await Promise.all([
    import("./app/app"),
    import("./theme/system"),
  ]);
  await nextTask();
  // Chakra's system over several tasks: the merged config, its token dictionary a slice at a time,
  // its style-prop utility, then the rest (./theme/system.ts).
  while (prepareSystemStep()) await nextTask();
  await nextTask();
  getSystem();
  await nextTask();
  // The page's chunk, now that what it shares with the app has run (importing it earlier ran all of
  // that in one task); the home page's started with the entry.
  if (window.location.pathname !== "/") {
    preloadLandingPage(window.location.pathname);
    await nextTask();
  }
  // A transition lets React render the first screen in slices, so the main thread stays responsive.
  startTransition(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
})();
