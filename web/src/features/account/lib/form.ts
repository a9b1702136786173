import {
  get,
  useForm,
  type UseFormProps,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormSetError,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";

/**
 * A react-hook-form resolver over the shared zod schemas: the first message of each field is
 * shown (the same one the API would answer).
 */
export function zodResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join(".") || "root";
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/** The server's per-field messages ({ errores }) for setError. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  return err instanceof ApiError && err.errores ? err.errores : {};
}

/** Puts the server's per-field messages on the form's fields; `accepts` keeps only those the form shows. */
export function setServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  accepts: (campo: string) => boolean = () => true,
): void {
  for (const [campo, mensaje] of Object.entries(serverFieldErrors(err))) {
    if (accepts(campo)) setError(campo as Path<T>, { message: mensaje });
  }
}

/** Binds a FormField to one field of a form: register()'s props and that field's message. */
export function fieldBinder<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>) {
  return (name: Path<T>) => ({
    ...register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}

/** useForm with `field(name)` (see fieldBinder): the account forms bind their inputs with it. */
export function useFieldForm<T extends FieldValues>(options: UseFormProps<T>) {
  const form = useForm<T>(options);
  return { ...form, field: fieldBinder(form.register, form.formState.errors) };
}
