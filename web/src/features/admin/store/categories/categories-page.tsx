import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { useDocumentTitle } from "@/lib/hooks";
import { useAdminCategories, useDeleteCategory } from "../api/store-api";
import { runAction, StoreListPage, StoreListRow } from "../components/store-list";
import { CategoryForm } from "./category-form";

/** 'Sin productos' / '1 producto' / '3 productos'. */
function productos(n: number): string {
  return n === 0 ? "Sin productos" : n === 1 ? "1 producto" : `${n} productos`;
}

/**
 * /admin/tienda/categorias: the categories in the menus' order, hidden ones marked, each with
 * how many products use it; create, edit and delete (the API refuses deleting one in use).
 */
export function Component() {
  useDocumentTitle("Categorías | Admin");
  const list = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<CategoriaAdmin | "nueva" | null>(null);
  const [deleting, setDeleting] = useState<CategoriaAdmin | null>(null);

  const busy = editing !== null;
  return (
    <StoreListPage
      id="categorias"
      title="Categorías"
      description="El menú de la cabecera, el menú del teléfono y los enlaces del pie siguen esta lista."
      newLabel="Nueva categoría"
      editing={busy}
      onNew={() => setEditing("nueva")}
      editor={
        editing !== null && (
          <CategoryForm
            key={editing === "nueva" ? "nueva" : editing.id}
            categoria={editing === "nueva" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      query={list}
      errorTitle="Error al cargar las categorías"
      empty={{
        title: "Aún no hay categorías",
        description: "Crea la primera para que aparezca en el menú de la tienda.",
      }}
      listLabel="Categorías de la tienda"
      renderItem={(c) => (
        <StoreListRow
          key={c.id}
          testId={`categoria-${c.id}`}
          actions={[
            { label: "Editar", onClick: () => setEditing(c), disabled: busy },
            { label: "Eliminar", onClick: () => setDeleting(c), danger: true },
          ]}
        >
          <Box minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{c.nombre}</Text>
              {c.oculto && <Badge colorPalette="gray">Oculta</Badge>}
            </HStack>
            <Text fontSize="sm" color="gray.600">
              /tienda/{c.id} · orden {c.orden} · {productos(c.productos)} ·{" "}
              {c.subcategorias.length ? c.subcategorias.map((s) => s.nombre).join(", ") : "sin subcategorías"}
            </Text>
          </Box>
        </StoreListRow>
      )}
      dialog={
        <ConfirmDialog
          open={deleting !== null}
          title="¿Eliminar la categoría?"
          description={
            deleting?.productos
              ? `«${deleting.nombre}» tiene ${productos(deleting.productos).toLowerCase()}: la tienda no la eliminará mientras los tenga.`
              : `«${deleting?.nombre ?? ""}» dejará de aparecer en la tienda.`
          }
          confirmLabel="Eliminar"
          onConfirm={() => {
            if (!deleting) return;
            setDeleting(null);
            void runAction(
              () => remove.mutateAsync(deleting.id),
              "Categoría eliminada",
              "No se pudo eliminar la categoría",
              deleting.nombre,
            );
          }}
          onClose={() => setDeleting(null)}
        />
      }
    />
  );
}
