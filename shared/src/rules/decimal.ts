/**
 * Decimal numbers as Intl writes them in Spanish, without Intl: the first es-VE or es-ES
 * NumberFormat loads locale data in the middle of the checkout's first render (docs/performance.md,
 * "Locale data").
 * tests/unit/shared/decimal.test.ts checks these against Intl.
 */

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  const d = digits.split("");
  let i = d.length - 1;
  while (i >= 0 && d[i] === "9") d[i--] = "0";
  if (i < 0) return "1" + d.join("");
  d[i] = String(Number(d[i]) + 1);
  return d.join("");
}

/** '1234567' → '1.234.567'. A loop, not /\B(?=(\d{3})+$)/, which is quadratic on long input. */
export function groupThousands(digits: string): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ".";
    out += digits[i];
  }
  return out;
}

/**
 * `x` with a decimal comma, between `minFrac` and `maxFrac` decimals (1 ≤ minFrac ≤ maxFrac), and
 * '.' between thousands once the whole part has `groupFrom` digits (es-VE groups from 4, es-ES
 * from 5). Rounds half away from zero on the number's shortest decimal form (1.005 → '1,01'), as
 * Intl does. Undefined where the caller should ask Intl instead: negative, -0, not finite, 1e15
 * or more, or written in exponent form.
 */
export function decimalEs(x: number, minFrac: number, maxFrac: number, groupFrom: 4 | 5): string | undefined {
  if (!(x >= 0 && x < 1e15) || Object.is(x, -0)) return undefined;
  const s = String(x);
  if (s.includes("e")) return undefined;
  const [int, frac = ""] = s.split(".") as [string, string?];
  let digits = int + frac.padEnd(maxFrac, "0").slice(0, maxFrac);
  if ((frac[maxFrac] ?? "0") >= "5") digits = incrementDigits(digits);
  const whole = digits.slice(0, digits.length - maxFrac);
  let decimals = digits.slice(digits.length - maxFrac);
  while (decimals.length > minFrac && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped = whole.length >= groupFrom ? groupThousands(whole) : whole;
  return `${grouped},${decimals}`;
}
