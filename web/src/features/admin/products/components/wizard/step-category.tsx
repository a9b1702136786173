import { NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useCategorias, useEstilos } from "../../api/admin-products-api";
import { FormField } from "@/components/ui/form-field";
import type { StepProps } from "./use-product-wizard";

function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
  field,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: ReadonlyArray<{ id: string; nombre: string }>;
  placeholder: string;
  error?: string;
  required?: boolean;
  field: string;
}) {
  return (
    <FormField label={label} required={required} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} data-field={field}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.nombre}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** Step 2: category, subcategory and style, from the lists the store has now. */
export function StepCategory({ v, set, show }: StepProps) {
  const categorias = useCategorias();
  const estilos = useEstilos();
  const sub = categorias.data?.find((c) => c.id === v.categoria_id)?.subcategorias ?? [];
  if (categorias.isLoading || estilos.isLoading) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Select
        label="Categoría"
        required
        field="categoria_id"
        value={v.categoria_id}
        onChange={(id) => {
          set("categoria_id", id);
          set("subcategoria_id", "");
        }}
        options={categorias.data ?? []}
        placeholder="Selecciona una categoría"
        error={show("categoria_id")}
      />
      <Select
        label="Subcategoría"
        field="subcategoria_id"
        value={v.subcategoria_id}
        onChange={(id) => set("subcategoria_id", id)}
        options={sub}
        placeholder={v.categoria_id ? "La primera de la categoría" : "Elige antes la categoría"}
      />
      <Select
        label="Estilo"
        required
        field="estilo_id"
        value={v.estilo_id}
        onChange={(id) => set("estilo_id", id)}
        options={estilos.data ?? []}
        placeholder="Selecciona un estilo"
        error={show("estilo_id")}
      />
      {(categorias.isError || estilos.isError) && (
        <Text role="alert" color="red.700" fontSize="sm">
          No se pudieron cargar las categorías o los estilos. Cierra y vuelve a intentarlo.
        </Text>
      )}
    </Stack>
  );
}
