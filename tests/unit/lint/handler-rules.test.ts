import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/** The lint rules that keep handlers thin really fire (a rule that never fires is no guard). */
const eslint = new ESLint({ cwd: process.cwd() });
const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

describe("handler lint rules", () => {
  it("refuse the AWS SDK and its error names in a handler", async () => {
    const code = [
      'import { GetCommand } from "@aws-sdk/lib-dynamodb";',
      'export const f = (e: Error) => e.name === "ConditionalCheckFailedException" && GetCommand;',
    ].join("\n");
    expect(await lint(code, "functions/src/handlers/x/probe.ts")).toEqual([
      "no-restricted-imports",
      "no-restricted-syntax",
    ]);
  });

  it("allow them in the data layer", async () => {
    const code =
      'import { GetCommand } from "@aws-sdk/lib-dynamodb";\nexport const f = (e: Error) => e.name === "ConditionalCheckFailedException" && GetCommand;';
    expect(await lint(code, "functions/src/data/probe.ts")).toEqual([]);
  });
});
