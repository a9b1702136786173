import { Box, Button, HStack, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PlusIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { useDeleteStyle, useStyles } from "../api/store-api";
import { StyleForm } from "./style-form";

/**
 * /admin/tienda/estilos: the styles of the home page's grid and the style pages, in order; create,
 * edit and delete (the API refuses deleting one that products use).
 */
export function Component() {
  useDocumentTitle("Estilos | Admin");
  const list = useStyles();
  const remove = useDeleteStyle();
  const [editing, setEditing] = useState<EstiloCompleto | "nuevo" | null>(null);
  const [deleting, setDeleting] = useState<EstiloCompleto | null>(null);

  const onDelete = async (e: EstiloCompleto) => {
    setDeleting(null);
    try {
      await remove.mutateAsync(e.id);
      notify("Estilo eliminado", "success", 4000, e.nombre);
    } catch (err) {
      notify(errorMessage(err, "No se pudo eliminar el estilo"), "error", 6000, e.nombre);
    }
  };

  if (list.isError) {
    return (
      <ErrorState
        title="Error al cargar los estilos"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <Stack gap="4" as="section" aria-labelledby="estilos-title">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Box>
          <Text as="h2" id="estilos-title" fontWeight="bold" fontSize="xl">
            Estilos
          </Text>
          <Text fontSize="sm" color="gray.600">
            La cuadrícula de estilos de la página de inicio y las páginas /categoria/… siguen esta lista.
          </Text>
        </Box>
        <Button onClick={() => setEditing("nuevo")} disabled={editing !== null}>
          <PlusIcon /> Nuevo estilo
        </Button>
      </HStack>
      {editing !== null && (
        <StyleForm
          key={editing === "nuevo" ? "nuevo" : editing.id}
          estilo={editing === "nuevo" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {list.isLoading ? (
        <Skeleton h="48" borderRadius="lg" />
      ) : !list.data?.length ? (
        <EmptyState
          title="Aún no hay estilos"
          description="Crea el primero para mostrar la cuadrícula de estilos en la página de inicio."
        />
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Estilos de la tienda">
          {list.data.map((e) => (
            <HStack
              as="li"
              key={e.id}
              justify="space-between"
              wrap="wrap"
              gap="3"
              borderWidth="1px"
              borderRadius="lg"
              bg="white"
              p="3"
              data-testid={`estilo-${e.id}`}
            >
              <HStack gap="3" minW="0">
                <Box w="14" h="14" borderRadius="md" overflow="hidden" bg="gray.100" flexShrink={0}>
                  {e.imagen && <Image src={e.imagen} alt="" w="full" h="full" objectFit="cover" />}
                </Box>
                <Box minW="0">
                  <Text fontWeight="semibold">{e.nombre}</Text>
                  <Text fontSize="sm" color="gray.600">
                    /categoria/{e.id} · orden {e.orden}
                    {e.descripcion ? ` · ${e.descripcion}` : ""}
                  </Text>
                </Box>
              </HStack>
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => setEditing(e)} disabled={editing !== null}>
                  Editar
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(e)}>
                  Eliminar
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="¿Eliminar el estilo?"
        description={`«${deleting?.nombre ?? ""}» dejará de aparecer en la página de inicio. Si hay productos con este estilo, la tienda no lo eliminará.`}
        confirmLabel="Eliminar"
        onConfirm={() => deleting && void onDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
