import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, withCompileHint } from "../../../web/build/compile-hints";

describe("V8 compile hints on the built chunks (web/build/compile-hints.ts)", () => {
  it("puts the hint on the first line, once", () => {
    expect(withCompileHint("import{a}from'./a.js';a();")).toBe(`${COMPILE_HINT}\nimport{a}from'./a.js';a();`);
    const twice = withCompileHint(withCompileHint("f();"));
    expect(twice.split(COMPILE_HINT).length - 1).toBe(1);
    expect(twice.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it("moves it back above what Vite prepends to a chunk after the banner", () => {
    const plugin = compileHints();
    const chunk = {
      type: "chunk",
      fileName: "assets/index-abc.js",
      code: `const __vite__mapDeps=(i)=>i;\n${COMPILE_HINT}\nimport"./x.js";`,
    };
    const css = { type: "asset", fileName: "assets/index-abc.css", source: "a{}" };
    const bundle = { [chunk.fileName]: chunk, [css.fileName]: css };
    const generate = plugin.generateBundle as { handler: (o: unknown, b: typeof bundle) => void };
    generate.handler({}, bundle);
    expect(chunk.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nimport"./x.js";`);
    expect(css.source).toBe("a{}");
    const outputOptions = plugin.outputOptions as (o: object) => { postBanner?: string };
    expect(outputOptions({}).postBanner).toBe(COMPILE_HINT);
  });
});
