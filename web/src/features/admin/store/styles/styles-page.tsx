import { Box, HStack, Image, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import { useDocumentTitle } from "@/lib/hooks";
import { useDeleteStyle, useStyles } from "../api/store-api";
import { ConfirmDelete, StoreListPage, StoreListRow } from "../components/store-list";
import { StyleForm } from "./style-form";

/**
 * /admin/tienda/estilos: the styles of the home page's grid and the style pages, in order; create,
 * edit and delete (the API refuses deleting one that products use).
 */
export function Component() {
  useDocumentTitle("Estilos | Admin");
  const list = useStyles();
  const remove = useDeleteStyle();
  const [deleting, setDeleting] = useState<EstiloCompleto | null>(null);

  return (
    <StoreListPage
      id="estilos"
      title="Estilos"
      description="La cuadrícula de estilos de la página de inicio y las páginas /categoria/… siguen esta lista."
      newLabel="Nuevo estilo"
      keyOf={(e) => e.id}
      form={(estilo, done) => <StyleForm estilo={estilo} onDone={done} />}
      query={list}
      errorTitle="Error al cargar los estilos"
      empty={{
        title: "Aún no hay estilos",
        description: "Crea el primero para mostrar la cuadrícula de estilos en la página de inicio.",
      }}
      listLabel="Estilos de la tienda"
      renderItem={(e, editor) => (
        <StoreListRow
          key={e.id}
          testId={`estilo-${e.id}`}
          actions={[
            { label: "Editar", onClick: editor.edit, disabled: editor.open },
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
        <ConfirmDelete
          item={deleting}
          onClose={() => setDeleting(null)}
          title="¿Eliminar el estilo?"
          description={(e) =>
            `«${e.nombre}» dejará de aparecer en la página de inicio. Si hay productos con este estilo, la tienda no lo eliminará.`
          }
          remove={(e) => remove.mutateAsync(e.id)}
          done={() => "Estilo eliminado"}
          failed="No se pudo eliminar el estilo"
          detail={(e) => e.nombre}
        />
      }
    />
  );
}
