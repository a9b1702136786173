import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, chakra, Grid, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { slugify } from "@tienda/shared/rules/slug";
import { StyleInputSchema, type EstiloCompleto } from "@tienda/shared/schemas/store-structure";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useSaveStyle } from "../api/store-api";
import { F } from "../components/field";
import { ImageField } from "../components/image-field";
import { notifyInvalid, STORE_FORM_MODE } from "../components/form-validation";

type Values = z.input<typeof StyleInputSchema>;
type Saved = z.output<typeof StyleInputSchema>;

const EMPTY: Values = { id: "", nombre: "", descripcion: "", imagen: "", orden: 100 };

/** Create or edit a style (its slug, /categoria/{slug}, is set once, when it is created). */
export function StyleForm({ estilo, onDone }: { estilo: EstiloCompleto | null; onDone: () => void }) {
  const save = useSaveStyle();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Saved>({
    resolver: zodResolver(StyleInputSchema),
    defaultValues: estilo ?? EMPTY,
    ...STORE_FORM_MODE,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ nuevo: !estilo, body: values });
      notify(estilo ? "Estilo actualizado" : "Estilo creado", "success", 4000);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.errores) {
        for (const [path, message] of Object.entries(err.errores)) setError(path as never, { message });
      }
      notify(errorMessage(err, "No se pudo guardar el estilo"), "error", 5000);
    }
  }, notifyInvalid);

  const nombre = register("nombre");
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={estilo ? `Editar ${estilo.nombre}` : "Nuevo estilo"}>
      <Stack gap="4" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: "4", md: "5" }}>
        <Text as="h3" fontWeight="bold" fontSize="lg">
          {estilo ? `Editar «${estilo.nombre}»` : "Nuevo estilo"}
        </Text>
        <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
          <F label="Nombre" error={errors.nombre} required>
            <Input
              {...nombre}
              onChange={(e) => {
                void nombre.onChange(e);
                if (!estilo && !getFieldState("id").isDirty) setValue("id", slugify(e.target.value));
              }}
              data-testid="estilo-nombre"
            />
          </F>
          <F
            label="Slug (id en la URL)"
            error={errors.id}
            helper={estilo ? "No cambia" : "Minúsculas, números y guiones"}
            required
          >
            <Input {...register("id")} readOnly={!!estilo} data-testid="estilo-id" />
          </F>
          <F label="Orden" error={errors.orden} helper="Menor primero en la página de inicio">
            <Input type="number" min="0" max="999" {...register("orden", { valueAsNumber: true })} />
          </F>
        </Grid>
        <F label="Descripción" error={errors.descripcion}>
          <Textarea rows={2} {...register("descripcion")} data-testid="estilo-descripcion" />
        </F>
        <Controller
          control={control}
          name="imagen"
          render={({ field }) => (
            <Box>
              <ImageField label="Imagen" value={field.value ?? ""} onChange={field.onChange} testId="estilo-imagen" />
              {errors.imagen && (
                <Text color="red.600" fontSize="sm" role="alert">
                  {errors.imagen.message}
                </Text>
              )}
            </Box>
          )}
        />
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="estilo-guardar">
            Guardar estilo
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
