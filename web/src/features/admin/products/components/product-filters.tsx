import { Button, Flex, HStack } from "@chakra-ui/react";
import { GridIcon, ListIcon } from "@/components/ui/icons";
import { AdminFilters, AdminFilterSelect } from "../../shell";
import { useCategorias } from "../api/admin-products-api";
import { hasProductFilters, resetProductFilters, type ProductFilters } from "../lib/filters";

type Update = (patch: Partial<ProductFilters> | ((f: ProductFilters) => ProductFilters)) => void;

function Toggle({
  on,
  onClick,
  children,
  testId,
}: {
  on: boolean;
  onClick: () => void;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <Button
      size="sm"
      variant={on ? "solid" : "outline"}
      bg={on ? undefined : "white"}
      aria-pressed={on}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** The products page's 'Filtros': name search, category, 'En oferta', 'Stock bajo' and the view (cards or table). */
export function ProductFiltersBox({
  filters,
  update,
  onSearch,
}: {
  filters: ProductFilters;
  update: Update;
  onSearch: (q: string) => void;
}) {
  const categorias = useCategorias();
  const table = filters.vista === "tabla";
  return (
    <AdminFilters
      search={{
        value: filters.q,
        onSearch,
        formLabel: "Buscar productos",
        placeholder: "Buscar productos...",
        testId: "admin-products-search",
      }}
      below={
        <Flex gap="2" wrap="wrap" justify="space-between" align="center">
          <HStack gap="2" wrap="wrap">
            <Toggle on={filters.oferta} onClick={() => update({ oferta: !filters.oferta })} testId="filtro-oferta">
              En oferta
            </Toggle>
            <Toggle
              on={filters.stockBajo}
              onClick={() => update({ stockBajo: !filters.stockBajo })}
              testId="filtro-stock-bajo"
            >
              Stock bajo
            </Toggle>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => update(resetProductFilters)}
              disabled={!hasProductFilters(filters)}
              data-testid="filtros-reset"
            >
              Reset
            </Button>
          </HStack>
          <HStack gap="1" role="group" aria-label="Vista">
            <Toggle on={!table} onClick={() => update({ vista: "tarjetas" })}>
              <GridIcon /> Tarjetas
            </Toggle>
            <Toggle on={table} onClick={() => update({ vista: "tabla" })}>
              <ListIcon /> Tabla
            </Toggle>
          </HStack>
        </Flex>
      }
    >
      <AdminFilterSelect
        label="Categoría"
        value={filters.categoria}
        onChange={(categoria) => update({ categoria })}
        options={[
          { value: "", label: "Todas las categorías" },
          ...(categorias.data ?? []).map((c) => ({ value: c.id, label: c.nombre })),
        ]}
        testId="filtro-categoria"
      />
    </AdminFilters>
  );
}
