import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import {
  TestimonioInputSchema,
  type TestimonioAdmin,
  type TestimonioInput,
} from "@tienda/shared/schemas/content-write";
import { FormField } from "@/components/ui/form-field";
import { FormCheckbox, FormImage } from "../components/store-form";
import { EditorFormCard } from "../components/form-cards";
import { useEditorForm } from "../components/use-editor-form";
import { useSaveTestimonial } from "./api";

type Values = Required<Omit<TestimonioInput, "fechaCompra">> & { fechaCompra?: string };

const NOUN = { article: "el", noun: "testimonio", idPrefix: "testimonio" } as const;

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
  const { form, card } = useEditorForm<Values, TestimonioInput>(NOUN, editing?.nombre ?? null, {
    resolver: zodResolver(TestimonioInputSchema) as never,
    defaultValues: toValues(editing),
    save: (body) => save.mutateAsync({ id: editing?.id ?? null, body }),
    onDone,
  });
  const { errors } = form.formState;
  return (
    <EditorFormCard {...card}>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Nombre" error={errors.nombre} required>
          <Input {...form.register("nombre")} data-testid="testimonio-nombre" />
        </FormField>
        <FormField label="Calificación" error={errors.calificacion} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register("calificacion", { valueAsNumber: true })}>
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
          <Input {...form.register("ubicacion")} />
        </FormField>
        <FormField label="Producto comprado" error={errors.producto}>
          <Input {...form.register("producto")} />
        </FormField>
      </Grid>
      <FormField label="Testimonio" error={errors.texto} required>
        <Textarea rows={3} {...form.register("texto")} data-testid="testimonio-texto" />
      </FormField>
      <FormImage
        control={form.control}
        name="imagen"
        label="Foto (opcional)"
        testId="testimonio-foto"
        error={errors.imagen}
      />
      <FormCheckbox control={form.control} name="verificado" label="Compra verificada" />
      <FormCheckbox control={form.control} name="oculto" label="Oculto (no se muestra en la tienda)" />
    </EditorFormCard>
  );
}
