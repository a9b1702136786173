import { Stack } from "@chakra-ui/react";
import type { BannerBlock, HeroBlock, NewsletterBlock } from "@tienda/shared/schemas/content";
import { useDocumentTitle } from "@/lib/hooks";
import { StoreQuery } from "../../components/store-list";
import { useAdminContent } from "../api";
import { BannerForm } from "./banner-form";
import { HeroForm } from "./hero-form";
import { NewsletterForm, SectionTitleForm } from "./titles-form";

/**
 * /admin/tienda/inicio: the home page's blocks, each its own form published on its own: the hero,
 * the top banner, the product sections' titles and the newsletter block.
 */
export function Component() {
  useDocumentTitle("Inicio | Tienda | Admin");
  const content = useAdminContent();
  return (
    <StoreQuery query={content} errorTitle="Error al cargar el contenido">
      {(b) => (
        <Stack gap="6">
          <HeroForm stored={b.hero as HeroBlock | null} />
          <BannerForm stored={b.banner as BannerBlock | null} />
          <SectionTitleForm clave="nuevos" stored={b.nuevos} />
          <SectionTitleForm clave="mas-vendidos" stored={b["mas-vendidos"]} />
          <NewsletterForm stored={b.newsletter as NewsletterBlock | null} />
        </Stack>
      )}
    </StoreQuery>
  );
}
