import { HStack, chakra } from "@chakra-ui/react";
import { OptionSelect } from "@/components/ui/option-select";
import type { SortOption } from "../api/catalogue-url";

export function SortSelect({ id, value, options, onChange, label = "Ordenar por" }: { id: string; value: string; options: SortOption[]; onChange: (v: string) => void; label?: string }) {
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="gray.700" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <OptionSelect size="sm" width="auto" minW="48" value={value} onChange={onChange} options={options} field={{ id }} />
    </HStack>
  );
}
