import { HStack, IconButton, Text } from "@chakra-ui/react";
import { MinusIcon, PlusIcon } from "./icons";

/** − n + control bounded by [min, max]; the label names the product for screen readers. */
export function QuantityControl({
  value,
  max,
  min = 0,
  onChange,
  label,
  size = "sm",
}: {
  value: number;
  max: number;
  min?: number;
  onChange: (n: number) => void;
  label: string;
  size?: "xs" | "sm" | "md";
}) {
  return (
    <HStack gap="1" role="group" aria-label={`Cantidad de ${label}`}>
      <IconButton
        size={size}
        variant="outline"
        aria-label={`Disminuir cantidad de ${label}`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
      >
        <MinusIcon />
      </IconButton>
      <Text minW="8" textAlign="center" fontWeight="medium" aria-live="polite" data-testid="cantidad">
        {value}
      </Text>
      <IconButton
        size={size}
        variant="outline"
        aria-label={`Aumentar cantidad de ${label}`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
