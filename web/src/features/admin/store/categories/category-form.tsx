import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Grid, HStack, IconButton, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { slugify } from "@tienda/shared/rules/slug";
import { CategoryInputSchema, type CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import { FormField } from "@/components/ui/form-field";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { useSaveCategory } from "../api/store-api";
import { FormCheckbox, FormImage, FormMessage, listError, StoreFormCard } from "../components/store-form";
import { useStoreForm } from "../components/use-store-form";

type Values = z.input<typeof CategoryInputSchema>;
type Saved = z.output<typeof CategoryInputSchema>;

const EMPTY: Values = {
  id: "",
  nombre: "",
  descripcion: "",
  imagen: "",
  icono: "tag",
  orden: 100,
  oculto: false,
  subcategorias: [],
};

/** The form's fields of a stored category (its product count is not one). */
function formValues({ productos: _productos, ...c }: CategoriaAdmin): Values {
  return c;
}

/**
 * Create or edit a category. A new one's slug follows its name until the admin types one; an
 * existing one keeps its slug unless the admin changes the field (the API refuses that while
 * products use the category).
 */
export function CategoryForm({ categoria, onDone }: { categoria: CategoriaAdmin | null; onDone: () => void }) {
  const save = useSaveCategory();
  const {
    register,
    control,
    setValue,
    getFieldState,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useStoreForm<Values, Saved>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: categoria ? formValues(categoria) : EMPTY,
    save: (body) => save.mutateAsync({ idAnterior: categoria?.id ?? null, body }),
    saved: categoria ? "Categoría actualizada" : "Categoría creada",
    failed: "No se pudo guardar la categoría",
    onDone,
  });
  const subs = useFieldArray({ control, name: "subcategorias" });

  const nombre = register("nombre");
  return (
    <StoreFormCard
      title={categoria ? `Editar «${categoria.nombre}»` : "Nueva categoría"}
      level="h3"
      onSubmit={onSubmit}
      saving={isSubmitting}
      testId="categoria-form"
      submitTestId="categoria-guardar"
      submitLabel="Guardar categoría"
      onCancel={onDone}
    >
      <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
        <FormField label="Nombre" error={errors.nombre} required>
          <Input
            {...nombre}
            onChange={(e) => {
              void nombre.onChange(e);
              if (!categoria && !getFieldState("id").isDirty) setValue("id", slugify(e.target.value));
            }}
            data-testid="categoria-nombre"
          />
        </FormField>
        <FormField
          label="Slug (id en la URL)"
          error={errors.id}
          helper={
            categoria ? "Cambiarlo cambia la dirección /tienda/… de la categoría" : "Minúsculas, números y guiones"
          }
          required
        >
          <Input {...register("id")} data-testid="categoria-id" />
        </FormField>
        <FormField label="Orden" error={errors.orden} helper="Menor primero en los menús">
          <Input type="number" min="0" max="999" {...register("orden", { valueAsNumber: true })} />
        </FormField>
        <FormField label="Icono" error={errors.icono} helper="Nombre del icono del menú">
          <Input {...register("icono")} />
        </FormField>
      </Grid>
      <FormField label="Descripción" error={errors.descripcion}>
        <Textarea rows={2} {...register("descripcion")} />
      </FormField>
      <FormImage control={control} name="imagen" label="Imagen" testId="categoria-imagen" error={errors.imagen} />
      <FormCheckbox
        control={control}
        name="oculto"
        label="Oculta en la tienda (no aparece en los menús ni en el pie)"
      />
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium">
          Subcategorías
        </Text>
        {subs.fields.map((f, i) => (
          <HStack key={f.id} align="flex-start" gap="2">
            <FormField label={`Nombre ${i + 1}`} error={errors.subcategorias?.[i]?.nombre}>
              <Input {...register(`subcategorias.${i}.nombre`)} />
            </FormField>
            <FormField label={`Slug ${i + 1}`} error={errors.subcategorias?.[i]?.id}>
              <Input {...register(`subcategorias.${i}.id`)} />
            </FormField>
            <IconButton
              aria-label={`Quitar subcategoría ${i + 1}`}
              variant="ghost"
              mt="7"
              onClick={() => subs.remove(i)}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        ))}
        <FormMessage message={listError(errors.subcategorias)} />
        <Box>
          <Button size="sm" variant="outline" onClick={() => subs.append({ id: "", nombre: "" })}>
            <PlusIcon /> Agregar subcategoría
          </Button>
        </Box>
      </Stack>
    </StoreFormCard>
  );
}
