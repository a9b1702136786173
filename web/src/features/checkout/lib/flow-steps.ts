import {
  EMPTY_VALUES,
  firstStepWithError,
  isTipoPago,
  METHOD_FIELDS,
  SHIPPING_FIELDS,
  type CheckoutStep,
  type CheckoutValues,
} from "./form-values";

/**
 * Which step the checkout goes to when something is wrong, and which field gets the focus there.
 * Pure (no React, no `@/` imports): the flow hook (../hooks/use-checkout-flow.ts) calls these, and
 * unit tests load this file.
 */

/** Where to go after a step change: a field to focus (an invalid one), or the step's heading. */
export type StepTarget = { step: CheckoutStep; focus: string | "heading" };

/** The fields of a step in the order they are shown (focus goes to the first invalid one). */
export function fieldsOfStep(step: CheckoutStep, values: CheckoutValues): string[] {
  if (step === 1) return [...SHIPPING_FIELDS];
  if (step === 2) return ["tipo_pago", ...(isTipoPago(values.tipo_pago) ? METHOD_FIELDS[values.tipo_pago] : [])];
  return ["acepta_terminos"];
}

/**
 * The form's own validation failed. Step 3 validates the whole form, and data restored from
 * storage may be invalid on an earlier step: that step, at its first invalid field in the order
 * shown. Null when the errors are on the current step (the form focuses them itself).
 */
export function invalidTarget(
  errorNames: readonly string[],
  current: CheckoutStep,
  values: CheckoutValues,
): StepTarget | null {
  const s = firstStepWithError(errorNames);
  if (s === null || s === current) return null;
  const order = fieldsOfStep(s, values);
  return { step: s, focus: order.find((n) => errorNames.includes(n)) ?? "heading" };
}

/**
 * The server refused the order with field errors (`errores`): the ones the form has, to show at
 * their fields, and the earliest step among them before the review, at the first of its fields the
 * server named. Fields the form does not have are left to the page's message.
 */
export function serverErrorTarget(errores: Record<string, string>): {
  fields: Array<keyof CheckoutValues>;
  target: StepTarget | null;
} {
  // Own properties only: a server name such as 'constructor' is no field of the form.
  const fields = Object.keys(errores).filter((k) => Object.hasOwn(EMPTY_VALUES, k)) as Array<keyof CheckoutValues>;
  const s = firstStepWithError(fields);
  if (s === null || s >= 3) return { fields, target: null };
  return { fields, target: { step: s, focus: fields.find((k) => firstStepWithError([k]) === s) ?? "heading" } };
}
