import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

/**
 * Loading placeholders pulse only after a delay (web/src/theme/system.ts, `PULSE_DELAY`): each
 * pulsing placeholder is a layer the compositor redraws every frame, so a page that is ready
 * sooner must not animate at all. Chakra's Skeleton and the CSS-module skeletons agree.
 */
const ui = new URL("../../../web/src/components/ui/", import.meta.url);

// Loading the real system through Vite takes 2–5 s on a loaded 2-core machine: over the default 5 s.
describe("the loading placeholders' pulse", { timeout: 30_000 }, () => {
  it("Chakra's Skeleton (pulse variant) waits PULSE_DELAY before it animates", async () => {
    const { getSystem, PULSE_DELAY } = await import("../../../web/src/theme/system");
    const system = getSystem();
    expect(PULSE_DELAY).toBe("1s");
    // The recipe's styles for the pulse variant, resolved as Chakra resolves a Skeleton's props.
    const recipe = system.cva(system.getRecipe("skeleton")) as unknown as {
      raw(props: { variant: string }): Parameters<typeof system.css>[0];
    };
    const style = system.css(recipe.raw({ variant: "pulse" })) as Record<string, unknown>;
    expect(style.animation).toBe("var(--chakra-animations-pulse)");
    expect(style.animationDelay).toBe("1s");
    // The longhand after the shorthand, so the shorthand's own delay (none) does not win.
    const keys = Object.keys(style);
    expect(keys.indexOf("animationDelay")).toBeGreaterThan(keys.indexOf("animation"));
  });

  it("the grid skeleton's bones and the product image's frame use the same delay", async () => {
    for (const [file, selector] of [
      ["states.module.css", ".bone"],
      ["product-image.module.css", ".loading"],
    ] as const) {
      const text = await readFile(new URL(file, ui), "utf8");
      const body = text.slice(text.indexOf(`${selector} {`));
      const animation = /animation:\s*([^\s;][^;]*);/.exec(body)?.[1] ?? "";
      expect(animation, file).toMatch(/^pulse \S+ .*\b1s infinite$/);
    }
  });
});
