import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input, Textarea } from "@chakra-ui/react";
import type { z } from "zod";
import { StyleInputSchema, type EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import { FormField } from "@/components/ui/form-field";
import { useSaveStyle } from "../api/store-api";
import { NameSlugFields } from "../components/name-slug-fields";
import { FormImage } from "../components/store-form";
import { EditorFormCard } from "../components/form-cards";
import { useEditorForm } from "../components/use-editor-form";

type Values = z.input<typeof StyleInputSchema>;
type Saved = z.output<typeof StyleInputSchema>;

const NOUN = { article: "el", noun: "estilo", idPrefix: "estilo" } as const;

const EMPTY: Values = { id: "", nombre: "", descripcion: "", imagen: "", orden: 100 };

/** Create or edit a style (its slug, /categoria/{slug}, is set once, when it is created). */
export function StyleForm({ estilo, onDone }: { estilo: EstiloCompleto | null; onDone: () => void }) {
  const save = useSaveStyle();
  const { form, card } = useEditorForm<Values, Saved>(NOUN, estilo?.nombre ?? null, {
    resolver: zodResolver(StyleInputSchema),
    defaultValues: estilo ?? EMPTY,
    save: (body) => save.mutateAsync({ nuevo: !estilo, body }),
    onDone,
  });

  const { errors } = form.formState;
  return (
    <EditorFormCard {...card}>
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
        <NameSlugFields
          form={form}
          stored={!!estilo}
          storedHelper="No cambia"
          readOnlyWhenStored
          testIdPrefix="estilo"
        />
        <FormField label="Orden" error={errors.orden} helper="Menor primero en la página de inicio">
          <Input type="number" min="0" max="999" {...form.register("orden", { valueAsNumber: true })} />
        </FormField>
      </Grid>
      <FormField label="Descripción" error={errors.descripcion}>
        <Textarea rows={2} {...form.register("descripcion")} data-testid="estilo-descripcion" />
      </FormField>
      <FormImage control={form.control} name="imagen" label="Imagen" testId="estilo-imagen" error={errors.imagen} />
    </EditorFormCard>
  );
}
