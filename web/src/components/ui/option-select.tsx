import { NativeSelect } from "@chakra-ui/react";

export type SelectOption<T extends string = string> = { value: T; label: string };

/**
 * A native select over a list of options, for every page's sort and filter boxes: the root's
 * props size and frame it, `field` carries the select's own (id, test id, background).
 */
export function OptionSelect<T extends string>({
  value,
  options,
  onChange,
  field,
  ...root
}: Omit<NativeSelect.RootProps, "onChange"> & {
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  field?: NativeSelect.FieldProps & { "data-testid"?: string };
}) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field} value={value} onChange={(e) => onChange(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
