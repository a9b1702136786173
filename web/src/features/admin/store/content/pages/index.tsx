import { Badge, Button, Stack, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { INFO_SLUGS, type InfoSlug } from "@tienda/shared/schemas/content-pages";
import { useDocumentTitle } from "@/lib/hooks";
import { StoreQuery } from "../../components/store-list";
import { useAdminPages } from "../api";
import { PageForm } from "./page-form";

/**
 * /admin/tienda/paginas: the footer's and help pages. Pick a page, edit it beside its preview,
 * publish. A page not written shows the storefront's not-found page.
 */
export function Component() {
  useDocumentTitle("Páginas | Tienda | Admin");
  const pages = useAdminPages();
  const [slug, setSlug] = useState<InfoSlug>(INFO_SLUGS[0]);
  return (
    <StoreQuery query={pages} errorTitle="Error al cargar las páginas">
      {(list) => (
        <Stack gap="4">
          <Wrap gap="2" role="list" aria-label="Páginas">
            {list.map((p) => (
              <Button
                key={p.slug}
                role="listitem"
                size="xs"
                variant={p.slug === slug ? "solid" : "outline"}
                onClick={() => setSlug(p.slug)}
                aria-pressed={p.slug === slug}
              >
                /{p.slug}
                {!p.pagina && (
                  <Badge colorPalette="orange" size="xs">
                    sin escribir
                  </Badge>
                )}
              </Button>
            ))}
          </Wrap>
          <PageForm key={slug} slug={slug} stored={list.find((p) => p.slug === slug)?.pagina ?? null} />
        </Stack>
      )}
    </StoreQuery>
  );
}
