// First: every zod message the forms show that is not written by hand is Spanish.
import "@tienda/shared/zod-es";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadHomePage } from "./app/router";
import { queryClient } from "./lib/query-client";
import { contentQuery } from "@/features/content";

// On the home page, start the route chunk and the hero content (the LCP image's source) now,
// in parallel with the first render, instead of after the shell has rendered.
if (window.location.pathname === "/") {
  void loadHomePage();
  void queryClient.prefetchQuery(contentQuery("hero"));
}

// A transition lets React render the first screen in slices, so the main thread stays responsive.
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
