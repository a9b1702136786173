import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, Grid, HStack, IconButton, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { CategoryInputSchema, type CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import { FormField } from "@/components/ui/form-field";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { useSaveCategory } from "../api/store-api";
import { NameSlugFields } from "../components/name-slug-fields";
import { FormCheckbox, FormImage, FormMessage, listError } from "../components/store-form";
import { EditorFormCard } from "../components/form-cards";
import { useEditorForm } from "../components/use-editor-form";

type Values = z.input<typeof CategoryInputSchema>;
type Saved = z.output<typeof CategoryInputSchema>;

const NOUN = { article: "la", noun: "categoría", idPrefix: "categoria" } as const;

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
  const { form, card } = useEditorForm<Values, Saved>(NOUN, categoria?.nombre ?? null, {
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: categoria ? formValues(categoria) : EMPTY,
    save: (body) => save.mutateAsync({ idAnterior: categoria?.id ?? null, body }),
    onDone,
  });
  const { errors } = form.formState;
  const subs = useFieldArray({ control: form.control, name: "subcategorias" });

  return (
    <EditorFormCard {...card}>
      <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
        <NameSlugFields
          form={form}
          stored={!!categoria}
          storedHelper="Cambiarlo cambia la dirección /tienda/… de la categoría"
          testIdPrefix="categoria"
        />
        <FormField label="Orden" error={errors.orden} helper="Menor primero en los menús">
          <Input type="number" min="0" max="999" {...form.register("orden", { valueAsNumber: true })} />
        </FormField>
        <FormField label="Icono" error={errors.icono} helper="Nombre del icono del menú">
          <Input {...form.register("icono")} />
        </FormField>
      </Grid>
      <FormField label="Descripción" error={errors.descripcion}>
        <Textarea rows={2} {...form.register("descripcion")} />
      </FormField>
      <FormImage control={form.control} name="imagen" label="Imagen" testId="categoria-imagen" error={errors.imagen} />
      <FormCheckbox
        control={form.control}
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
              <Input {...form.register(`subcategorias.${i}.nombre`)} />
            </FormField>
            <FormField label={`Slug ${i + 1}`} error={errors.subcategorias?.[i]?.id}>
              <Input {...form.register(`subcategorias.${i}.id`)} />
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
    </EditorFormCard>
  );
}
