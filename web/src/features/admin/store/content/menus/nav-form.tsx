import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Checkbox, Grid, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { NavegacionBlock } from "@tienda/shared/schemas/content";
import { PlusIcon } from "@/components/ui/icons";
import { notify } from "@/lib/notify";
import { useSaveBlock } from "../api";
import { BlockCard, listError, showSaveError } from "../form-kit";
import { F } from "../../components/field";
import { notifyInvalid, STORE_FORM_MODE } from "../../components/form-validation";

const EMPTY: NavegacionBlock = { logo: "TIENDA", elementosMenu: [], placeholderBusqueda: "Buscar productos..." };

/** The header: logo text, search placeholder and the menu's links in order. */
export function NavForm({ stored }: { stored: NavegacionBlock | null }) {
  const save = useSaveBlock("navegacion");
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NavegacionBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.navegacion),
    defaultValues: stored ?? EMPTY,
    ...STORE_FORM_MODE,
  });
  const items = useFieldArray({ control, name: "elementosMenu" });
  useEffect(() => {
    if (stored) reset(stored);
  }, [stored, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify("Menú publicado", "success", 4000);
    } catch (err) {
      showSaveError(err, setError, "No se pudo publicar el menú");
    }
  }, notifyInvalid);
  return (
    <BlockCard
      title="Menú principal"
      onSubmit={onSubmit}
      saving={isSubmitting}
      dirty={isDirty || !stored}
      testId="navegacion-form"
    >
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <F label="Logo (texto)" error={errors.logo} required>
          <Input {...register("logo")} />
        </F>
        <F label="Texto del buscador" error={errors.placeholderBusqueda} required>
          <Input {...register("placeholderBusqueda")} />
        </F>
      </Grid>
      <Stack as="ol" listStyleType="none" gap="2" aria-label="Enlaces del menú">
        {items.fields.map((f, i) => (
          <Grid as="li" key={f.id} templateColumns={{ base: "1fr", md: "1fr 1fr auto auto" }} gap="2" alignItems="end">
            <F label={`Enlace ${i + 1}: nombre`} error={errors.elementosMenu?.[i]?.nombre} required>
              <Input {...register(`elementosMenu.${i}.nombre`)} />
            </F>
            <F label="Ruta o https://" error={errors.elementosMenu?.[i]?.enlace} required>
              <Input {...register(`elementosMenu.${i}.enlace`)} />
            </F>
            <Controller
              control={control}
              name={`elementosMenu.${i}.tieneDropdown`}
              render={({ field }) => (
                <Checkbox.Root checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)} pb="2">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Menú de categorías</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <HStack gap="1" pb="1">
              <Button size="xs" variant="ghost" disabled={i === 0} onClick={() => items.move(i, i - 1)}>
                Subir
              </Button>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => items.remove(i)}>
                Quitar
              </Button>
            </HStack>
          </Grid>
        ))}
      </Stack>
      {listError(errors.elementosMenu) && (
        <Text color="red.600" fontSize="sm" role="alert">
          {listError(errors.elementosMenu)}
        </Text>
      )}
      <Button
        variant="outline"
        alignSelf="flex-start"
        onClick={() => items.append({ nombre: "", enlace: "/", tieneDropdown: false })}
        disabled={items.fields.length >= 10}
      >
        <PlusIcon /> Agregar enlace
      </Button>
    </BlockCard>
  );
}
