/**
 * People's names (checkout nombre/apellido, account firstName/lastName) are shown in store-branded
 * emails ("Hola <nombre>:") and pages, so they hold letters (any script, with their accents),
 * spaces between words and the punctuation names use (' ’ - and a period after a word), and at
 * least one letter: no digits, no web addresses, no line breaks, no symbols.
 */
export const PERSON_NAME_MESSAGES = {
  nombre: "El nombre solo puede contener letras, espacios, puntos, apóstrofos y guiones",
  apellido: "El apellido solo puede contener letras, espacios, puntos, apóstrofos y guiones",
} as const;

// Words separated by spaces; a period only ends a word ("J. R."), so no "www.sitio.com" that a
// mail client would turn into a link. The classes are disjoint, so matching is linear.
const NAME = /^[\p{L}\p{M}'’-]+\.?(?: +[\p{L}\p{M}'’-]+\.?)*$/u;
const LETTER = /\p{L}/u;

/**
 * The name rule as a JSON Schema pattern for the API reference (a name with a letter; the check
 * below also refuses one made only of punctuation).
 */
export const PERSON_NAME_FORMAT = { pattern: NAME.source } as const;

/** `value` already trimmed (the schemas trim before they check). */
export function isPersonName(value: string): boolean {
  return NAME.test(value) && LETTER.test(value);
}
