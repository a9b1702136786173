import { zodResolver } from "@hookform/resolvers/zod";
import { Grid, Input, Textarea } from "@chakra-ui/react";
import type { z } from "zod";
import { slugify } from "@tienda/shared/rules/slug";
import { StyleInputSchema, type EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import { FormField } from "@/components/ui/form-field";
import { useSaveStyle } from "../api/store-api";
import { FormImage, StoreFormCard } from "../components/store-form";
import { useStoreForm } from "../components/use-store-form";

type Values = z.input<typeof StyleInputSchema>;
type Saved = z.output<typeof StyleInputSchema>;

const EMPTY: Values = { id: "", nombre: "", descripcion: "", imagen: "", orden: 100 };

/** Create or edit a style (its slug, /categoria/{slug}, is set once, when it is created). */
export function StyleForm({ estilo, onDone }: { estilo: EstiloCompleto | null; onDone: () => void }) {
  const save = useSaveStyle();
  const {
    register,
    control,
    setValue,
    getFieldState,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useStoreForm<Values, Saved>({
    resolver: zodResolver(StyleInputSchema),
    defaultValues: estilo ?? EMPTY,
    save: (body) => save.mutateAsync({ nuevo: !estilo, body }),
    saved: estilo ? "Estilo actualizado" : "Estilo creado",
    failed: "No se pudo guardar el estilo",
    onDone,
  });

  const nombre = register("nombre");
  return (
    <StoreFormCard
      title={estilo ? `Editar «${estilo.nombre}»` : "Nuevo estilo"}
      level="h3"
      onSubmit={onSubmit}
      saving={isSubmitting}
      testId="estilo-form"
      submitTestId="estilo-guardar"
      submitLabel="Guardar estilo"
      onCancel={onDone}
    >
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
        <FormField label="Nombre" error={errors.nombre} required>
          <Input
            {...nombre}
            onChange={(e) => {
              void nombre.onChange(e);
              if (!estilo && !getFieldState("id").isDirty) setValue("id", slugify(e.target.value));
            }}
            data-testid="estilo-nombre"
          />
        </FormField>
        <FormField
          label="Slug (id en la URL)"
          error={errors.id}
          helper={estilo ? "No cambia" : "Minúsculas, números y guiones"}
          required
        >
          <Input {...register("id")} readOnly={!!estilo} data-testid="estilo-id" />
        </FormField>
        <FormField label="Orden" error={errors.orden} helper="Menor primero en la página de inicio">
          <Input type="number" min="0" max="999" {...register("orden", { valueAsNumber: true })} />
        </FormField>
      </Grid>
      <FormField label="Descripción" error={errors.descripcion}>
        <Textarea rows={2} {...register("descripcion")} data-testid="estilo-descripcion" />
      </FormField>
      <FormImage control={control} name="imagen" label="Imagen" testId="estilo-imagen" error={errors.imagen} />
    </StoreFormCard>
  );
}
