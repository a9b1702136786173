import { useEffect, useRef } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  type UseFormSetError,
} from "react-hook-form";
import { ApiError, errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { notifyInvalid, STORE_FORM_MODE } from "./form-validation";

/** Puts the API's Spanish field errors on their fields and tells the admin what failed. */
export function showSaveError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fallback: string) {
  if (err instanceof ApiError && err.errores) {
    for (const [path, message] of Object.entries(err.errores)) setError(path as never, { message });
  }
  notify(errorMessage(err, fallback), "error", 5000);
}

export interface StoreFormOptions<TValues extends FieldValues, TSaved, TStored> {
  resolver: Resolver<TValues, unknown, TSaved>;
  defaultValues: DefaultValues<TValues>;
  /** Sends the checked values; a refusal is shown on the fields and in a toast. */
  save: (values: TSaved) => Promise<unknown>;
  /** The toast after a save. */
  saved: string | ((values: TSaved) => string);
  /** The toast when the API refuses without a message of its own. */
  failed: string;
  /** After a save (an editor that closes). */
  onDone?: () => void;
  /** The stored copy: when it is re-read (after a publish), the form starts again from it. */
  stored?: TStored | null;
  /** The form's values of the stored copy, when they are not the copy itself. */
  fromStored?: (stored: TStored) => TValues;
}

/**
 * The one save of every 'Tienda' form: the fields are checked with the API's schema when the
 * admin saves (STORE_FORM_MODE says why never on blur), a refused check says why in a toast, the
 * API's own field errors land on their fields, and a save ends with its toast.
 */
export function useStoreForm<TValues extends FieldValues, TSaved = TValues, TStored = TValues>(
  options: StoreFormOptions<TValues, TSaved, TStored>,
): UseFormReturn<TValues, unknown, TSaved> & { onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void> } {
  const { resolver, defaultValues, save, saved, failed, onDone, stored, fromStored } = options;
  const form = useForm<TValues, unknown, TSaved>({ resolver, defaultValues, ...STORE_FORM_MODE });
  const { reset, setError, handleSubmit } = form;
  // The latest mapping, so a new function each render does not reset the form each render.
  const toValues = useRef(fromStored);
  toValues.current = fromStored;
  useEffect(() => {
    if (stored) reset(toValues.current ? toValues.current(stored) : (stored as unknown as TValues));
  }, [stored, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
      notify(typeof saved === "function" ? saved(values) : saved, "success", 4000);
      onDone?.();
    } catch (err) {
      showSaveError(err, setError, failed);
    }
  }, notifyInvalid);
  return { ...form, onSubmit };
}
