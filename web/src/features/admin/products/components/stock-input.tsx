import { Input, type InputProps } from "@chakra-ui/react";

/** The stock of one size × colour: a whole number of units, named for screen readers by its variant. */
export function StockInput({
  talla,
  color,
  value,
  invalid,
  onChange,
  ...rest
}: Omit<InputProps, "value" | "onChange"> & {
  talla: string;
  color: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  "data-testid"?: string;
}) {
  return (
    <Input
      size="sm"
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      {...rest}
      value={value}
      aria-label={`Stock talla ${talla} color ${color}`}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
