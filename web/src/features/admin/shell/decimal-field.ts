import { parseDecimalInput } from "@tienda/shared/rules/number-input";

/**
 * An admin money or rate field: a text input with a decimal keypad, read through the shared
 * parser so '236,4582', '1.234,56' and '236.4582' all mean what the owner typed (a number input
 * dropped the ',' and turned '236,4582' into 2364582). Spread both on the input:
 * `<Input {...DECIMAL_INPUT} {...register("precio", DECIMAL_FIELD)} />`.
 */
export const DECIMAL_INPUT = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/** register() options: blank is undefined (the field's 'required' message), a typo NaN. */
export const DECIMAL_FIELD = { setValueAs: parseDecimalInput } as const;
