import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * The ReDoS check of `npm run lint` (issue 32, item 1) really fires: the email pattern that froze
 * the server for 19 s on a 200 KB value, and an unanchored `\s+$`, fail lint wherever they are.
 */
const eslint = new ESLint({ cwd: process.cwd() });
/** Linting with type-free rules is quick, but the first call loads every plugin: a loaded machine needs time. */
const SLOW = 60_000;
const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

describe("ReDoS lint rules", () => {
  it(
    "refuse the old, quadratic email pattern in shared code, handlers, the SPA and tests",
    async () => {
      const code = "export const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$/;\n";
      for (const file of [
        "shared/src/rules/probe.ts",
        "functions/src/handlers/x/probe.ts",
        "web/src/features/home/components/probe.tsx",
        "tests/unit/probe.test.ts",
      ]) {
        expect(await lint(code, file), file).toContain("regexp/no-super-linear-backtracking");
      }
    },
    SLOW,
  );

  it(
    "refuse a pattern that moves quadratically over a long input",
    async () => {
      expect(
        await lint('export const trim = (s: string) => s.replace(/\\s+$/, "");\n', "functions/src/lib/probe.ts"),
      ).toContain("regexp/no-super-linear-move");
    },
    SLOW,
  );

  it(
    "accept the linear email pattern the store uses",
    async () => {
      const { EMAIL_PATTERN } = await import("../../../shared/src/rules/email-pattern");
      expect(await lint(`export const EMAIL = ${EMAIL_PATTERN.toString()};\n`, "shared/src/rules/probe.ts")).toEqual(
        [],
      );
    },
    SLOW,
  );
});
