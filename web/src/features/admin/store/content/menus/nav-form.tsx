import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Grid, HStack, Input, Stack } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import { CONTENT_WRITE_SCHEMAS } from "@tienda/shared/schemas/content-write";
import type { NavegacionBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { FormCheckbox, ListAdd } from "../../components/store-form";
import { ContentFormCard } from "../../components/form-cards";
import { useStoreForm } from "../../components/use-store-form";
import { useSaveBlock } from "../api";

const EMPTY: NavegacionBlock = { logo: "TIENDA", elementosMenu: [], placeholderBusqueda: "Buscar productos..." };

/** The header: logo text, search placeholder and the menu's links in order. */
export function NavForm({ stored }: { stored: NavegacionBlock | null }) {
  const save = useSaveBlock("navegacion");
  const form = useStoreForm<NavegacionBlock>({
    resolver: zodResolver(CONTENT_WRITE_SCHEMAS.navegacion),
    defaultValues: stored ?? EMPTY,
    save: (values) => save.mutateAsync(values),
    saved: "Menú publicado",
    failed: "No se pudo publicar el menú",
    stored,
  });
  const { errors } = form.formState;
  const items = useFieldArray({ control: form.control, name: "elementosMenu" });
  return (
    <ContentFormCard form={form} title="Menú principal" stored={!!stored} testId="navegacion-form">
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3">
        <FormField label="Logo (texto)" error={errors.logo} required>
          <Input {...form.register("logo")} />
        </FormField>
        <FormField label="Texto del buscador" error={errors.placeholderBusqueda} required>
          <Input {...form.register("placeholderBusqueda")} />
        </FormField>
      </Grid>
      <Stack as="ol" listStyleType="none" gap="2" aria-label="Enlaces del menú">
        {items.fields.map((f, i) => (
          <Grid as="li" key={f.id} templateColumns={{ base: "1fr", md: "1fr 1fr auto auto" }} gap="2" alignItems="end">
            <FormField label={`Enlace ${i + 1}: nombre`} error={errors.elementosMenu?.[i]?.nombre} required>
              <Input {...form.register(`elementosMenu.${i}.nombre`)} />
            </FormField>
            <FormField label="Ruta o https://" error={errors.elementosMenu?.[i]?.enlace} required>
              <Input {...form.register(`elementosMenu.${i}.enlace`)} />
            </FormField>
            <FormCheckbox
              control={form.control}
              name={`elementosMenu.${i}.tieneDropdown`}
              label="Menú de categorías"
              pb="2"
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
      <ListAdd
        error={errors.elementosMenu}
        label="Agregar enlace"
        count={items.fields.length}
        max={10}
        onAdd={() => items.append({ nombre: "", enlace: "/", tieneDropdown: false })}
      />
    </ContentFormCard>
  );
}
