import { Skeleton, Stack } from "@chakra-ui/react";
import type { FooterBlock, NavegacionBlock } from "@tienda/shared/schemas/content";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { useAdminContent } from "../api";
import { FooterForm } from "./footer-form";
import { NavForm } from "./nav-form";

/** /admin/tienda/menus: the header's menu and the footer, each published on its own. */
export function Component() {
  useDocumentTitle("Menús y pie | Tienda | Admin");
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
  return (
    <Stack gap="6">
      <NavForm stored={content.data.navegacion as NavegacionBlock | null} />
      <FooterForm stored={content.data.footer as FooterBlock | null} />
    </Stack>
  );
}
