import { Box } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useAfterIdle, useDocumentTitle } from "@/lib/hooks";
import { contentQuery, testimonialsQuery } from "@/features/content";
import { HeroCarousel } from "./hero-carousel";
import { BrandsSection } from "./brands-section";

const loadRest = () => import("./below-the-fold");
const BelowTheFold = lazy(loadRest);

const restPlaceholder = <Box minH="100vh" aria-busy="true" />;

/**
 * The sections after the brands strip: their chunk and data load right away, but they mount once
 * the first screen is painted and the browser is idle (own state, so the hero does not re-render).
 */
function DeferredRest() {
  const ready = useAfterIdle();
  const qc = useQueryClient();
  useEffect(() => {
    // In a task of its own: starting five requests and preloading a chunk (its <link>s) took
    // ~10 ms of main thread, which ran inside the commit that shows the home page.
    const t = setTimeout(() => {
      void loadRest();
      // Their data is fetched now, so they mount with it (one render each, no loading state).
      for (const clave of ["nuevos", "mas-vendidos", "estilos", "newsletter"] as const)
        void qc.prefetchQuery(contentQuery(clave));
      void qc.prefetchQuery(testimonialsQuery);
    }, 0);
    return () => clearTimeout(t);
  }, [qc]);
  return <Suspense fallback={restPlaceholder}>{ready ? <BelowTheFold /> : restPlaceholder}</Suspense>;
}

/** Seven stacked sections (storefront spec, home page). */
export function HomePage() {
  useDocumentTitle("Inicio");
  return (
    <Box>
      <HeroCarousel />
      <BrandsSection />
      <DeferredRest />
    </Box>
  );
}

export const Component = HomePage;
