import { Button, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { MAX_PROMISE_LENGTH, MAX_PROMISES, PROMISE_ICON_LABEL, PROMISE_ICONS } from "@tienda/shared/schemas/settings";
import { FormField } from "@/components/ui/form-field";
import { TrashIcon } from "@/components/ui/icons";
import type { SettingsInput } from "../lib/settings-form";

/**
 * The product page's promises (/admin/ajustes): up to four short lines, each with an icon from a
 * fixed set, under the shipping line the store's fees compute. None: the page shows that line only.
 */
export function PromisesFields({
  control,
  register,
  errors,
}: {
  control: Control<SettingsInput>;
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>["promesas"];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "promesas" });
  return (
    <Stack gap="3">
      {fields.length === 0 && (
        <Text fontSize="sm" color="gray.600">
          Sin promesas: la página de producto muestra solo la línea de envío.
        </Text>
      )}
      {fields.map((f, i) => (
        <Grid
          key={f.id}
          templateColumns={{ base: "1fr", sm: "minmax(0, 2fr) minmax(0, 1fr) auto" }}
          gap="3"
          alignItems="end"
        >
          <FormField label={`Promesa ${i + 1}`} error={errors?.[i]?.texto}>
            <Input
              maxLength={MAX_PROMISE_LENGTH}
              placeholder="Devoluciones gratis dentro de los 30 días"
              {...register(`promesas.${i}.texto`)}
              data-testid={`ajustes-promesa-${i}`}
            />
          </FormField>
          <FormField label="Ícono" error={errors?.[i]?.icono}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register(`promesas.${i}.icono`)} data-testid={`ajustes-promesa-icono-${i}`}>
                {PROMISE_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {PROMISE_ICON_LABEL[icon]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <IconButton
            variant="ghost"
            colorPalette="red"
            aria-label={`Quitar la promesa ${i + 1}`}
            onClick={() => remove(i)}
          >
            <TrashIcon />
          </IconButton>
        </Grid>
      ))}
      {errors?.root?.message || errors?.message ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {errors?.root?.message ?? errors?.message}
        </Text>
      ) : null}
      <HStack>
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_PROMISES}
          onClick={() => append({ texto: "", icono: PROMISE_ICONS[0] })}
          data-testid="ajustes-promesa-agregar"
        >
          Agregar promesa
        </Button>
        <Text fontSize="sm" color="gray.600">
          Hasta {MAX_PROMISES}
        </Text>
      </HStack>
    </Stack>
  );
}
