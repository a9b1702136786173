import { Input, Textarea, type InputProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { FormField as UiFormField } from "@/components/ui/form-field";

interface FormFieldProps extends Omit<InputProps, "size"> {
  label: string;
  error?: string;
  helper?: React.ReactNode;
  multiline?: boolean;
  children?: React.ReactNode;
}

/** The shared FormField around an input (or a textarea), forwarding the register() ref. */
export const FormField = forwardRef<HTMLInputElement & HTMLTextAreaElement, FormFieldProps>(function FormField(
  { label, error, helper, multiline, children, required, ...input },
  ref,
) {
  return (
    <UiFormField label={label} error={error} helper={helper} required={required}>
      {multiline ? (
        <Textarea ref={ref} {...(input as React.ComponentProps<typeof Textarea>)} rows={3} />
      ) : (
        <Input ref={ref} {...input} />
      )}
      {children}
    </UiFormField>
  );
});

/** A FormField for a password: the same field, its input of type password. */
export const PasswordField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Omit<FormFieldProps, "type">>(
  function PasswordField(props, ref) {
    return <FormField ref={ref} type="password" {...props} />;
  },
);
