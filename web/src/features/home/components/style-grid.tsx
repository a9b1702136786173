import { Box, Button, Grid, Heading, Link, Skeleton, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { useContent } from "@/features/content";
import { ProductImage } from "@/components/ui/product-image";
import { paths } from "@/config/paths";
import { PageContainer } from "@/components/ui/page-container";

/** Default tile links (storefront spec §2); a link from the server overrides them. */
const DEFAULT_LINKS: Record<string, string> = {
  casual: "/tienda/casual?category=trajes",
  formal: "/tienda/formal?category=trajes",
  deportes: "/tienda/deportes?category=gimnasio",
  gimnasio: "/tienda/deportes?category=gimnasio",
  accesorios: "/tienda/accesorios?category=relojes",
};

/** The section's own block padding (6), under the column's. */
const SPACING = { paddingBlock: "var(--chakra-spacing-6)" };

export function StyleGrid() {
  const { data, isLoading } = useContent("estilos");
  const estilos = data?.estilos ?? [];
  // The store has no styles block yet (a new store): the section hides.
  if (data === null) return null;
  return (
    <PageContainer as="section" py="none" style={SPACING} aria-labelledby="styles-title">
      <Box bg="gray.100" borderRadius="3xl" px={{ base: "4", md: "12" }} py={{ base: "8", md: "12" }}>
        <Heading id="styles-title" as="h2" textAlign="center" size={{ base: "2xl", md: "4xl" }} fontWeight="900" mb="8">
          {data?.titulo || "Encuentra tu Estilo Perfecto"}
        </Heading>
        {isLoading ? (
          <Skeleton h="80" borderRadius="xl" />
        ) : (
          <Grid templateColumns={{ base: "1fr", md: "repeat(5, minmax(0, 1fr))" }} gap="4">
            {estilos.map((e, i) => {
              const key = (e.id ?? e.nombre).toLowerCase();
              const to = e.enlace || DEFAULT_LINKS[key] || paths.style(key);
              return (
                <Link
                  key={key}
                  asChild
                  position="relative"
                  display="block"
                  h={{ base: "190px", md: "290px" }}
                  borderRadius="2xl"
                  overflow="hidden"
                  bg="white"
                  gridColumn={{ md: i % 4 === 0 || i % 4 === 3 ? "span 2" : "span 3" }}
                  _hover={{ boxShadow: "lg" }}
                >
                  <RouterLink to={to}>
                    <ProductImage src={e.imagen} alt="" position="absolute" inset="0" h="100%" w="100%" />
                    <Box position="absolute" top="5" left="6" right="6">
                      <Text fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" color="gray.900">
                        {e.nombre}
                      </Text>
                      <Text fontSize="sm" color="gray.800" bg="whiteAlpha.800" display="inline-block" px="1" borderRadius="sm">
                        {e.descripcion}
                      </Text>
                    </Box>
                  </RouterLink>
                </Link>
              );
            })}
          </Grid>
        )}
        <Box textAlign="center" mt="8">
          <Button asChild borderRadius="full" size="lg" px="10">
            <RouterLink to={paths.shop}>Ver Toda la Tienda</RouterLink>
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
