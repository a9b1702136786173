import { Box, Separator } from "@chakra-ui/react";
import { ProductRowSection } from "./product-row-section";
import { StyleGrid } from "./style-grid";
import { HomeTestimonials } from "./home-testimonials";
import { NewsletterSection } from "./newsletter-section";

/** Off-screen sections skip rendering work until they approach the viewport. */
const offscreen = (height: string) => ({ contentVisibility: "auto", containIntrinsicSize: `auto ${height}` });

/**
 * The home sections after the brands strip (product rows, styles, testimonials, newsletter):
 * a separate chunk, since none of them is on the first screen at any width.
 */
export default function BelowTheFold() {
  return (
    <>
      <ProductRowSection kind="nuevos" />
      <Box maxW="7xl" mx="auto" px="6">
        <Separator />
      </Box>
      <Box css={offscreen("900px")}>
        <ProductRowSection kind="mas-vendidos" />
      </Box>
      <Box css={offscreen("2200px")}>
        <StyleGrid />
        <HomeTestimonials />
        <NewsletterSection />
      </Box>
    </>
  );
}
