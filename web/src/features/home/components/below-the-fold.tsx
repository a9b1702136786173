import { Box, Separator } from "@chakra-ui/react";
import { ProductRowSection } from "./product-row-section";
import { StyleGrid } from "./style-grid";
import { HomeTestimonials } from "./home-testimonials";
import { NewsletterSection } from "./newsletter-section";
import { useStagedReveal } from "@/lib/hooks";

/** Off-screen sections skip rendering work until they approach the viewport. */
const offscreen = (height: string) => ({ contentVisibility: "auto", containIntrinsicSize: `auto ${height}` });

/**
 * The home sections after the brands strip (product rows, styles, testimonials, newsletter):
 * a separate chunk, since none of them is on the first screen at any width.
 */
export default function BelowTheFold() {
  // Mounted in three steps, each after the browser was idle again: one commit of all the
  // sections was the home page's longest task after start-up.
  const shown = useStagedReveal(3);
  return (
    <>
      <ProductRowSection kind="nuevos" />
      <Box maxW="7xl" mx="auto" px="6">
        <Separator />
      </Box>
      <Box css={offscreen("900px")}>{shown >= 1 && <ProductRowSection kind="mas-vendidos" />}</Box>
      <Box css={offscreen("2200px")}>
        {shown >= 2 && <StyleGrid />}
        {shown >= 2 && <HomeTestimonials />}
        {shown >= 3 && <NewsletterSection />}
      </Box>
    </>
  );
}
