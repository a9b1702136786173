import { zodResolver } from "@hookform/resolvers/zod";
import {
  Box,
  Button,
  Checkbox,
  chakra,
  Grid,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { slugify } from "@tienda/shared/rules/slug";
import { CategoryInputSchema, type CategoriaAdmin } from "@tienda/shared/schemas/store-structure";
import { PlusIcon, TrashIcon } from "@/components/ui/icons";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useSaveCategory } from "../api/store-api";
import { F } from "../components/field";
import { ImageField } from "../components/image-field";
import { notifyInvalid, STORE_FORM_MODE } from "../components/form-validation";

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
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Saved>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: categoria ? formValues(categoria) : EMPTY,
    ...STORE_FORM_MODE,
  });
  const subs = useFieldArray({ control, name: "subcategorias" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ idAnterior: categoria?.id ?? null, body: values });
      notify(categoria ? "Categoría actualizada" : "Categoría creada", "success", 4000);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.errores) {
        for (const [path, message] of Object.entries(err.errores)) setError(path as never, { message });
      }
      notify(errorMessage(err, "No se pudo guardar la categoría"), "error", 5000);
    }
  }, notifyInvalid);

  const nombre = register("nombre");
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={categoria ? `Editar ${categoria.nombre}` : "Nueva categoría"}
    >
      <Stack gap="4" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: "4", md: "5" }}>
        <Text as="h3" fontWeight="bold" fontSize="lg">
          {categoria ? `Editar «${categoria.nombre}»` : "Nueva categoría"}
        </Text>
        <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
          <F label="Nombre" error={errors.nombre} required>
            <Input
              {...nombre}
              onChange={(e) => {
                void nombre.onChange(e);
                if (!categoria && !getFieldState("id").isDirty) setValue("id", slugify(e.target.value));
              }}
              data-testid="categoria-nombre"
            />
          </F>
          <F
            label="Slug (id en la URL)"
            error={errors.id}
            helper={
              categoria ? "Cambiarlo cambia la dirección /tienda/… de la categoría" : "Minúsculas, números y guiones"
            }
            required
          >
            <Input {...register("id")} data-testid="categoria-id" />
          </F>
          <F label="Orden" error={errors.orden} helper="Menor primero en los menús">
            <Input type="number" min="0" max="999" {...register("orden", { valueAsNumber: true })} />
          </F>
          <F label="Icono" error={errors.icono} helper="Nombre del icono del menú">
            <Input {...register("icono")} />
          </F>
        </Grid>
        <F label="Descripción" error={errors.descripcion}>
          <Textarea rows={2} {...register("descripcion")} />
        </F>
        <Controller
          control={control}
          name="imagen"
          render={({ field }) => (
            <Box>
              <ImageField
                label="Imagen"
                value={field.value ?? ""}
                onChange={field.onChange}
                testId="categoria-imagen"
              />
              {errors.imagen && (
                <Text color="red.600" fontSize="sm" role="alert">
                  {errors.imagen.message}
                </Text>
              )}
            </Box>
          )}
        />
        <Controller
          control={control}
          name="oculto"
          render={({ field }) => (
            <Checkbox.Root checked={!!field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Oculta en la tienda (no aparece en los menús ni en el pie)</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Stack gap="2" as="fieldset">
          <Text as="legend" fontWeight="medium">
            Subcategorías
          </Text>
          {subs.fields.map((f, i) => (
            <HStack key={f.id} align="flex-start" gap="2">
              <F label={`Nombre ${i + 1}`} error={errors.subcategorias?.[i]?.nombre}>
                <Input {...register(`subcategorias.${i}.nombre`)} />
              </F>
              <F label={`Slug ${i + 1}`} error={errors.subcategorias?.[i]?.id}>
                <Input {...register(`subcategorias.${i}.id`)} />
              </F>
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
          {errors.subcategorias?.root?.message || errors.subcategorias?.message ? (
            <Text color="red.600" fontSize="sm" role="alert">
              {errors.subcategorias?.root?.message ?? errors.subcategorias?.message}
            </Text>
          ) : null}
          <Box>
            <Button size="sm" variant="outline" onClick={() => subs.append({ id: "", nombre: "" })}>
              <PlusIcon /> Agregar subcategoría
            </Button>
          </Box>
        </Stack>
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="categoria-guardar">
            Guardar categoría
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
