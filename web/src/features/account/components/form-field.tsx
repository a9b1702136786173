import { Field, Input, Textarea, type InputProps } from "@chakra-ui/react";
import { forwardRef } from "react";

interface FormFieldProps extends Omit<InputProps, "size"> {
  label: string;
  error?: string;
  helper?: React.ReactNode;
  multiline?: boolean;
  children?: React.ReactNode;
}

/** Label, input and its error message (Chakra Field), forwarding the register() ref. */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, FormFieldProps>(function FormField(
  { label, error, helper, multiline, children, required, ...input },
  ref,
) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea ref={ref} {...(input as React.ComponentProps<typeof Textarea>)} rows={3} />
      ) : (
        <Input ref={ref} {...input} />
      )}
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});

/** A FormField for a password: the same field, its input of type password. */
export const PasswordField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Omit<FormFieldProps, "type">>(
  function PasswordField(props, ref) {
    return <FormField ref={ref} type="password" {...props} />;
  },
);
