import { Box, Button, Grid, HStack, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { HeroBlock } from "@tienda/shared/schemas/content";
import { F } from "../../components/field";
import { ImageField } from "../../components/image-field";
import { SlidePreview } from "./slide-preview";

/** One slide of the hero form: the spec's fields, its three statistics and a live preview. */
export function SlideFields({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<HeroBlock>;
  register: UseFormRegister<HeroBlock>;
  errors: FieldErrors<HeroBlock>;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const e = errors.diapositivas?.[index];
  const at = `diapositivas.${index}` as const;
  const slide = useWatch({ control, name: at });
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid={`diapositiva-${index}`}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Diapositiva {index + 1}</Text>
        <HStack gap="1">
          <Button size="xs" variant="ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
            Subir
          </Button>
          <Button size="xs" variant="ghost" disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
            Bajar
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove}>
            Quitar
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <F label="Id (minúsculas y guiones)" error={e?.id} required>
          <Input {...register(`${at}.id`)} />
        </F>
        <F label="Tema" error={e?.tema} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`${at}.tema`)}>
              <option value="light">Claro (light)</option>
              <option value="dark">Oscuro (dark)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </F>
        <F label="Título" error={e?.titulo} required>
          <Input {...register(`${at}.titulo`)} data-testid={`diapositiva-${index}-titulo`} />
        </F>
        <F label="Texto del botón" error={e?.textoBoton} required>
          <Input {...register(`${at}.textoBoton`)} />
        </F>
        <F
          label="Enlace del botón"
          error={e?.enlaceBoton}
          helper="Una ruta de la tienda (/ofertas) o https://"
          required
        >
          <Input {...register(`${at}.enlaceBoton`)} />
        </F>
        <F label="Texto alternativo de la imagen" error={e?.altImagen} required>
          <Input {...register(`${at}.altImagen`)} />
        </F>
      </Grid>
      <F label="Descripción" error={e?.descripcion} required>
        <Textarea rows={2} {...register(`${at}.descripcion`)} />
      </F>
      <Controller
        control={control}
        name={`${at}.imagen`}
        render={({ field }) => (
          <Box>
            <ImageField
              label="Imagen"
              value={field.value}
              onChange={field.onChange}
              testId={`diapositiva-${index}-imagen`}
            />
            {e?.imagen && (
              <Text color="red.600" fontSize="sm">
                {e.imagen.message}
              </Text>
            )}
          </Box>
        )}
      />
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, 1fr)" }} gap="3" role="group" aria-label="Estadísticas">
        {[0, 1, 2].map((j) => (
          <HStack key={j} gap="2" align="flex-start">
            <F label={`Cifra ${j + 1}`} error={e?.estadisticas?.[j]?.numero} required>
              <Input {...register(`${at}.estadisticas.${j}.numero`)} />
            </F>
            <F label="Etiqueta" error={e?.estadisticas?.[j]?.etiqueta} required>
              <Input {...register(`${at}.estadisticas.${j}.etiqueta`)} />
            </F>
          </HStack>
        ))}
      </Grid>
      {slide && <SlidePreview slide={slide} />}
    </Stack>
  );
}
