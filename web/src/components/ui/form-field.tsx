import { Field, type FieldRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** The field's message (react-hook-form's error or the API's Spanish text); shown instead of the helper. */
  error?: string | { message?: string };
  helper?: ReactNode;
  helperColor?: string;
  maxW?: FieldRootProps["maxW"];
  children: ReactNode;
}

/**
 * One labelled form field: a required mark on the label, the control, then its error or else its
 * helper. Every form of the store and the admin draws its fields through it, so a field reads and
 * announces its error the same way everywhere.
 */
export function FormField({ label, required, error, helper, helperColor, maxW, children }: FormFieldProps) {
  const message = typeof error === "string" ? error : error?.message;
  return (
    <Field.Root invalid={!!error} required={required} maxW={maxW}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{message}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText color={helperColor}>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
