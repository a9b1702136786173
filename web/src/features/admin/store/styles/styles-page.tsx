import { Box, HStack, Image, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { useDocumentTitle } from "@/lib/hooks";
import { useDeleteStyle, useStyles } from "../api/store-api";
import { runAction, StoreListPage, StoreListRow } from "../components/store-list";
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

  const busy = editing !== null;
  return (
    <StoreListPage
      id="estilos"
      title="Estilos"
      description="La cuadrícula de estilos de la página de inicio y las páginas /categoria/… siguen esta lista."
      newLabel="Nuevo estilo"
      editing={busy}
      onNew={() => setEditing("nuevo")}
      editor={
        editing !== null && (
          <StyleForm
            key={editing === "nuevo" ? "nuevo" : editing.id}
            estilo={editing === "nuevo" ? null : editing}
            onDone={() => setEditing(null)}
          />
        )
      }
      query={list}
      errorTitle="Error al cargar los estilos"
      empty={{
        title: "Aún no hay estilos",
        description: "Crea el primero para mostrar la cuadrícula de estilos en la página de inicio.",
      }}
      listLabel="Estilos de la tienda"
      renderItem={(e) => (
        <StoreListRow
          key={e.id}
          testId={`estilo-${e.id}`}
          actions={[
            { label: "Editar", onClick: () => setEditing(e), disabled: busy },
            { label: "Eliminar", onClick: () => setDeleting(e), danger: true },
          ]}
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
        </StoreListRow>
      )}
      dialog={
        <ConfirmDialog
          open={deleting !== null}
          title="¿Eliminar el estilo?"
          description={`«${deleting?.nombre ?? ""}» dejará de aparecer en la página de inicio. Si hay productos con este estilo, la tienda no lo eliminará.`}
          confirmLabel="Eliminar"
          onConfirm={() => {
            if (!deleting) return;
            setDeleting(null);
            void runAction(
              () => remove.mutateAsync(deleting.id),
              "Estilo eliminado",
              "No se pudo eliminar el estilo",
              deleting.nombre,
            );
          }}
          onClose={() => setDeleting(null)}
        />
      }
    />
  );
}
