import { Box, Button, Checkbox, Flex, Heading, HStack, Input, Stack, Text, Wrap, chakra } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { FacetaOpcion, Facetas } from "@tienda/shared/schemas/catalogue";
import { COLORES } from "@tienda/shared/schemas/catalogue";
import { formatNumber } from "@/lib/format";
import { StarIcon } from "@/components/ui/icons";
import {
  EMPTY_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  RATING_OPTIONS,
  countActiveFilters,
  toggleValue,
  type CatalogueFilters,
} from "../api/catalogue-url";

interface FilterPanelProps {
  filters: CatalogueFilters;
  facetas: Facetas | undefined;
  onChange: (f: CatalogueFilters) => void;
  /** When the route fixes the category, the panel offers its subcategories instead. */
  categoryMode: "categorias" | "subcategorias" | "none";
  idPrefix?: string;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="fieldset" borderBottomWidth="1px" pb="4" mb="4">
      <Heading as="legend" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Count({ n }: { n: number | undefined }) {
  if (n === undefined) return null;
  return (
    <Text as="span" color="gray.600" fontSize="xs" ms="auto">
      ({formatNumber(n)})
    </Text>
  );
}

function CheckOption({ option, checked, onToggle }: { option: FacetaOpcion; checked: boolean; onToggle: () => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onToggle} size="sm" w="full">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label flex="1" display="flex" gap="2" fontWeight="normal">
        {option.nombre}
        <Count n={option.cantidad} />
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Keeps facet options that are selected even when the current result set has none. */
function withSelected(options: FacetaOpcion[] | undefined, selected: string[]): FacetaOpcion[] {
  const out = [...(options ?? [])];
  for (const v of selected) if (!out.some((o) => o.valor === v)) out.push({ nombre: v, valor: v, cantidad: 0 });
  return out;
}

/** Price range 0–500 as two number fields, applied on blur or Enter. */
function PriceRange({ value, onChange, idPrefix }: { value: [number, number]; onChange: (v: [number, number]) => void; idPrefix: string }) {
  const [lo, setLo] = useState(String(value[0]));
  const [hi, setHi] = useState(String(value[1]));
  useEffect(() => {
    setLo(String(value[0]));
    setHi(String(value[1]));
  }, [value]);
  const apply = () => {
    const clamp = (s: string, d: number) => {
      const n = Math.round(Number(s));
      return Number.isFinite(n) && s !== "" ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, n)) : d;
    };
    let a = clamp(lo, PRICE_MIN);
    let b = clamp(hi, PRICE_MAX);
    if (a > b) [a, b] = [b, a];
    if (a !== value[0] || b !== value[1]) onChange([a, b]);
    else {
      setLo(String(a));
      setHi(String(b));
    }
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") apply();
  };
  return (
    <HStack gap="2">
      <Box flex="1">
        <chakra.label display="block" fontSize="xs" color="gray.700" htmlFor={`${idPrefix}-precio-min`}>
          Mínimo ($)
        </chakra.label>
        <Input id={`${idPrefix}-precio-min`} size="sm" type="number" inputMode="numeric" min={PRICE_MIN} max={PRICE_MAX} value={lo} onChange={(e) => setLo(e.target.value)} onBlur={apply} onKeyDown={onKey} />
      </Box>
      <Text mt="5" aria-hidden="true">
        –
      </Text>
      <Box flex="1">
        <chakra.label display="block" fontSize="xs" color="gray.700" htmlFor={`${idPrefix}-precio-max`}>
          Máximo ($)
        </chakra.label>
        <Input id={`${idPrefix}-precio-max`} size="sm" type="number" inputMode="numeric" min={PRICE_MIN} max={PRICE_MAX} value={hi} onChange={(e) => setHi(e.target.value)} onBlur={apply} onKeyDown={onKey} />
      </Box>
    </HStack>
  );
}

/** Filter panel: categories, colours, sizes, price 0–500, minimum rating, in stock; counts from the API's facets. */
export function FilterPanel({ filters, facetas, onChange, categoryMode, idPrefix = "f" }: FilterPanelProps) {
  const set = (patch: Partial<CatalogueFilters>) => onChange({ ...filters, ...patch });
  const active = countActiveFilters(filters);
  const ratingCount = (r: number) => facetas?.calificaciones?.find((o) => Number(o.valor) === r)?.cantidad;

  return (
    <Box as="form" aria-label="Filtros" onSubmit={(e: React.FormEvent) => e.preventDefault()}>
      <Flex justify="space-between" align="center" mb="4">
        <Heading as="h2" size="md">
          Filtros
        </Heading>
        {active > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onChange({ ...EMPTY_FILTERS, categorias: categoryMode === "none" ? filters.categorias : [] })}>
            Limpiar filtros ({active})
          </Button>
        )}
      </Flex>

      {categoryMode === "categorias" && (
        <Section title="Categorías">
          <Stack gap="2">
            {withSelected(facetas?.categorias, filters.categorias).map((o) => (
              <CheckOption key={o.valor} option={o} checked={filters.categorias.includes(o.valor)} onToggle={() => set({ categorias: toggleValue(filters.categorias, o.valor) })} />
            ))}
          </Stack>
        </Section>
      )}
      {categoryMode === "subcategorias" && (facetas?.subcategorias?.length ?? 0) > 0 && (
        <Section title="Subcategorías">
          <Stack gap="2">
            {withSelected(facetas?.subcategorias, filters.subcategoria ? [filters.subcategoria] : []).map((o) => (
              <CheckOption key={o.valor} option={o} checked={filters.subcategoria === o.valor} onToggle={() => set({ subcategoria: filters.subcategoria === o.valor ? "" : o.valor })} />
            ))}
          </Stack>
        </Section>
      )}

      <Section title="Colores">
        <Wrap gap="2">
          {withSelected(facetas?.colores, filters.colores).map((o) => {
            const on = filters.colores.includes(o.valor);
            return (
              <Button
                key={o.valor}
                size="xs"
                variant={on ? "solid" : "outline"}
                aria-pressed={on}
                onClick={() => set({ colores: toggleValue(filters.colores, o.valor) })}
                title={`${o.nombre} (${o.cantidad})`}
              >
                <Box as="span" w="3" h="3" borderRadius="full" borderWidth="1px" borderColor="gray.400" bg={COLORES[o.nombre] ?? COLORES[o.valor] ?? "gray.300"} aria-hidden="true" />
                {o.nombre} ({formatNumber(o.cantidad)})
              </Button>
            );
          })}
        </Wrap>
      </Section>

      <Section title="Tallas">
        <Wrap gap="2">
          {withSelected(facetas?.tallas, filters.tallas).map((o) => {
            const on = filters.tallas.includes(o.valor);
            return (
              <Button
                key={o.valor}
                size="xs"
                minW="10"
                variant={on ? "solid" : "outline"}
                aria-pressed={on}
                aria-label={`Talla ${o.nombre} (${o.cantidad})`}
                onClick={() => set({ tallas: toggleValue(filters.tallas, o.valor) })}
              >
                {o.nombre}
              </Button>
            );
          })}
        </Wrap>
      </Section>

      <Section title="Rango de precios">
        <PriceRange idPrefix={idPrefix} value={filters.precio} onChange={(precio) => set({ precio })} />
      </Section>

      <Section title="Valoración mínima">
        <Stack gap="1" role="radiogroup" aria-label="Valoración mínima">
          {RATING_OPTIONS.map((r) => {
            const on = filters.valoracionMinima === r;
            return (
              <Button
                key={r}
                size="xs"
                variant={on ? "subtle" : "ghost"}
                justifyContent="flex-start"
                role="radio"
                aria-checked={on}
                onClick={() => set({ valoracionMinima: on ? 0 : r })}
              >
                <HStack gap="0.5" color="orange.400" aria-hidden="true">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Box key={i} color={i < r ? "orange.400" : "gray.300"}>
                      <StarIcon size="12px" />
                    </Box>
                  ))}
                </HStack>
                <Text as="span" color="gray.800">
                  {r} y más
                </Text>
                <Count n={ratingCount(r)} />
              </Button>
            );
          })}
        </Stack>
      </Section>

      <Checkbox.Root checked={filters.enStock} onCheckedChange={() => set({ enStock: !filters.enStock })} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label display="flex" gap="2">
          Solo productos en stock
          <Count n={facetas?.en_stock} />
        </Checkbox.Label>
      </Checkbox.Root>
    </Box>
  );
}
