import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";

/**
 * The web app's layer rules (eslint.web-boundaries.js, docs/architecture.md) really fire: a deep
 * import into another feature, a feature importing one of a higher layer, lib/ importing a
 * feature and an import cycle fail; a front-door import passes. Run on a small fixture tree (the
 * cycle needs real files) with the same rule builder eslint.config.js uses, plus a check that
 * eslint.config.js does use it on web/src.
 */
type Builder = (o: { root: string; layers?: string[][] }) => Linter.Config[];

const root = mkdtempSync(join(tmpdir(), "feature-boundaries-"));
const files: Record<string, string> = {
  "web/tsconfig.json": JSON.stringify({
    compilerOptions: { baseUrl: ".", paths: { "@/*": ["./src/*"] }, jsx: "react-jsx", strict: true },
    include: ["src"],
  }),
  "web/src/lib/util.ts": "export const id = <T>(x: T) => x;\n",
  "web/src/features/low/index.ts": 'export { lowThing } from "./internal";\n',
  "web/src/features/low/internal.ts": "export const lowThing = 1;\n",
  "web/src/features/low/lazy.ts": 'export const loadLowPage = () => import("./internal");\n',
  "web/src/features/low/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;\n',
  "web/src/features/low/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;\n',
  "web/src/features/high/index.ts": 'export { highThing } from "./internal";\n',
  "web/src/features/high/internal.ts": "export const highThing = 2;\n",
};

let eslint: ESLint;
beforeAll(async () => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const href = pathToFileURL(resolve("eslint.web-boundaries.js")).href;
  const { webBoundaries } = (await import(href)) as { webBoundaries: Builder };
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser as Linter.Parser } },
      ...webBoundaries({ root, layers: [["low"], ["high"]] }),
    ],
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: join(root, file) }))[0]!.messages.map((m) => m.ruleId);

describe("web feature boundaries", () => {
  it("refuse a deep import into another feature, by alias or relative path", async () => {
    const deep = 'import { lowThing } from "@/features/low/internal";\nexport const x = lowThing;\n';
    expect(await lint(deep, "web/src/features/high/probe.ts")).toEqual(["import-x/no-restricted-paths"]);
    const relative = 'import { lowThing } from "../low/internal";\nexport const x = lowThing;\n';
    expect(await lint(relative, "web/src/features/high/probe.ts")).toEqual(["import-x/no-restricted-paths"]);
    expect(await lint(deep, "web/src/app/probe.ts")).toEqual(["import-x/no-restricted-paths"]);
  });

  it("allow the front doors: the index, and the lazy loaders", async () => {
    const front = 'import { lowThing } from "@/features/low";\nexport const x = lowThing;\n';
    expect(await lint(front, "web/src/features/high/probe.ts")).toEqual([]);
    const lazy = 'import { loadLowPage } from "@/features/low/lazy";\nexport const x = loadLowPage;\n';
    expect(await lint(lazy, "web/src/app/probe.ts")).toEqual([]);
  });

  it("refuse an import cycle", async () => {
    const code = 'import { b } from "./cycle-b";\nexport const a = () => b;\n';
    expect(await lint(code, "web/src/features/low/cycle-a.ts")).toEqual(["import-x/no-cycle"]);
  });

  it("refuse a feature importing one of a higher layer (a cycle between features)", async () => {
    const up = 'import { highThing } from "@/features/high";\nexport const x = highThing;\n';
    expect(await lint(up, "web/src/features/low/probe.ts")).toEqual(["import-x/no-restricted-paths"]);
  });

  it("refuse lib/ (below the features) importing a feature", async () => {
    const code = 'import { lowThing } from "@/features/low";\nexport const x = lowThing;\n';
    expect(await lint(code, "web/src/lib/probe.ts")).toEqual(["import-x/no-restricted-paths"]);
  });

  it("are on in eslint.config.js for web/src", async () => {
    const real = new ESLint({ cwd: process.cwd() });
    const config = (await real.calculateConfigForFile("web/src/features/cart/probe.ts")) as Linter.Config;
    expect(config.rules?.["import-x/no-restricted-paths"]?.[0 as never]).toBe(2);
    expect(config.rules?.["import-x/no-cycle"]?.[0 as never]).toBe(2);
    const deep = 'import { useCart } from "@/features/cart/hooks/use-cart";\nexport const x = useCart;\n';
    const [result] = await real.lintText(deep, { filePath: "web/src/features/home/probe.ts" });
    expect(result!.messages.map((m) => m.ruleId)).toEqual(["import-x/no-restricted-paths"]);
  });
});
