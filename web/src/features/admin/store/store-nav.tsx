import { Flex, chakra } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { paths } from "@/config/paths";

const Link = chakra(NavLink);

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
        <Link
          key={s.path}
          to={paths.adminStoreSection(s.path)}
          flexShrink={0}
          px="3"
          py="2"
          minH="10"
          display="flex"
          alignItems="center"
          borderRadius="md"
          fontSize="sm"
          fontWeight="medium"
          color="gray.700"
          whiteSpace="nowrap"
          _hover={{ bg: "gray.100", color: "gray.900" }}
          css={{ "&[aria-current=page]": { bg: "gray.900", color: "white" } }}
        >
          {s.label}
        </Link>
      ))}
    </Flex>
  );
}
