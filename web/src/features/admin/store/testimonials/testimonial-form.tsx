import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import {
  TestimonioInputSchema,
  type TestimonioAdmin,
  type TestimonioInput,
} from "@tienda/shared/schemas/content-write";
import { FormField } from "@/components/ui/form-field";
import { FormCheckbox, FormImage, StoreFormCard } from "../components/store-form";
import { useStoreForm } from "../components/use-store-form";
import { useSaveTestimonial } from "./api";

type Values = Required<Omit<TestimonioInput, "fechaCompra">> & { fechaCompra?: string };

const toValues = (t: TestimonioAdmin | null): Values => ({
  nombre: t?.nombre ?? "",
  texto: t?.texto ?? "",
  calificacion: t?.calificacion ?? 5,
  imagen: t?.imagen ?? "",
  ubicacion: t?.ubicacion ?? "",
  producto: t?.producto ?? "",
  verificado: t?.verificado ?? false,
  oculto: t?.oculto ?? false,
  ...(t ? { fechaCompra: t.fechaCompra } : {}),
});

/** Create or edit one testimonial: name, text, rating 1–5, photo, and whether the shop shows it. */
export function TestimonialForm({ editing, onDone }: { editing: TestimonioAdmin | null; onDone: () => void }) {
  const save = useSaveTestimonial();
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useStoreForm<Values, TestimonioInput>({
    resolver: zodResolver(TestimonioInputSchema) as never,
    defaultValues: toValues(editing),
    save: (body) => save.mutateAsync({ id: editing?.id ?? null, body }),
    saved: editing ? "Testimonio guardado" : "Testimonio creado",
    failed: "No se pudo guardar el testimonio",
    onDone,
  });
  return (
    <StoreFormCard
      title={editing ? `Editar testimonio de ${editing.nombre}` : "Nuevo testimonio"}
      onSubmit={onSubmit}
      saving={isSubmitting}
      testId="testimonio-form"
      submitTestId="testimonio-guardar"
      submitLabel={editing ? "Guardar" : "Crear testimonio"}
      onCancel={onDone}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Nombre" error={errors.nombre} required>
          <Input {...register("nombre")} data-testid="testimonio-nombre" />
        </FormField>
        <FormField label="Calificación" error={errors.calificacion} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register("calificacion", { valueAsNumber: true })}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {"★".repeat(n)} ({n})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Ubicación" error={errors.ubicacion}>
          <Input {...register("ubicacion")} />
        </FormField>
        <FormField label="Producto comprado" error={errors.producto}>
          <Input {...register("producto")} />
        </FormField>
      </Grid>
      <FormField label="Testimonio" error={errors.texto} required>
        <Textarea rows={3} {...register("texto")} data-testid="testimonio-texto" />
      </FormField>
      <FormImage
        control={control}
        name="imagen"
        label="Foto (opcional)"
        testId="testimonio-foto"
        error={errors.imagen}
      />
      <FormCheckbox control={control} name="verificado" label="Compra verificada" />
      <FormCheckbox control={control} name="oculto" label="Oculto (no se muestra en la tienda)" />
    </StoreFormCard>
  );
}
