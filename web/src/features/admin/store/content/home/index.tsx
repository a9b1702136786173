import { Skeleton, Stack } from "@chakra-ui/react";
import type { BannerBlock, HeroBlock, NewsletterBlock } from "@tienda/shared/schemas/content";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
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
  if (content.isError)
    return (
      <ErrorState
        title="Error al cargar el contenido"
        message={errorMessage(content.error)}
        onRetry={() => void content.refetch()}
      />
    );
  if (!content.data) return <Skeleton h="64" borderRadius="lg" />;
  const b = content.data;
  return (
    <Stack gap="6">
      <HeroForm stored={b.hero as HeroBlock | null} />
      <BannerForm stored={b.banner as BannerBlock | null} />
      <SectionTitleForm clave="nuevos" stored={b.nuevos} />
      <SectionTitleForm clave="mas-vendidos" stored={b["mas-vendidos"]} />
      <NewsletterForm stored={b.newsletter as NewsletterBlock | null} />
    </Stack>
  );
}
