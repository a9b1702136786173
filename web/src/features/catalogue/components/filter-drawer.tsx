import { Button, CloseButton, Drawer, Portal } from "@chakra-ui/react";
import type { Facetas } from "@tienda/shared/schemas/catalogue";
import type { CatalogueFilters } from "../api/catalogue-url";
import { plural } from "@/lib/format";
import { FilterPanel } from "./filter-panel";

/** Small screens: the filter panel in a side drawer, applied as you choose. */
export default function FilterDrawer({
  open,
  onClose,
  total,
  ...panel
}: {
  open: boolean;
  onClose: () => void;
  total: number;
  filters: CatalogueFilters;
  facetas: Facetas | undefined;
  onChange: (f: CatalogueFilters) => void;
  categoryMode: "categorias" | "subcategorias" | "none";
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start" size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title srOnly>Filtros</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel {...panel} idPrefix="drawer" />
            </Drawer.Body>
            <Drawer.Footer>
              <Button w="full" onClick={onClose}>
                Ver {plural(total, "producto", "productos")}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar filtros" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
