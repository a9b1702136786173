import { Grid, HStack, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { HeroBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { OrderedItem, type ItemPlace } from "../../components/ordered-fields";
import { FormImage } from "../../components/store-form";
import { SlidePreview } from "./slide-preview";

/** One slide of the hero form: the spec's fields, its three statistics and a live preview. */
export function SlideFields({
  place,
  control,
  register,
  errors,
}: {
  place: ItemPlace;
  control: Control<HeroBlock>;
  register: UseFormRegister<HeroBlock>;
  errors: FieldErrors<HeroBlock>;
}) {
  const { index } = place;
  const e = errors.diapositivas?.[index];
  const at = `diapositivas.${index}` as const;
  const slide = useWatch({ control, name: at });
  return (
    <OrderedItem
      place={place}
      title={`Diapositiva ${index + 1}`}
      what={`la diapositiva ${index + 1}`}
      borderRadius="md"
      p="4"
      data-testid={`diapositiva-${index}`}
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Id (minúsculas y guiones)" error={e?.id} required>
          <Input {...register(`${at}.id`)} />
        </FormField>
        <FormField label="Tema" error={e?.tema} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`${at}.tema`)}>
              <option value="light">Claro (light)</option>
              <option value="dark">Oscuro (dark)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Título" error={e?.titulo} required>
          <Input {...register(`${at}.titulo`)} data-testid={`diapositiva-${index}-titulo`} />
        </FormField>
        <FormField label="Texto del botón" error={e?.textoBoton} required>
          <Input {...register(`${at}.textoBoton`)} />
        </FormField>
        <FormField
          label="Enlace del botón"
          error={e?.enlaceBoton}
          helper="Una ruta de la tienda (/ofertas) o https://"
          required
        >
          <Input {...register(`${at}.enlaceBoton`)} />
        </FormField>
        <FormField label="Texto alternativo de la imagen" error={e?.altImagen} required>
          <Input {...register(`${at}.altImagen`)} />
        </FormField>
      </Grid>
      <FormField label="Descripción" error={e?.descripcion} required>
        <Textarea rows={2} {...register(`${at}.descripcion`)} />
      </FormField>
      <FormImage
        control={control}
        name={`${at}.imagen`}
        label="Imagen"
        testId={`diapositiva-${index}-imagen`}
        error={e?.imagen}
      />
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="3" role="group" aria-label="Estadísticas">
        {[0, 1, 2].map((j) => (
          <HStack key={j} gap="2" align="flex-start">
            <FormField label={`Cifra ${j + 1}`} error={e?.estadisticas?.[j]?.numero} required>
              <Input {...register(`${at}.estadisticas.${j}.numero`)} />
            </FormField>
            <FormField label="Etiqueta" error={e?.estadisticas?.[j]?.etiqueta} required>
              <Input {...register(`${at}.estadisticas.${j}.etiqueta`)} />
            </FormField>
          </HStack>
        ))}
      </Grid>
      {slide && <SlidePreview slide={slide} />}
    </OrderedItem>
  );
}
