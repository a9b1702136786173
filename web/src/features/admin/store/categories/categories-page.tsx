import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PlusIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { useAdminCategories, useDeleteCategory } from "../api/store-api";
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

  const onDelete = async (c: CategoriaAdmin) => {
    setDeleting(null);
    try {
      await remove.mutateAsync(c.id);
      notify("Categoría eliminada", "success", 4000, c.nombre);
    } catch (err) {
      notify(errorMessage(err, "No se pudo eliminar la categoría"), "error", 6000, c.nombre);
    }
  };

  if (list.isError) {
    return (
      <ErrorState
        title="Error al cargar las categorías"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <Stack gap="4" as="section" aria-labelledby="categorias-title">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Text as="h2" id="categorias-title" fontWeight="bold" fontSize="xl">
            Categorías
          </Text>
          <Text fontSize="sm" color="gray.600">
            El menú de la cabecera, el menú del teléfono y los enlaces del pie siguen esta lista.
          </Text>
        </Box>
        <Button onClick={() => setEditing("nueva")} disabled={editing !== null}>
          <PlusIcon /> Nueva categoría
        </Button>
      </HStack>
      {editing !== null && (
        <CategoryForm
          key={editing === "nueva" ? "nueva" : editing.id}
          categoria={editing === "nueva" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isLoading ? (
        <Skeleton h="48" borderRadius="lg" />
      ) : !list.data?.length ? (
        <EmptyState
          title="Aún no hay categorías"
          description="Crea la primera para que aparezca en el menú de la tienda."
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Categorías de la tienda">
          {list.data.map((c) => (
            <HStack
              as="li"
              key={c.id}
              justify="space-between"
              wrap="wrap"
              gap="3"
              borderWidth="1px"
              borderRadius="lg"
              bg="white"
              p="3"
              data-testid={`categoria-${c.id}`}
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
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => setEditing(c)} disabled={editing !== null}>
                  Editar
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(c)}>
                  Eliminar
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar la categoría?"
        description={
          deleting?.productos
            ? `«${deleting.nombre}» tiene ${productos(deleting.productos).toLowerCase()}: la tienda no la eliminará mientras los tenga.`
            : `«${deleting?.nombre ?? ""}» dejará de aparecer en la tienda.`
        }
        confirmLabel="Eliminar"
        onConfirm={() => deleting && void onDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
