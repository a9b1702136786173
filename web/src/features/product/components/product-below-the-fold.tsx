import { Box, Heading } from "@chakra-ui/react";
import { memo, useMemo } from "react";
import { useAfterIdle, useNearViewport } from "@/lib/hooks";
import { useProductsByGroup } from "@/features/products";
import { ProductGrid } from "@/features/catalogue";
import { useTestimonials } from "@/features/content";
import { TestimonialsCarousel } from "@/features/testimonials";
import css from "./product-page.module.css";

const RELATED = 4;

/**
 * The testimonials and related products, below the fold: they mount once the product itself is on
 * screen and the browser is idle, and once the shopper scrolls within half a screen of them (on a
 * phone the product alone is about two screens; their data is already being fetched). Until then
 * their place keeps its height.
 */
export const BelowTheFold = memo(function BelowTheFold({
  productId,
  categoriaId,
}: {
  productId: string;
  categoriaId?: string;
}) {
  const related = useProductsByGroup("categoria", categoriaId);
  const testimonials = useTestimonials();
  const idle = useAfterIdle();
  const [belowRef, near] = useNearViewport<HTMLDivElement>("50% 0px");
  const belowTheFold = idle && near;
  const relatedProducts = useMemo(
    () => (related.data ?? []).filter((r) => r.id !== productId).slice(0, RELATED),
    [related.data, productId],
  );
  const hasBelow = Boolean(testimonials.data?.length) || relatedProducts.length > 0;

  return (
    <div ref={belowRef} className={belowTheFold || !hasBelow ? undefined : css.belowPlaceholder}>
      {belowTheFold && testimonials.data && testimonials.data.length > 0 && (
        <Box mt="16">
          <TestimonialsCarousel
            testimonios={testimonials.data}
            intervalMs={6000}
            maxPerView={3}
            title="OPINIONES DE CLIENTES"
          />
        </Box>
      )}

      {belowTheFold && relatedProducts.length > 0 && (
        <Box as="section" mt="16" aria-labelledby="related-title">
          <Heading
            id="related-title"
            as="h2"
            size={{ base: "2xl", md: "3xl" }}
            fontWeight="900"
            textAlign="center"
            mb="8"
          >
            TAMBIÉN TE PUEDE GUSTAR
          </Heading>
          <ProductGrid productos={relatedProducts} columns={{ base: 2, md: 4 }} eagerCount={0} />
        </Box>
      )}
    </div>
  );
});
