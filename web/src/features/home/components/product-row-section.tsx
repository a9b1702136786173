import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import { useDeferredValue } from "react";
import { Link as RouterLink } from "react-router-dom";
import { isNewProduct } from "@tienda/shared/rules/badges";
import { useContent } from "@/features/content";
import { useErrorToast } from "@/features/products";
import { ProductGrid } from "@/features/catalogue";
import { EmptyState, ErrorState, ProductGridSkeleton } from "@/components/ui/states";
import { useIsMobile } from "@/lib/hooks";
import { paths } from "@/config/paths";
import { plural } from "@/lib/format";
import { PageContainer } from "@/components/ui/page-container";

const SHOWN = 4;

/** Home 'NUEVOS PRODUCTOS' and top-selling rows (spec, home page). */
export function ProductRowSection({ kind }: { kind: "nuevos" | "mas-vendidos" }) {
  const { data: answer, isLoading, isError, error } = useContent(kind);
  // The answer arrives through the query's store, which React renders at once, in one task; as a
  // deferred value the row's cards render in slices (a transition) while the skeleton stays up.
  const data = useDeferredValue(answer);
  useErrorToast(error, kind === "nuevos" ? "Error al cargar productos nuevos" : "Error al cargar productos populares");
  const isMobile = useIsMobile();
  const isNew = kind === "nuevos";
  const title = data?.titulo || (isNew ? "NUEVOS PRODUCTOS" : "LO MÁS VENDIDO");
  const link = isNew ? (isMobile ? paths.newProducts : paths.newArrivals) : paths.bestSellers;
  const productos = data?.productos ?? [];
  const newThisWeek = productos.filter((p) => isNewProduct(p.created_at)).length;

  // A section the store has not set up and no product for it: nothing to show (a new store).
  if (answer === null) return null;
  let body: React.ReactNode;
  if (isLoading || (answer && !data)) body = <ProductGridSkeleton count={SHOWN} columns={{ base: 2, md: 4 }} />;
  else if (isError) body = <ErrorState title={isNew ? "Error al cargar los productos nuevos" : "Error al cargar productos populares"} />;
  else if (!productos.length)
    body = <EmptyState title={isNew ? "No hay productos nuevos" : "No hay productos disponibles"} description={isNew ? "Pronto tendremos nuevas llegadas para ti." : undefined} />;
  else body = <ProductGrid productos={productos.slice(0, SHOWN)} columns={{ base: 2, md: 4 }} eagerCount={0} />;

  return (
    <PageContainer as="section" py="section" aria-label={title}>
      <Flex justify="space-between" align="flex-end" mb="6" gap="4">
        <Box>
          <Heading as="h2" size={{ base: "2xl", md: "4xl" }} fontWeight="900">
            {title}
          </Heading>
          {isNew && (
            <Text color="gray.700" mt="1">
              {plural(newThisWeek, "producto nuevo esta semana", "productos nuevos esta semana")}
            </Text>
          )}
        </Box>
        <Button asChild variant="outline" borderRadius="full" size="sm">
          <RouterLink to={link}>Ver Todo</RouterLink>
        </Button>
      </Flex>
      {body}
    </PageContainer>
  );
}
