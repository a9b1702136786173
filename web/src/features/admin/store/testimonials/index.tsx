import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import type { TestimonioAdmin } from "@tienda/shared/schemas/content-write";
import { useDocumentTitle } from "@/lib/hooks";
import { runAction, StoreListPage, StoreListRow } from "../components/store-list";
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

  const toggle = (t: TestimonioAdmin) => {
    const { id, oculto, ...rest } = t;
    void runAction(
      () => save.mutateAsync({ id, body: { ...rest, oculto: !oculto } }),
      oculto ? "Testimonio visible" : "Testimonio oculto",
      "No se pudo guardar el testimonio",
    );
  };
  const del = (t: TestimonioAdmin) => {
    if (!window.confirm(`¿Eliminar el testimonio de ${t.nombre}?`)) return;
    void runAction(() => remove.mutateAsync(t.id), "Testimonio eliminado", "No se pudo eliminar el testimonio");
  };

  return (
    <StoreListPage
      id="testimonios"
      title="Testimonios"
      description="El carrusel de la página de inicio muestra los visibles."
      newLabel="Nuevo testimonio"
      newTestId="testimonio-nuevo"
      keyOf={(t) => t.id}
      form={(testimonio, done) => <TestimonialForm editing={testimonio} onDone={done} />}
      query={list}
      errorTitle="Error al cargar los testimonios"
      empty={{ title: "Aún no hay testimonios", description: "Los que crees aparecerán en la página de inicio." }}
      listLabel="Testimonios"
      renderItem={(t, editor) => (
        <StoreListRow
          key={t.id}
          actions={[
            { label: "Editar", onClick: editor.edit, disabled: editor.open },
            { label: t.oculto ? "Mostrar" : "Ocultar", onClick: () => toggle(t) },
            { label: "Eliminar", onClick: () => del(t), danger: true },
          ]}
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
        </StoreListRow>
      )}
    />
  );
}
