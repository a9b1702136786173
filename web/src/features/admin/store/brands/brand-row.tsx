import { Grid, Input } from "@chakra-ui/react";
import { type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import { FormField } from "@/components/ui/form-field";
import { OrderedItem, type ItemPlace } from "../components/ordered-fields";
import { FormImage } from "../components/store-form";

export type BrandsValues = z.input<typeof CONTENT_WRITE_SCHEMAS.marcas>;

/** One brand of the strip: name, logo, link, and its place in the order. */
export function BrandRow({
  place,
  control,
  register,
  errors,
}: {
  place: ItemPlace;
  control: Control<BrandsValues>;
  register: UseFormRegister<BrandsValues>;
  errors: FieldErrors<BrandsValues>;
}) {
  const { index } = place;
  const e = errors.marcas?.[index];
  return (
    <OrderedItem
      place={place}
      title={`Marca ${index + 1}`}
      what={`la marca ${index + 1}`}
      borderRadius="lg"
      bg="white"
      p="3"
      data-testid={`marca-${index}`}
    >
      <Grid templateColumns={{ base: "1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
        <FormField label="Nombre" error={e?.nombre} required>
          <Input {...register(`marcas.${index}.nombre`)} />
        </FormField>
        <FormField label="Id" error={e?.id} helper="Minúsculas, números y guiones" required>
          <Input {...register(`marcas.${index}.id`)} />
        </FormField>
        <FormField label="Enlace" error={e?.enlace} helper="/marca/… o https://…" required>
          <Input {...register(`marcas.${index}.enlace`)} />
        </FormField>
      </Grid>
      <FormImage
        control={control}
        name={`marcas.${index}.logotipo`}
        label="Logotipo"
        testId={`marca-logo-${index}`}
        error={e?.logotipo}
      />
    </OrderedItem>
  );
}
