import { Flex } from "@chakra-ui/react";
import { paths } from "@/config/paths";
import { AdminNavLink } from "../shell";

/** The sub-navigation of /admin/tienda: one link per built section, scrolling sideways on phones. */
export function StoreNav({ sections }: { sections: readonly { path: string; label: string }[] }) {
  return (
    <Flex
      as="nav"
      aria-label="Secciones de la tienda"
      gap="1"
      overflowX="auto"
      borderBottomWidth="1px"
      pb="2"
      css={{ scrollbarWidth: "thin" }}
    >
      {sections.map((s) => (
        <AdminNavLink key={s.path} to={paths.adminStoreSection(s.path)} flexShrink={0}>
          {s.label}
        </AdminNavLink>
      ))}
    </Flex>
  );
}
