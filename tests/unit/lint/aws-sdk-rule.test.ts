import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";

/**
 * The layering rules of functions/src really fire (issue 33, item 5): the AWS SDK is imported only
 * in data/ and lib/, and domain code takes its errors from domain/errors.ts, not the HTTP layer.
 */
const eslint = new ESLint({ cwd: process.cwd() });
/** Linting with type-free rules is quick, but the first call loads every plugin: a loaded machine needs time. */
const SLOW = 60_000;
const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

const SDK_IMPORT = 'import { S3Client } from "@aws-sdk/client-s3";\nexport const c = new S3Client({});\n';

describe("AWS SDK and error layering lint rules", () => {
  it(
    "refuse the AWS SDK in domain code, handlers, jobs and seeds",
    async () => {
      for (const file of [
        "functions/src/domain/orders/probe.ts",
        "functions/src/handlers/x/probe.ts",
        "functions/src/jobs/probe.ts",
        "functions/src/seed/probe.ts",
      ]) {
        expect(await lint(SDK_IMPORT, file), file).toContain("no-restricted-imports");
      }
    },
    SLOW,
  );

  it(
    "accept the AWS SDK in the data layer and the clients of lib/",
    async () => {
      for (const file of ["functions/src/data/probe.ts", "functions/src/lib/probe.ts"]) {
        expect(await lint(SDK_IMPORT, file), file).not.toContain("no-restricted-imports");
      }
    },
    SLOW,
  );

  it(
    "refuse the HTTP error helpers in domain code, and accept the domain's own",
    async () => {
      const http = 'import { notFound } from "../../lib/errors";\nexport const e = notFound("No");\n';
      const domain = 'import { notFound } from "../errors";\nexport const e = notFound("No");\n';
      expect(await lint(http, "functions/src/domain/orders/probe.ts")).toContain("no-restricted-imports");
      expect(await lint(domain, "functions/src/domain/orders/probe.ts")).not.toContain("no-restricted-imports");
      expect(await lint(http, "functions/src/handlers/x/probe.ts")).not.toContain("no-restricted-imports");
    },
    SLOW,
  );
});
