import { zodResolver } from "@hookform/resolvers/zod";
import {
  Box,
  Button,
  Checkbox,
  Grid,
  HStack,
  Input,
  NativeSelect,
  Text,
  Textarea,
  chakra,
  Stack,
} from "@chakra-ui/react";
import { Controller, useForm } from "react-hook-form";
import {
  TestimonioInputSchema,
  type TestimonioAdmin,
  type TestimonioInput,
} from "@tienda/shared/schemas/content-write";
import { notify } from "@/lib/notify";
import { F } from "../components/field";
import { ImageField } from "../components/image-field";
import { showSaveError } from "../content/form-kit";
import { useSaveTestimonial } from "./api";
import { notifyInvalid, STORE_FORM_MODE } from "../components/form-validation";

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
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, TestimonioInput>({
    resolver: zodResolver(TestimonioInputSchema) as never,
    defaultValues: toValues(editing),
    ...STORE_FORM_MODE,
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      notify(editing ? "Testimonio guardado" : "Testimonio creado", "success", 4000);
      onDone();
    } catch (err) {
      showSaveError(err, setError, "No se pudo guardar el testimonio");
    }
  }, notifyInvalid);
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p="4"
      data-testid="testimonio-form"
    >
      <Stack gap="3">
        <Text as="h2" fontWeight="bold" fontSize="lg">
          {editing ? `Editar testimonio de ${editing.nombre}` : "Nuevo testimonio"}
        </Text>
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
          <F label="Nombre" error={errors.nombre} required>
            <Input {...register("nombre")} data-testid="testimonio-nombre" />
          </F>
          <F label="Calificación" error={errors.calificacion} required>
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
          </F>
          <F label="Ubicación" error={errors.ubicacion}>
            <Input {...register("ubicacion")} />
          </F>
          <F label="Producto comprado" error={errors.producto}>
            <Input {...register("producto")} />
          </F>
        </Grid>
        <F label="Testimonio" error={errors.texto} required>
          <Textarea rows={3} {...register("texto")} data-testid="testimonio-texto" />
        </F>
        <Controller
          control={control}
          name="imagen"
          render={({ field }) => (
            <Box>
              <ImageField
                label="Foto (opcional)"
                value={field.value}
                onChange={field.onChange}
                testId="testimonio-foto"
              />
              {errors.imagen && (
                <Text color="red.600" fontSize="sm">
                  {errors.imagen.message}
                </Text>
              )}
            </Box>
          )}
        />
        {(["verificado", "oculto"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {name === "verificado" ? "Compra verificada" : "Oculto (no se muestra en la tienda)"}
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        ))}
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} data-testid="testimonio-guardar">
            {editing ? "Guardar" : "Crear testimonio"}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
