import { Stack } from "@chakra-ui/react";
import type { FooterBlock, NavegacionBlock } from "@tienda/shared/schemas/content";
import { useDocumentTitle } from "@/lib/hooks";
import { StoreQuery } from "../../components/store-list";
import { useAdminContent } from "../api";
import { FooterForm } from "./footer-form";
import { NavForm } from "./nav-form";

/** /admin/tienda/menus: the header's menu and the footer, each published on its own. */
export function Component() {
  useDocumentTitle("Menús y pie | Tienda | Admin");
  const content = useAdminContent();
  return (
    <StoreQuery query={content} errorTitle="Error al cargar el contenido">
      {(b) => (
        <Stack gap="6">
          <NavForm stored={b.navegacion as NavegacionBlock | null} />
          <FooterForm stored={b.footer as FooterBlock | null} />
        </Stack>
      )}
    </StoreQuery>
  );
}
