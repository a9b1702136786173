import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "./lib/query-client";
import { contentQuery } from "@/features/content";
import { loadHomePage } from "@/features/home/lazy";

// On the home page, start the route chunk and the hero content (the LCP image's source) now,
// in parallel with the first render, instead of after the shell has rendered.
if (window.location.pathname === "/") {
  void loadHomePage();
  void queryClient.prefetchQuery(contentQuery("hero"));
}

/** Lets the browser run anything waiting (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * Start-up in four tasks instead of one long one a phone cannot interrupt (docs/performance.md,
 * "Shopper pages on a phone"): this entry (React, the query client), the app's own chunk (Chakra,
 * the router, the layout; index.html preloads it with the entry, see web/build/preload-app.ts),
 * creating Chakra's system (its token dictionary), then the first render.
 */
void (async () => {
  // After a task: an import of a chunk that is already preloaded may otherwise run in this one.
  await nextTask();
  const [{ App }, { getSystem }] = await Promise.all([import("./app/app"), import("./theme/system")]);
  await nextTask();
  getSystem();
  await nextTask();
  // A transition lets React render the first screen in slices, so the main thread stays responsive.
  startTransition(() => {
    createRoot(document.getElementById("root")!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
})();
