import { Box, Field, Grid, Stack, type GridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { OptionSelect } from "@/components/ui/option-select";
import { AdminSearchInput } from "./admin-search-input";

export type AdminFilterOption<T extends string = string> = { value: T; label: string };

/** One labelled select of an admin 'Filtros' box. */
export function AdminFilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly AdminFilterOption<T>[];
  testId?: string;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <OptionSelect
        size="sm"
        value={value}
        onChange={onChange}
        options={options}
        field={{ bg: "white", "data-testid": testId }}
      />
    </Field.Root>
  );
}

export type AdminFiltersSearch = {
  value: string;
  onSearch: (q: string) => void;
  /** The form's accessible name, e.g. "Buscar usuarios". */
  formLabel: string;
  placeholder: string;
  testId?: string;
};

/**
 * The 'Filtros' box every admin list draws above its results: the search (first, and wider) and
 * the list's selects in one row that wraps on small screens, then whatever the list adds below
 * (dates, quick ranges, 'Limpiar filtros').
 */
export function AdminFilters({
  search,
  children,
  below,
  columns = { base: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 1fr)" },
  searchSpan,
}: {
  search: AdminFiltersSearch;
  /** The selects beside the search. */
  children?: ReactNode;
  /** A second row under the search and selects. */
  below?: ReactNode;
  columns?: GridProps["templateColumns"];
  /** How many columns the search takes, when the grid has more than two. */
  searchSpan?: GridProps["gridColumn"];
}) {
  const input = (
    <AdminSearchInput
      value={search.value}
      onSearch={search.onSearch}
      label="Buscar"
      formLabel={search.formLabel}
      placeholder={search.placeholder}
      testId={search.testId}
    />
  );
  return (
    <Box as="section" aria-label="Filtros" borderWidth="1px" borderRadius="lg" bg="gray.50" p={{ base: "3", md: "4" }}>
      <Stack gap="3">
        <Grid templateColumns={columns} gap="3" alignItems="end">
          {searchSpan ? <Box gridColumn={searchSpan}>{input}</Box> : input}
          {children}
        </Grid>
        {below}
      </Stack>
    </Box>
  );
}
