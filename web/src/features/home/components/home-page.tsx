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
    // Out of the commit that shows the home page, and one task per request: the chunk's preload
    // links and five requests in one task made a long one (docs/performance.md, "Start-up in short
    // tasks").
    // Their data is fetched now, so the sections mount with it (one render each, no loading state).
    const steps = [
      () => void loadRest(),
      ...(["nuevos", "mas-vendidos", "estilos", "newsletter"] as const).map(
        (clave) => () => void qc.prefetchQuery(contentQuery(clave)),
      ),
      () => void qc.prefetchQuery(testimonialsQuery),
    ];
    let t: ReturnType<typeof setTimeout>;
    const next = (i: number) => {
      t = setTimeout(() => {
        steps[i]!();
        if (i + 1 < steps.length) next(i + 1);
      }, 0);
    };
    next(0);
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
