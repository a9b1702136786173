import { Badge, Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { TestimonioAdmin } from "@tienda/shared/schemas/content-write";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PlusIcon } from "@/components/ui/icons";
import { errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { useAdminTestimonials, useDeleteTestimonial, useSaveTestimonial } from "./api";
import { TestimonialForm } from "./testimonial-form";

/**
 * /admin/tienda/testimonios: every testimonial, hidden ones too. Create, edit, hide or show, delete;
 * the home's carousel shows the visible ones.
 */
export function Component() {
  useDocumentTitle("Testimonios | Tienda | Admin");
  const list = useAdminTestimonials();
  const save = useSaveTestimonial();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<TestimonioAdmin | "nuevo" | null>(null);

  const toggle = async (t: TestimonioAdmin) => {
    const { id, oculto, ...rest } = t;
    try {
      await save.mutateAsync({ id, body: { ...rest, oculto: !oculto } });
      notify(oculto ? "Testimonio visible" : "Testimonio oculto", "success", 3000);
    } catch (err) {
      notify(errorMessage(err, "No se pudo guardar el testimonio"), "error", 5000);
    }
  };
  const del = async (t: TestimonioAdmin) => {
    if (!window.confirm(`¿Eliminar el testimonio de ${t.nombre}?`)) return;
    try {
      await remove.mutateAsync(t.id);
      notify("Testimonio eliminado", "success", 3000);
    } catch (err) {
      notify(errorMessage(err, "No se pudo eliminar el testimonio"), "error", 5000);
    }
  };

  if (list.isError)
    return (
      <ErrorState
        title="Error al cargar los testimonios"
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Skeleton h="48" borderRadius="lg" />;
  return (
    <Stack gap="4">
      {editing ? (
        <TestimonialForm editing={editing === "nuevo" ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button alignSelf="flex-start" onClick={() => setEditing("nuevo")} data-testid="testimonio-nuevo">
          <PlusIcon /> Nuevo testimonio
        </Button>
      )}
      {!list.data.length && (
        <EmptyState title="Aún no hay testimonios" description="Los que crees aparecerán en la página de inicio." />
      )}
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Testimonios">
        {list.data.map((t) => (
          <HStack
            as="li"
            key={t.id}
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            p="3"
            gap="3"
            align="flex-start"
            wrap="wrap"
          >
            <Box flex="1" minW="60">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{t.nombre}</Text>
                <Text aria-label={`${t.calificacion} de 5 estrellas`} color="yellow.600">
                  {"★".repeat(t.calificacion)}
                </Text>
                {t.oculto && <Badge colorPalette="gray">Oculto</Badge>}
              </HStack>
              <Text fontSize="sm" color="gray.700" lineClamp={2}>
                {t.texto}
              </Text>
            </Box>
            <HStack gap="1">
              <Button size="xs" variant="outline" onClick={() => setEditing(t)}>
                Editar
              </Button>
              <Button size="xs" variant="outline" onClick={() => void toggle(t)}>
                {t.oculto ? "Mostrar" : "Ocultar"}
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void del(t)}>
                Eliminar
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
