import type { FieldErrors, FieldValues } from "react-hook-form";
import { notify } from "@/lib/notify";

/**
 * When the 'Tienda' forms check their fields. Errors first appear when the admin saves and then
 * clear as they type, never on blur: an error that appears or clears on blur moves the Save
 * button between the press and the release of the pointer (the field loses focus on the press),
 * so the click lands beside the button and the form is never sent.
 */
export const STORE_FORM_MODE = { mode: "onSubmit", reValidateMode: "onChange" } as const;

/** Every message in a form's errors, nested arrays and objects included, each once. */
export function errorMessages(errors: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown, depth: number) => {
    if (!node || typeof node !== "object" || depth > 8) return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) out.add(message);
    for (const [key, child] of Object.entries(node)) {
      if (key !== "ref" && key !== "message") walk(child, depth + 1);
    }
  };
  walk(errors, 0);
  return [...out];
}

/**
 * handleSubmit's second argument in every 'Tienda' form: a refused save always says why, even
 * when the failing value has no field of its own on screen (a whole list, a hidden key).
 */
export function notifyInvalid<T extends FieldValues>(errors: FieldErrors<T>): void {
  const messages = errorMessages(errors);
  notify("Revisa los campos marcados", "error", 6000, messages.slice(0, 3).join(" · ") || undefined);
}
