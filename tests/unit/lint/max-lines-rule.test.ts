import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * Components small enough to read (issue 33, item 1): `npm run lint` refuses a `.tsx` file of the
 * SPA over 300 lines, counted as `wc -l` counts them (blank lines and comments included), with no
 * file exempt.
 */
const eslint = new ESLint({ cwd: process.cwd() });
/** Linting with type-free rules is quick, but the first call loads every plugin: a loaded machine needs time. */
const SLOW = 60_000;
const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

/** A component of exactly `n` lines, padded with `filler` lines inside the function. */
function component(n: number, filler: string): string {
  const head = ["export function Probe() {", "  const a = 1;"];
  const tail = ["  return <p>{a}</p>;", "}"];
  const pad = Array.from({ length: n - head.length - tail.length }, () => filler);
  return [...head, ...pad, ...tail].join("\n") + "\n";
}

describe("the max-lines lint rule", () => {
  it(
    "refuses a .tsx of 301 lines anywhere under web/src, the largest screens included",
    async () => {
      const code = component(301, "  void a;");
      for (const file of [
        "web/src/features/checkout/components/probe.tsx",
        "web/src/features/admin/products/components/product-wizard.tsx",
        "web/src/components/ui/probe.tsx",
        "web/src/app/probe.tsx",
      ]) {
        expect(await lint(code, file), file).toContain("max-lines");
      }
    },
    SLOW,
  );

  it(
    "counts blank lines and comments as lines, as the issue's counts do",
    async () => {
      expect(await lint(component(301, ""), "web/src/features/home/components/probe.tsx")).toContain("max-lines");
      expect(await lint(component(301, "  // why"), "web/src/features/home/components/probe.tsx")).toContain(
        "max-lines",
      );
    },
    SLOW,
  );

  it(
    "accepts 300 lines, and leaves .ts modules and files outside web/src alone",
    async () => {
      expect(await lint(component(300, "  void a;"), "web/src/features/home/components/probe.tsx")).not.toContain(
        "max-lines",
      );
      const long = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n";
      expect(await lint(long, "web/src/features/home/lib/probe.ts")).not.toContain("max-lines");
      expect(await lint(component(400, "  void a;"), "tests/unit/web/probe.tsx")).not.toContain("max-lines");
    },
    SLOW,
  );
});
