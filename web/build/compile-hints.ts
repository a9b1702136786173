/**
 * Chrome compiles a script's functions lazily, on the main thread, the first time each is called;
 * at start-up that is most of React's and Chakra's code, in the tasks that block a phone. The
 * magic comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136+) asks for
 * a file to be compiled eagerly instead, on a background thread while it streams in. This plugin
 * puts it on the first line of every JS chunk (docs/performance.md, "Compile hints"); browsers
 * without the feature read a comment.
 */
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The code with the hint as its first line (where V8 looks for it), exactly once. */
export function withCompileHint(code: string): string {
  return `${COMPILE_HINT}\n${code.split(`${COMPILE_HINT}\n`).join("")}`;
}

export function compileHints(): Plugin {
  return {
    name: "tienda:compile-hints",
    apply: "build",
    enforce: "post",
    // As a banner after minification (which drops comments), so it counts in the files' content
    // hashes; Vite prepends its preload map later, in generateBundle, so the hint is moved back to
    // the first line there.
    outputOptions(options) {
      return { ...options, postBanner: COMPILE_HINT };
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && chunk.fileName.endsWith(".js")) chunk.code = withCompileHint(chunk.code);
        }
      },
    },
  };
}
