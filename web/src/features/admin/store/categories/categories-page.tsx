import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import { useDocumentTitle } from "@/lib/hooks";
import { plural } from "@/lib/format";
import { useAdminCategories, useDeleteCategory } from "../api/store-api";
import { ConfirmDelete, StoreListPage, StoreListRow } from "../components/store-list";
import { CategoryForm } from "./category-form";

/** 'Sin productos' / '1 producto' / '3 productos'. */
function productos(n: number): string {
  return n === 0 ? "Sin productos" : plural(n, "producto", "productos");
}

/**
 * /admin/tienda/categorias: the categories in the menus' order, hidden ones marked, each with
 * how many products use it; create, edit and delete (the API refuses deleting one in use).
 */
export function Component() {
  useDocumentTitle("Categorías | Admin");
  const list = useAdminCategories();
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<CategoriaAdmin | null>(null);

  return (
    <StoreListPage
      id="categorias"
      title="Categorías"
      description="El menú de la cabecera, el menú del teléfono y los enlaces del pie siguen esta lista."
      newLabel="Nueva categoría"
      keyOf={(c) => c.id}
      form={(categoria, done) => <CategoryForm categoria={categoria} onDone={done} />}
      query={list}
      errorTitle="Error al cargar las categorías"
      empty={{
        title: "Aún no hay categorías",
        description: "Crea la primera para que aparezca en el menú de la tienda.",
      }}
      listLabel="Categorías de la tienda"
      renderItem={(c, editor) => (
        <StoreListRow
          key={c.id}
          testId={`categoria-${c.id}`}
          actions={[
            { label: "Editar", onClick: editor.edit, disabled: editor.open },
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
        <ConfirmDelete
          item={deleting}
          onClose={() => setDeleting(null)}
          title="¿Eliminar la categoría?"
          description={(c) =>
            c.productos
              ? `«${c.nombre}» tiene ${productos(c.productos).toLowerCase()}: la tienda no la eliminará mientras los tenga.`
              : `«${c.nombre}» dejará de aparecer en la tienda.`
          }
          remove={(c) => remove.mutateAsync(c.id)}
          done={() => "Categoría eliminada"}
          failed="No se pudo eliminar la categoría"
          detail={(c) => c.nombre}
        />
      }
    />
  );
}
