import { HStack, NativeSelect, chakra } from "@chakra-ui/react";
import type { SortOption } from "../api/catalogue-url";

export function SortSelect({ id, value, options, onChange, label = "Ordenar por" }: { id: string; value: string; options: SortOption[]; onChange: (v: string) => void; label?: string }) {
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="gray.700" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto" minW="48">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
