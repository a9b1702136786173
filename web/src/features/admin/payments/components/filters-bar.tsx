import { Box, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { TIPO_PAGO_LABEL, TIPOS_PAGO } from "@tienda/shared/schemas/checkout";
import { ESTADO_PAGO_INFO, ESTADOS_PAGO } from "@tienda/shared/schemas/orders";
import {
  activePreset,
  DATE_PRESETS,
  hasActiveFilters,
  parseSortOption,
  presetRange,
  rangeError,
  SORT_OPTIONS,
  type PaymentFilters,
} from "../lib/filters";
import { AdminFilters, AdminFilterSelect, type UpdateUrlFilters } from "../../shell";

/** Applies a change to the filters in the URL (a function gets the filters as they are at that moment). */
export type UpdateFilters = UpdateUrlFilters<PaymentFilters>;

/** One end of the date range; the other end bounds the browser's date picker. */
function DateField({
  label,
  value,
  min,
  max,
  invalid,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  onChange: (v: string) => void;
  testId: string;
}) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        type="date"
        size="sm"
        bg="white"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Field.Root>
  );
}

/** Search, status and method filters, the date range with presets, and (small screens) the sort. */
export function FiltersBar({
  filters,
  update,
  showSort,
}: {
  filters: PaymentFilters;
  update: UpdateFilters;
  showSort: boolean;
}) {
  const today = new Date();
  const preset = activePreset(filters, today);
  const badRange = rangeError(filters);

  return (
    <AdminFilters
      search={{
        value: filters.q,
        onSearch: (q) => update({ q }, { replace: true }),
        formLabel: "Buscar pagos",
        placeholder: "Cliente, email, ID o número de pedido",
        testId: "admin-search",
      }}
      columns={{ base: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))", xl: "repeat(4, minmax(0, 1fr))" }}
      searchSpan={{ md: "span 2", xl: "span 2" }}
      below={
        <>
          <Stack direction={{ base: "column", lg: "row" }} gap="3" align={{ lg: "flex-end" }} wrap="wrap">
            <HStack gap="3" align="flex-start">
              <DateField
                label="Desde"
                value={filters.desde}
                max={filters.hasta}
                invalid={!!badRange}
                onChange={(desde) => update({ desde })}
                testId="filtro-desde"
              />
              <DateField
                label="Hasta"
                value={filters.hasta}
                min={filters.desde}
                invalid={!!badRange}
                onChange={(hasta) => update({ hasta })}
                testId="filtro-hasta"
              />
            </HStack>
            <Box role="group" aria-label="Rangos rápidos">
              <Text
                fontSize="sm"
                fontWeight="medium"
                mb="1.5"
                display={{ base: "none", lg: "block" }}
                aria-hidden="true"
              >
                &nbsp;
              </Text>
              <HStack gap="1.5" wrap="wrap">
                {DATE_PRESETS.map((p) => (
                  <Button
                    key={p.value}
                    size="sm"
                    variant={preset === p.value ? "solid" : "outline"}
                    bg={preset === p.value ? undefined : "white"}
                    aria-pressed={preset === p.value}
                    onClick={() => update(presetRange(p.value, today))}
                  >
                    {p.label}
                  </Button>
                ))}
              </HStack>
            </Box>
            {showSort && (
              <Box minW={{ md: "56" }}>
                <AdminFilterSelect
                  label="Ordenar por"
                  value={`${filters.orden}:${filters.direccion}`}
                  onChange={(v) => {
                    const sort = parseSortOption(v);
                    if (sort) update(sort);
                  }}
                  options={SORT_OPTIONS}
                  testId="orden-movil"
                />
              </Box>
            )}
            {hasActiveFilters(filters) && (
              <Button
                size="sm"
                variant="ghost"
                alignSelf={{ base: "flex-start", lg: "flex-end" }}
                onClick={() => update({ q: "", estado_pago: "", tipo_pago: "", desde: "", hasta: "" })}
              >
                Limpiar filtros
              </Button>
            )}
          </Stack>
          {badRange && (
            <Text role="alert" color="red.700" fontSize="sm">
              {badRange}
            </Text>
          )}
        </>
      }
    >
      <AdminFilterSelect
        label="Estado del pago"
        value={filters.estado_pago}
        onChange={(v) => update({ estado_pago: v as PaymentFilters["estado_pago"] })}
        options={[
          { value: "", label: "Todos los estados" },
          ...ESTADOS_PAGO.map((e) => ({ value: e, label: ESTADO_PAGO_INFO[e].label })),
        ]}
        testId="filtro-estado-pago"
      />
      <AdminFilterSelect
        label="Método de pago"
        value={filters.tipo_pago}
        onChange={(v) => update({ tipo_pago: v as PaymentFilters["tipo_pago"] })}
        options={[
          { value: "", label: "Todos los métodos" },
          ...TIPOS_PAGO.map((t) => ({ value: t, label: TIPO_PAGO_LABEL[t] })),
        ]}
        testId="filtro-metodo"
      />
    </AdminFilters>
  );
}
