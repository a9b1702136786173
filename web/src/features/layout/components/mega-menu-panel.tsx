import { Box, Grid, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Categoria } from "@tienda/shared/schemas/catalogue";
import { paths } from "@/config/paths";
import { ChevronRightIcon } from "@/components/ui/icons";
import { useCategories } from "@/features/products";
import { CategoryIcon } from "./category-icon";
import { MAX_GROUPS, MAX_SUBCATEGORIES, NO_CATEGORIES } from "./mega-menu-limits";
import { PageContainer } from "@/components/ui/page-container";

/** The categories' column beside the active category's subcategories. */
const COLUMNS = { display: "grid", gridTemplateColumns: "280px 1fr", minHeight: "320px" };

/** The two panels of the desktop mega-menu (loaded on first open). */
export default function MegaMenuPanel({
  panelRef,
  onEnter,
  onLeave,
}: {
  panelRef: React.RefObject<HTMLDivElement | null>;
  onEnter: () => void;
  onLeave: () => void;
}) {
  const { data: categorias, isSuccess } = useCategories();
  const [active, setActive] = useState<Categoria | null>(null);
  const groups = (categorias ?? []).slice(0, MAX_GROUPS);
  return (
    <Box
      ref={panelRef}
      id="mega-menu"
      position="absolute"
      left="0"
      right="0"
      top="100%"
      bg="white"
      borderTopWidth="1px"
      boxShadow="lg"
      zIndex="dropdown"
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
      data-testid="mega-menu"
    >
      <PageContainer py="none" flush style={COLUMNS}>
        <Box as="nav" aria-label="Categorías" borderRightWidth="1px" py="3">
          {!isSuccess ? (
            <Stack px="4" gap="3" aria-busy="true">
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} h="5" />
              ))}
            </Stack>
          ) : !groups.length ? (
            <Text px="4" py="2" color="gray.600">
              {NO_CATEGORIES}
            </Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none">
              {groups.map((c) => (
                <li key={c.id}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    justifyContent="space-between"
                    px="4"
                    py="2"
                    bg={active?.id === c.id ? "gray.100" : undefined}
                    _hover={{ bg: "gray.100", textDecoration: "none" }}
                    onMouseEnter={() => setActive(c)}
                    onFocus={() => setActive(c)}
                  >
                    <RouterLink to={paths.shopCategory(c.id)}>
                      <span>
                        <CategoryIcon id={c.id} /> {c.nombre}
                      </span>
                      <ChevronRightIcon />
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          )}
        </Box>
        <Box p="6">
          {active ? (
            <Stack gap="4">
              <Heading as="h3" size="md">
                <Link asChild>
                  <RouterLink to={paths.shopCategory(active.id)}>{active.nombre}</RouterLink>
                </Link>
              </Heading>
              <Grid as="ul" templateColumns="repeat(2, minmax(0, 1fr))" gap="2" listStyleType="none">
                {active.subcategorias.slice(0, MAX_SUBCATEGORIES).map((s) => (
                  <li key={s.id}>
                    <Link asChild color="gray.700" _hover={{ color: "black" }}>
                      <RouterLink to={paths.shopCategory(active.id, s.id)}>{s.nombre}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Grid>
            </Stack>
          ) : groups.length ? (
            <Text color="gray.600">Pasa el mouse sobre una categoría</Text>
          ) : null}
        </Box>
      </PageContainer>
    </Box>
  );
}
