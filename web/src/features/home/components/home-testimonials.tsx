import { Box, Skeleton } from "@chakra-ui/react";
import { useTestimonials } from "@/features/content";
import { TestimonialsCarousel } from "@/features/testimonials";
import { PageContainer } from "@/components/ui/page-container";

/**
 * Home testimonials: 5 s auto-advance, up to 4 per view (spec §4). A store without testimonials
 * hides the section (DESIGN: a missing block is absent, not an error); a failed load keeps the
 * spec's message.
 */
export function HomeTestimonials() {
  const { data, isLoading, isError } = useTestimonials();
  if (!isLoading && !isError && !data?.length) return null;
  return (
    <PageContainer py="section">
      {isLoading ? (
        <Skeleton h="60" />
      ) : isError || !data?.length ? (
        <Box textAlign="center" color="gray.700" role="alert">
          No se pudieron cargar los testimonios
        </Box>
      ) : (
        <TestimonialsCarousel testimonios={data} intervalMs={5000} maxPerView={4} />
      )}
    </PageContainer>
  );
}
