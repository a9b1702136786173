import { Box } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useDocumentTitle } from "@/lib/hooks";
import { contentQuery } from "@/features/content/api/use-content";
import { HeroCarousel } from "./hero-carousel";
import { BrandsSection } from "./brands-section";

const BelowTheFold = lazy(() => import("./below-the-fold"));

/** Seven stacked sections (storefront spec, home page). */
export function HomePage() {
  useDocumentTitle("Inicio");
  const qc = useQueryClient();
  // The lazy sections' data loads in parallel with their chunk.
  useEffect(() => {
    for (const clave of ["nuevos", "mas-vendidos", "estilos"] as const) void qc.prefetchQuery(contentQuery(clave));
  }, [qc]);
  return (
    <Box>
      <HeroCarousel />
      <BrandsSection />
      <Suspense fallback={<Box minH="100vh" aria-busy="true" />}>
        <BelowTheFold />
      </Suspense>
    </Box>
  );
}

export const Component = HomePage;
