/**
 * Profile phone rule (storefront spec §5): optional; when present, after removing spaces,
 * hyphens and parentheses: an optional plus, a nonzero first digit, at most 16 digits in total.
 */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s\-()]/g, "");
  if (compact === "") return true;
  return /^\+?[1-9]\d{0,15}$/.test(compact);
}
