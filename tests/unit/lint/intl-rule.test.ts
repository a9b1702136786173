import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * One way to format (issue 33, item 3): `npm run lint` refuses Intl and toLocale* anywhere in the
 * SPA but web/src/lib/format.ts, so no page can print a date in a locale of its own.
 */
const eslint = new ESLint({ cwd: process.cwd() });
/** Linting with type-free rules is quick, but the first call loads every plugin: a loaded machine needs time. */
const SLOW = 60_000;
const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

const PAGE = "web/src/features/orders/components/probe.tsx";

describe("the Intl lint rule", () => {
  it(
    "refuses an Intl formatter in a component, a feature's lib file and the SPA's other modules",
    async () => {
      const code = 'export const f = new Intl.DateTimeFormat("es-ES").format(new Date());\n';
      for (const file of [PAGE, "web/src/features/admin/dashboard/lib/probe.ts", "web/src/lib/probe.ts"]) {
        expect(await lint(code, file), file).toContain("no-restricted-globals");
      }
    },
    SLOW,
  );

  it(
    "refuses the ways around it: Intl through globalThis or window, and toLocale* on dates and numbers",
    async () => {
      expect(await lint("export const f = globalThis.Intl.NumberFormat;\n", PAGE)).toContain(
        "no-restricted-properties",
      );
      expect(await lint("export const f = window.Intl.NumberFormat;\n", PAGE)).toContain("no-restricted-properties");
      for (const call of [
        "new Date().toLocaleDateString()",
        "new Date().toLocaleTimeString()",
        "(12.5).toLocaleString()",
      ]) {
        expect(await lint(`export const s = ${call};\n`, PAGE), call).toContain("no-restricted-properties");
      }
    },
    SLOW,
  );

  it(
    "lets the format module use Intl, and code outside the SPA too",
    async () => {
      const code = 'export const f = new Intl.NumberFormat("es-VE").format(1);\n';
      expect(await lint(code, "web/src/lib/format.ts")).toEqual([]);
      expect(await lint(code, "functions/src/lib/probe.ts")).toEqual([]);
    },
    SLOW,
  );
});
