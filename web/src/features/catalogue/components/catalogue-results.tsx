import { Box, Button, Text, chakra } from "@chakra-ui/react";
import { memo } from "react";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, ProductGridSkeleton } from "@/components/ui/states";
import type { ListaProductos } from "@tienda/shared/schemas/catalogue";
import { SHOP_PAGE_SIZE } from "../api/catalogue-url";
import { ProductGrid } from "./product-grid";

export interface CatalogueTexts {
  empty: string;
  emptyAction: string;
  noMatch: string;
  noMatchAction: string;
}

export const SHOP_TEXTS: CatalogueTexts = {
  empty: "No hay productos disponibles",
  emptyAction: "Recargar página",
  noMatch: "No se encontraron productos",
  noMatchAction: "Limpiar todos los filtros",
};

export const LIST_TEXTS: CatalogueTexts = {
  empty: "No hay productos disponibles.",
  emptyAction: "Recargar página",
  noMatch: "No se encontraron productos con los filtros seleccionados.",
  noMatchAction: "Limpiar filtros",
};

interface CatalogueResultsProps {
  data: ListaProductos | undefined;
  loading: boolean;
  failed: boolean;
  errorMessage: string | undefined;
  placeholder: boolean;
  fetching: boolean;
  search: boolean;
  q: string;
  activeFilters: number;
  texts: CatalogueTexts;
  showSidebar: boolean;
  page: number;
  onClear: () => void;
  onRetry: () => void;
  onPage: (pagina: number) => void;
}

/**
 * The results: loading, error, empty, no-match states, or the grid and the pagination. Memoised,
 * with stable handlers: when an answer arrives, the urgent render skips it and the deferred one
 * (a transition) renders it in slices.
 */
export const CatalogueResults = memo(function CatalogueResults({
  data,
  loading,
  failed,
  errorMessage,
  placeholder,
  fetching,
  search,
  q,
  activeFilters,
  texts,
  showSidebar,
  page,
  onClear,
  onRetry,
  onPage,
}: CatalogueResultsProps) {
  const total = data?.total ?? 0;
  if (search && !q) {
    return (
      <EmptyState
        title="¿Qué estás buscando?"
        description="Escribe el nombre de un producto, una categoría o una marca."
      />
    );
  }
  if (loading) {
    return (
      <Box>
        <Text color="gray.700" mb="4" role="status">
          Cargando productos...
        </Text>
        <ProductGridSkeleton count={SHOP_PAGE_SIZE} columns={{ base: 2, md: 2, lg: 3 }} />
      </Box>
    );
  }
  if (failed && !data) {
    return (
      <ErrorState
        title={search ? "Error en la búsqueda" : "Error al cargar productos"}
        message={errorMessage}
        onRetry={onRetry}
      />
    );
  }
  if (total === 0 && activeFilters === 0 && !q) {
    return (
      <EmptyState
        title={texts.empty}
        action={
          <Button variant="outline" onClick={() => window.location.reload()}>
            {texts.emptyAction}
          </Button>
        }
      />
    );
  }
  if (total === 0) {
    return (
      <EmptyState
        title={texts.noMatch}
        description={search && q ? `No hay resultados para "${q}".` : undefined}
        action={
          activeFilters > 0 ? (
            <Button variant="outline" onClick={onClear}>
              {texts.noMatchAction}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Box opacity={placeholder ? 0.6 : 1} transition="opacity 0.2s" aria-busy={fetching}>
      {/* Section heading for screen readers: the cards' names are h3 (heading order h1 → h2 → h3). */}
      <chakra.h2 srOnly>Productos</chakra.h2>
      <ProductGrid productos={data?.productos ?? []} columns={{ base: 2, md: 2, lg: showSidebar ? 3 : 4 }} />
      <Pagination page={page} totalPages={data?.paginas ?? 0} onChange={onPage} />
    </Box>
  );
});
