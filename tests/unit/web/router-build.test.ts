import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Alias, UserConfig } from "vite";
import viteConfig from "../../../web/vite.config.ts";

/** web/vite.config.ts: the build takes React Router's production build, `npm run dev` its development one. */
function aliases(command: "build" | "serve"): Alias[] {
  const config = (viteConfig as (env: { command: string; mode: string }) => UserConfig)({
    command,
    mode: "production",
  });
  return config.resolve!.alias as Alias[];
}
const routerAliases = (command: "build" | "serve") =>
  aliases(command).filter((a) => a.find instanceof RegExp && a.find.test("react-router"));

describe("React Router in the build", () => {
  it("resolves react-router and react-router/dom to the production files it ships", () => {
    const target = (spec: string) =>
      aliases("build").find((a) => a.find instanceof RegExp && a.find.test(spec))?.replacement;
    for (const spec of ["react-router", "react-router/dom"]) {
      const file = target(spec);
      expect(file, spec).toMatch(/react-router[\\/]dist[\\/]production[\\/]/);
      expect(existsSync(file!), file).toBe(true);
    }
    // The two specifiers must not be taken for one another (a prefix alias would map
    // "react-router/dom" to "…/index.mjs/dom").
    expect(target("react-router")).not.toBe(target("react-router/dom"));
    expect(target("react-router-dom")).toBeUndefined();
  });

  it("the production files have React Router's dev warnings off", () => {
    const file = routerAliases("build")[0]!.replacement;
    const chunks = readFileSync(file, "utf8").match(/\.\/chunk-[\w-]+\.mjs/g) ?? [];
    const sources = chunks.map((c) => readFileSync(new URL(c, `file://${file}`), "utf8")).join("\n");
    expect(sources).toContain("var ENABLE_DEV_WARNINGS = false;");
  });

  it("`npm run dev` keeps the development build", () => {
    expect(routerAliases("serve")).toEqual([]);
  });
});
