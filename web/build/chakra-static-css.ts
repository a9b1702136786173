/**
 * Chakra's global CSS (its reset, the theme's global styles and ~1,000 token CSS variables) as a
 * static stylesheet made at build time, instead of at start-up on the shopper's phone.
 *
 * `createSystem` builds that CSS as style objects every time the SPA starts, and
 * `<ChakraProvider>` then serialises and parses it with Emotion in the first render: together
 * they were about a third of the start-up script work of every page (docs/performance.md,
 * "Shopper pages on a phone"). Here the same objects are taken from the real system once, in
 * Node, serialised the way Emotion does, and inlined into index.html's <head> (inline rather than
 * a stylesheet link, so the first paint does not wait for another request); the build then drops
 * that step from Chakra's `createSystem` (the `transform` below), so the browser neither builds
 * nor injects it. The dev server keeps Chakra as it is (its dependencies are pre-bundled), so there
 * the same rules are also injected at runtime, which is harmless.
 */
import { fileURLToPath } from "node:url";
import { serializeStyles } from "@emotion/serialize";
import type { Plugin } from "vite";

/** The statement in Chakra's system.js (3.x) that builds the global CSS objects eagerly. */
export const CHAKRA_GLOBAL_STATEMENT = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const CHAKRA_SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

interface StylisApi {
  compile(css: string): unknown;
  serialize(ast: unknown, cb: unknown): string;
  middleware(fns: unknown[]): unknown;
  stringify: unknown;
}

/** The CSS text of a Chakra system's global styles, as Emotion's `<Global>` would insert it. */
export async function chakraGlobalCss(systemModule: string): Promise<string> {
  const { tsImport } = await import("tsx/esm/api");
  const { getSystem } = (await tsImport(systemModule, import.meta.url)) as {
    getSystem(): { _global: object[]; layers: { atRule: string } };
  };
  const system = getSystem();
  // @ts-expect-error stylis ships no types; it is Emotion's own CSS compiler.
  const stylis = (await import("stylis")) as StylisApi;
  // The system leaves its CSS unlayered (`disableLayers`, for the recipe styles Emotion inserts at
  // run time); the static part keeps Chakra's layers, so the reset, base and tokens rank below
  // every class as they always did.
  const [reset, base, tokens] = system._global;
  const layered = [{ "@layer reset": reset }, { "@layer base": base }, { "@layer tokens": tokens }];
  const text = serializeStyles(layered as never).styles;
  // No vendor prefixer (Emotion's default adds -webkit- copies): the build targets browsers that
  // need none, and the CSS is inlined into every page.
  const css = stylis.serialize(stylis.compile(text), stylis.middleware([stylis.stringify]));
  // The layer order first, as <ChakraProvider> declares it, so the layers rank as Chakra expects;
  // minified with Vite's own CSS minifier, since it is inlined into every page.
  const { transform } = await import("lightningcss");
  const { code } = transform({
    filename: "chakra-global.css",
    code: Buffer.from(`${system.layers.atRule}\n${css}`),
    minify: true,
  });
  return code.toString();
}

export function chakraStaticCss(): Plugin {
  const systemModule = fileURLToPath(new URL("../src/theme/system.ts", import.meta.url));
  let isBuild = false;
  return {
    name: "tienda:chakra-static-css",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    async transformIndexHtml() {
      return [
        {
          tag: "style",
          attrs: { "data-chakra-global": "" },
          children: await chakraGlobalCss(systemModule),
          injectTo: "head-prepend",
        },
      ];
    },
    transform(code, id) {
      if (!isBuild || !CHAKRA_SYSTEM_MODULE.test(id)) return undefined;
      // Fail the build loudly if a Chakra upgrade changes the statement, rather than ship the
      // global CSS twice (or, worse, silently keep the start-up cost).
      if (!code.includes(CHAKRA_GLOBAL_STATEMENT)) {
        throw new Error(`chakra-static-css: ${id} no longer contains "${CHAKRA_GLOBAL_STATEMENT}"`);
      }
      return { code: code.replace(CHAKRA_GLOBAL_STATEMENT, "const _global = [];"), map: null };
    },
  };
}
