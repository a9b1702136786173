import { Grid, Input } from "@chakra-ui/react";
import { useFieldArray } from "react-hook-form";
import type { NavegacionBlock } from "@tienda/shared/schemas/content";
import { FormField } from "@/components/ui/form-field";
import { FormCheckbox } from "../../components/store-form";
import { OrderedFields, OrderedItem } from "../../components/ordered-fields";
import { ContentFormCard } from "../../components/form-cards";
import { useBlockForm } from "../use-block-form";

const NEW_LINK = { nombre: "", enlace: "/", tieneDropdown: false };
// Nothing of the demo's: the owner writes her own logo text (issue 46).
const EMPTY: NavegacionBlock = { logo: "", elementosMenu: [], placeholderBusqueda: "Buscar productos..." };

/** The header: logo text, search placeholder and the menu's links in order. */
export function NavForm({ stored }: { stored: NavegacionBlock | null }) {
  const { form } = useBlockForm("navegacion", { stored, empty: EMPTY, noun: "el menú" });
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
      <OrderedFields
        list={items}
        label="Enlaces del menú"
        gap="2"
        add={{ label: "Agregar enlace", max: 10, error: errors.elementosMenu, newItem: () => NEW_LINK }}
      >
        {(place) => {
          const i = place.index;
          return (
            <OrderedItem place={place} title={`Enlace ${i + 1}`} what={`el enlace ${i + 1}`} borderRadius="md" p="3">
              <Grid templateColumns={{ base: "1fr", md: "1fr 1fr auto" }} gap="2" alignItems="end">
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
              </Grid>
            </OrderedItem>
          );
        }}
      </OrderedFields>
    </ContentFormCard>
  );
}
