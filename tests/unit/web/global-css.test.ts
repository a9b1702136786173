import { describe, expect, it } from "vitest";
import { chakraGlobalCss } from "../../../web/build/chakra-static-css";

/**
 * The global stylesheet inlined into index.html at build time (web/build/chakra-static-css.ts):
 * built from the store's real Chakra system, with the start-up costs docs/performance.md names
 * ("Start-up in short tasks", "No style rules inside @layer at run time")
 * taken out, and nothing a page relies on lost.
 */
// Loading the real system through Vite takes 2–5 s on a loaded 2-core machine: over the default 5 s.
describe("Chakra's global CSS, built at build time", { timeout: 30_000 }, () => {
  const css = chakraGlobalCss(new URL("../../../web/src/theme/system.ts", import.meta.url).pathname);

  it("declares its custom properties once on <html> (inherited), none on every element", async () => {
    const text = await css;
    const everyElement = [...text.matchAll(/(?:^|[}\s])\*\{([^}]*)\}/g)].map((m) => m[1]).join(";");
    expect(everyElement).toContain('font-feature-settings:"cv11"');
    // A custom property on every element defeats Chrome's style sharing and cache.
    expect(everyElement).not.toMatch(/(?<![\w-])--[\w-]+:/);
    const html = /(?:^|[}\s])html\{([^}]*)\}/g;
    const htmlRules = [...text.matchAll(html)].map((m) => m[1]).join(";");
    for (const v of ["--ring-inset", "--ring-color", "--brightness", "--backdrop-blur", "--drop-shadow"]) {
      expect(htmlRules, v).toContain(`${v}:`);
    }
    for (const v of [
      "--global-color-border:var(--chakra-colors-border)",
      "--global-font-body:var(--chakra-fonts-body)",
      "--global-font-mono:var(--chakra-fonts-mono)",
    ]) {
      expect(htmlRules, v).toContain(v);
    }
  });

  it("keeps the reset, the light theme's tokens and the layer order", async () => {
    const text = await css;
    const order = ["@layer reset{", "@layer base{", "@layer tokens{"].map((l) => text.indexOf(l));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("--chakra-colors-gray-200:#e4e4e7");
    expect(text).toContain("--chakra-colors-border:var(--chakra-colors-gray-200)");
    expect(text).not.toMatch(/\.dark|_dark|prefers-color-scheme/);
  });

  it("leaves the recipe styles Emotion inserts at run time out of cascade layers", async () => {
    // Chrome restyles the whole page whenever a rule inside @layer is inserted (docs/performance.md,
    // "No style rules inside @layer at run time").
    const { tsImport } = await import("tsx/esm/api");
    const { getSystem } = (await tsImport("../../../web/src/theme/system.ts", import.meta.url)) as {
      getSystem(): { cva(r: object): (v: object) => object; layers: { wrap(l: string, s: object): object } };
    };
    const styles = getSystem().cva({ base: { color: "red.500" }, variants: { size: { sm: { px: "2" } } } })({
      size: "sm",
    });
    expect(JSON.stringify(styles)).not.toContain("@layer");
    expect(styles).toMatchObject({ color: "var(--chakra-colors-red-500)", paddingInline: "var(--chakra-spacing-2)" });
  });
});
