/**
 * Profile phone rule (storefront spec §5): optional; when present, after removing spaces,
 * hyphens and parentheses: an optional plus, a nonzero first digit, at most 16 digits in total.
 */
/**
 * The same rule on the phone as typed, for the API reference: separators anywhere, then what
 * isValidPhone checks ('' or only separators is no phone). A unit test runs both on the same values.
 */
export const PHONE_PATTERN = /^[\s()-]*(?:(?:\+[\s()-]*)?[1-9](?:[\s()-]*\d){0,15}[\s()-]*)?$/;

export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s\-()]/g, "");
  if (compact === "") return true;
  return /^\+?[1-9]\d{0,15}$/.test(compact);
}
