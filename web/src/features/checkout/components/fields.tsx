import { Field, Input, NativeSelect, type InputProps } from "@chakra-ui/react";
import { useFormContext, type FieldPath } from "react-hook-form";
import type { CheckoutValues } from "../lib/form-values";

type TextName = Exclude<FieldPath<CheckoutValues>, "acepta_terminos" | "tipo_pago">;

/**
 * register() with the spec's behaviour: editing a field clears its error (validation runs again
 * on 'Continuar'). Chakra's Field wires the label, aria-invalid and the error text's id.
 */
export function useClearingRegister() {
  const { register, clearErrors } = useFormContext<CheckoutValues>();
  return <N extends FieldPath<CheckoutValues>>(name: N) => register(name, { onChange: () => clearErrors(name) });
}

export function TextField({
  name,
  label,
  helper,
  ...input
}: { name: TextName; label: string; helper?: string } & Omit<InputProps, "name">) {
  const reg = useClearingRegister();
  const {
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const error = errors[name]?.message;
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...input} {...reg(name)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SelectField({
  name,
  label,
  placeholder,
  options,
}: {
  name: TextName;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const reg = useClearingRegister();
  const {
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const error = errors[name]?.message;
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...reg(name)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
