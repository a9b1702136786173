import { chakra, HStack } from "@chakra-ui/react";
import { useId } from "react";
import { OptionSelect } from "./option-select";

/** 'Por página' and a select over a list's page sizes (the admin lists). */
export function PageSizeSelect<Size extends number>({
  value,
  sizes,
  onChange,
  testId,
}: {
  value: Size;
  sizes: readonly Size[];
  onChange: (size: Size) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="gray.700" whiteSpace="nowrap">
        Por página
      </chakra.label>
      <OptionSelect
        size="sm"
        w="20"
        value={String(value)}
        options={sizes.map((n) => ({ value: String(n), label: String(n) }))}
        onChange={(v) => onChange(Number(v) as Size)}
        field={{ id, "data-testid": testId }}
      />
    </HStack>
  );
}
