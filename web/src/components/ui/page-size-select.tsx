import { chakra, HStack, NativeSelect } from "@chakra-ui/react";
import { useId } from "react";

/** 'Por página' and a select over a list's page sizes (the admin lists, the new arrivals). */
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
      <NativeSelect.Root size="sm" w="20">
        <NativeSelect.Field
          id={id}
          value={String(value)}
          onChange={(e) => onChange(Number(e.currentTarget.value) as Size)}
          data-testid={testId}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
