// First: every zod message the forms show that is not written by hand is Spanish.
import "@tienda/shared/zod-es";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadHomePage } from "./app/router";
import { queryClient } from "./lib/query-client";
import { getSystem } from "./theme/system";
import { contentQuery } from "@/features/content";

// On the home page, start the route chunk and the hero content (the LCP image's source) now,
// in parallel with the first render, instead of after the shell has rendered.
if (window.location.pathname === "/") {
  void loadHomePage();
  void queryClient.prefetchQuery(contentQuery("hero"));
}

/** Lets the browser run anything waiting (input, paint) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in three tasks instead of one long one a phone cannot interrupt: evaluating the bundle
// (this module's imports), creating Chakra's system (its token dictionary), then the first render.
void nextTask()
  .then(() => {
    getSystem();
    return nextTask();
  })
  .then(() => {
    // A transition lets React render the first screen in slices, so the main thread stays responsive.
    startTransition(() => {
      createRoot(document.getElementById("root")!).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
