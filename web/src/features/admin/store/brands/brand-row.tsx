import { Box, Grid, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import { ChevronDownIcon, TrashIcon } from "@/components/ui/icons";
import { F } from "../components/field";
import { ImageField } from "../components/image-field";

export type BrandsValues = z.input<typeof CONTENT_WRITE_SCHEMAS.marcas>;

/** One brand of the strip: name, logo, link, and its place in the order. */
export function BrandRow({
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
  control: Control<BrandsValues>;
  register: UseFormRegister<BrandsValues>;
  errors: FieldErrors<BrandsValues>;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const e = errors.marcas?.[index];
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderRadius="lg" bg="white" p="3" data-testid={`marca-${index}`}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">Marca {index + 1}</Text>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Subir la marca ${index + 1}`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <Box transform="rotate(180deg)">
              <ChevronDownIcon />
            </Box>
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Bajar la marca ${index + 1}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ChevronDownIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Quitar la marca ${index + 1}`}
            onClick={onRemove}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
        <F label="Nombre" error={e?.nombre} required>
          <Input {...register(`marcas.${index}.nombre`)} />
        </F>
        <F label="Id" error={e?.id} helper="Minúsculas, números y guiones" required>
          <Input {...register(`marcas.${index}.id`)} />
        </F>
        <F label="Enlace" error={e?.enlace} helper="/marca/… o https://…" required>
          <Input {...register(`marcas.${index}.enlace`)} />
        </F>
      </Grid>
      <Controller
        control={control}
        name={`marcas.${index}.logotipo`}
        render={({ field }) => (
          <Box>
            <ImageField
              label="Logotipo"
              value={field.value ?? ""}
              onChange={field.onChange}
              testId={`marca-logo-${index}`}
            />
            {e?.logotipo && (
              <Text color="red.600" fontSize="sm" role="alert">
                {e.logotipo.message}
              </Text>
            )}
          </Box>
        )}
      />
    </Stack>
  );
}
