import { Box, Separator } from "@chakra-ui/react";
import { ProductRowSection } from "./product-row-section";
import { StyleGrid } from "./style-grid";
import { HomeTestimonials } from "./home-testimonials";
import { NewsletterSection } from "./newsletter-section";
import { useNearViewport, useStagedReveal } from "@/lib/hooks";
import { useAbsentSections } from "./absent-sections";
import { PageContainer } from "@/components/ui/page-container";

/**
 * Off-screen sections skip rendering work until they approach the viewport. The placeholder
 * heights are at least the sections' real heights (measured at 360–1280 px wide): a skipped
 * section taller than its placeholder overflows onto the next one (or the footer) whenever
 * something measures it before it is shown, which is what an accessibility audit does.
 */
const offscreen = (phone: string, wide: string, empty: boolean) => ({
  contentVisibility: "auto",
  containIntrinsicSize: { base: `auto ${phone}`, md: `auto ${wide}` },
  // Until its sections mount, the block holds their place even once on screen.
  ...(empty ? { minHeight: { base: phone, md: wide } } : {}),
});

/**
 * The home sections after the brands strip (product rows, styles, testimonials, newsletter):
 * a separate chunk, since none of them is on the first screen at any width.
 */
export default function BelowTheFold() {
  // Mounted in three steps, each after the browser was idle again (one commit of all the sections
  // was the home page's longest task after start-up), and the two lower blocks only once they are
  // within a screen of the viewport: on a phone they are two and more screens down.
  const shown = useStagedReveal(3);
  const [bestSellersRef, bestSellersNear] = useNearViewport<HTMLDivElement>();
  const [restRef, restNear] = useNearViewport<HTMLDivElement>();
  // A section the store has nothing for is left out, placeholder and all (a new store).
  const absent = useAbsentSections();
  const restAbsent = absent.estilos && absent.testimonios && absent.newsletter;
  return (
    <>
      {!absent.nuevos && <ProductRowSection kind="nuevos" />}
      {!absent.nuevos && !absent.masVendidos && (
        <PageContainer py="none">
          <Separator />
        </PageContainer>
      )}
      {!absent.masVendidos && (
        <Box ref={bestSellersRef} css={offscreen("1100px", "680px", !(shown >= 1 && bestSellersNear))}>
          {shown >= 1 && bestSellersNear && <ProductRowSection kind="mas-vendidos" />}
        </Box>
      )}
      {!restAbsent && (
        <Box ref={restRef} css={offscreen("2300px", "1850px", !(shown >= 2 && restNear))}>
          {shown >= 2 && restNear && !absent.estilos && <StyleGrid />}
          {shown >= 2 && restNear && !absent.testimonios && <HomeTestimonials />}
          {shown >= 3 && restNear && !absent.newsletter && <NewsletterSection />}
        </Box>
      )}
    </>
  );
}
