/**
 * The buyer's cédula or RIF, asked at checkout when the store's `pedir_cedula_rif` is on (a
 * merchant who issues invoices needs it): a letter for the kind of person (V venezolano, E
 * extranjero, J jurídico, G gobierno, P pasaporte), an optional dash, 6 to 9 digits. A RIF's
 * check digit may come after a second dash as printed ('J-12345678-9'). Kept in one form,
 * 'V-12345678', so the admin, the CSV and the emails show it the same way.
 */

export const CEDULA_RIF_MESSAGE =
  "Cédula o RIF inválido: una letra (V, E, J, G o P) y de 6 a 9 dígitos, por ejemplo V-12345678";
export const CEDULA_RIF_REQUIRED = "La cédula o RIF es requerida";

/** The same rule as typed, for the API reference (spaces around the parts allowed). */
export const CEDULA_RIF_PATTERN = /^\s*[VEJGPvejgp]\s*(?:-\s*)?(?:\d{6,9}|\d{5,8}\s*-\s*\d)\s*$/;

/** 'v 12345678', 'V12345678' or 'v-12345678' → 'V-12345678'; anything else → null. */
export function normalizeCedulaRif(raw: string): string | null {
  const m = /^([VEJGP])-?(\d+)(?:-(\d))?$/i.exec(raw.replace(/\s+/g, ""));
  if (!m) return null;
  const digits = m[2]!.length + (m[3] ? 1 : 0);
  if (digits < 6 || digits > 9) return null;
  return `${m[1]!.toUpperCase()}-${m[2]}${m[3] ? `-${m[3]}` : ""}`;
}
