import { createContext, useContext, useId } from "react";
import { useFormState, type FieldPath, type UseFormClearErrors, type UseFormRegister } from "react-hook-form";
import { ChevronDownIcon } from "@/components/ui/shell-icons";
import type { CheckoutValues } from "../lib/form-values";
import css from "./fields.module.css";

type TextName = Exclude<FieldPath<CheckoutValues>, "acepta_terminos" | "tipo_pago">;

/**
 * The form's register and clearErrors, which never change. The fields take them from here rather
 * than from react-hook-form's useFormContext, whose value changes with the form's state: the
 * state the form sets as it mounts re-rendered every field at once, in one task a phone could
 * not interrupt (docs/performance.md, "Query answers as deferred values"). Each field follows its
 * own error through
 * useFormState.
 */
export interface FieldActions {
  register: UseFormRegister<CheckoutValues>;
  clearErrors: UseFormClearErrors<CheckoutValues>;
}
export const FieldActionsContext = createContext<FieldActions | null>(null);

/**
 * register() with the spec's behaviour: editing a field clears its error (validation runs again
 * on 'Continuar').
 */
export function useClearingRegister() {
  const actions = useContext(FieldActionsContext);
  if (!actions) throw new Error("useClearingRegister fuera del formulario de pago");
  const { register, clearErrors } = actions;
  return <N extends FieldPath<CheckoutValues>>(name: N) => register(name, { onChange: () => clearErrors(name) });
}

/** The field's error message; re-renders only when that field's error changes. */
function useFieldError(name: TextName): string | undefined {
  const { errors } = useFormState<CheckoutValues>({ name, exact: true });
  return errors[name]?.message;
}

/*
 * Plain elements with a CSS module (Chakra's Field and Input look), wired as Chakra's Field wires
 * them: the label names the control, the control is required, and aria-invalid and
 * aria-describedby point at the error (or the helper) text.
 */
function FieldFrame({
  id,
  label,
  error,
  helper,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  helper?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        <span className={css.required} aria-hidden="true">
          *
        </span>
      </label>
      {children}
      {helper && !error && (
        <span id={`${id}-helper`} className={css.helper}>
          {helper}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={css.error}>
          {error}
        </span>
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, helper?: string): string | undefined {
  if (error) return `${id}-error`;
  return helper ? `${id}-helper` : undefined;
}

export function TextField({
  name,
  label,
  helper,
  ...input
}: { name: TextName; label: string; helper?: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  const reg = useClearingRegister();
  const error = useFieldError(name);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} helper={helper}>
      <input
        {...input}
        {...reg(name)}
        id={id}
        className={css.control}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, helper)}
      />
    </FieldFrame>
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
  const error = useFieldError(name);
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className={css.selectBox}>
        <select
          {...reg(name)}
          id={id}
          className={`${css.control} ${css.select}`}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={css.indicator} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
    </FieldFrame>
  );
}
