import { Field } from "@chakra-ui/react";
import type { FieldError } from "react-hook-form";

/** A labelled form field with its error (the API's Spanish message) or its hint. */
export function F({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  error?: FieldError | { message?: string };
  helper?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error.message}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
