import { Field, type FieldRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** Shown instead of the helper while there is one. */
  error?: string;
  helper?: ReactNode;
  helperColor?: string;
  maxW?: FieldRootProps["maxW"];
  children: ReactNode;
}

/** One labelled field of the admin's product forms: a required mark, then its error or else its helper. */
export function FormField({ label, required, error, helper, helperColor, maxW, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} maxW={maxW}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText color={helperColor}>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
