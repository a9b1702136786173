import { Box, Separator } from "@chakra-ui/react";
import { useDocumentTitle } from "@/lib/hooks";
import { HeroCarousel } from "./hero-carousel";
import { BrandsSection } from "./brands-section";
import { ProductRowSection } from "./product-row-section";
import { StyleGrid } from "./style-grid";
import { HomeTestimonials } from "./home-testimonials";
import { NewsletterSection } from "./newsletter-section";

/** Seven stacked sections (storefront spec, home page). */
export function HomePage() {
  useDocumentTitle("Inicio");
  return (
    <Box>
      <HeroCarousel />
      <BrandsSection />
      <ProductRowSection kind="nuevos" />
      <Box maxW="7xl" mx="auto" px="6">
        <Separator />
      </Box>
      <ProductRowSection kind="mas-vendidos" />
      <StyleGrid />
      <HomeTestimonials />
      <NewsletterSection />
    </Box>
  );
}

export const Component = HomePage;
