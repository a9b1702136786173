/**
 * Numbers as a Venezuelan admin types them into a money or rate field: ',' is the decimal mark
 * and '.' groups thousands ('236,4582', '1.234,56'), yet '236.4582', as the BCV publishes the
 * rate and as a phone's keypad often writes it, must read the same. A browser's number input
 * cannot do both: with a ',' it drops the mark ('236,4582' became 2364582), so the admin's
 * numeric fields are text inputs read through this one rule.
 *
 * Ambiguous cases go the Venezuelan way, except that a single '.' is a decimal point ('1.234' is
 * 1.234, not 1234): nobody types a thousands mark in a rate, and a price over a thousand dollars
 * is rare enough that '1.234,00' or '1234' says it.
 */

/** Groups of thousands after the first: '1.234.567' → ['1', '234', '567'] are valid, '1.23.4' not. */
function validGroups(groups: string[]): boolean {
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

/**
 * The number typed in `raw`: undefined when blank, NaN when it is no number (so a required field
 * shows its own message, and a bound's message is not given for a typo). A number is returned as
 * it is (a form's initial values). Leading '-' is kept, so '-5' is refused by the field's bounds
 * with the field's message rather than read as 5.
 */
export function parseDecimalInput(raw: string | number | null | undefined): number | undefined {
  if (typeof raw === "number") return raw;
  if (raw == null) return undefined;
  const s = raw.replace(/[\s\u00a0]/g, "");
  if (s === "") return undefined;
  const m = /^(-?)([\d.,]+)$/.exec(s);
  if (!m) return Number.NaN;
  const [, sign, body] = m as unknown as [string, string, string];
  if (!/\d/.test(body)) return Number.NaN;
  const commas = body.split(",").length - 1;
  const dots = body.split(".").length - 1;
  let whole: string;
  let frac = "";
  if (commas > 0 && dots > 0) {
    // Both marks: the last one is the decimal mark, the other must group thousands ('1.234,56', '1,234.56').
    const decimal = body.lastIndexOf(",") > body.lastIndexOf(".") ? "," : ".";
    const grouping = decimal === "," ? "." : ",";
    const cut = body.lastIndexOf(decimal);
    frac = body.slice(cut + 1);
    const groups = body.slice(0, cut).split(grouping);
    if (body.slice(0, cut).includes(decimal) || !validGroups(groups)) return Number.NaN;
    whole = groups.join("");
  } else if (commas === 1 || dots === 1) {
    // One mark of either kind is the decimal mark ('236,4582', '236.4582', '1.234' = 1,234).
    [whole, frac] = body.split(commas === 1 ? "," : ".") as [string, string];
  } else if (dots > 1) {
    // '1.234.567': thousands only.
    const groups = body.split(".");
    if (!validGroups(groups)) return Number.NaN;
    whole = groups.join("");
  } else if (commas > 1) {
    // Two decimal commas are a typo, not US thousands.
    return Number.NaN;
  } else {
    whole = body;
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(frac) || (whole === "" && frac === "")) return Number.NaN;
  return Number(`${sign}${whole || "0"}.${frac || "0"}`);
}

/** A form value for a numeric text input: the number as the admin would type it back ('236.4582'). */
export function decimalInputText(n: number | null | undefined): string {
  return typeof n === "number" && Number.isFinite(n) ? String(n) : "";
}
