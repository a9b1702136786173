import { defaultBaseConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { getSystem, sharedColorValues } from "../../../web/src/theme/system";

type ValuesFn = (theme: (category: string) => object | undefined) => object;
const colors = { "red.500": "var(--chakra-colors-red-500)", border: "var(--chakra-colors-border)" };
const theme = (category: string) => (category === "colors" ? colors : undefined);

/**
 * Chakra's colour style props share one lookup table of the colour tokens instead of building one
 * each as the system is created (web/src/theme/system.ts, docs/performance.md, "Start-up in short
 * tasks").
 */
describe("the colour style props' shared table", { timeout: 30_000 }, () => {
  const base = defaultBaseConfig.utilities ?? {};
  const shared = sharedColorValues(base);

  it("covers every style prop whose values are Chakra's colour tokens", () => {
    const colourProps = Object.entries(base).filter(([, u]) => u?.values === base.background?.values);
    expect(colourProps.length).toBeGreaterThan(20);
    expect(Object.keys(shared).sort()).toEqual(colourProps.map(([k]) => k).sort());
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(["background", "color", "borderColor", "fill"]));
  });

  it("builds the same table as Chakra's, once per token source", () => {
    const own = base.background!.values as unknown as ValuesFn;
    const tables = Object.values(shared).map((u) => (u!.values as unknown as ValuesFn)(theme));
    expect(tables[0]).toEqual(own(theme));
    expect(tables[0]).toMatchObject(colors);
    expect(tables.every((t) => t === tables[0])).toBe(true);
    const other = (category: string) => (category === "colors" ? { "blue.500": "x" } : undefined);
    const otherTable = (shared.color!.values as unknown as ValuesFn)(other);
    expect(otherTable).not.toBe(tables[0]);
    expect(otherTable).toMatchObject({ "blue.500": "x" });
  });

  it("leaves the store's system resolving colour props as before", () => {
    const css = getSystem().css({ bg: "red.500", color: "fg.muted", borderColor: "gray.200/50" });
    expect(css).toMatchObject({
      background: "var(--chakra-colors-red-500)",
      color: "var(--chakra-colors-fg-muted)",
      borderColor: "var(--mix-borderColor, var(--chakra-colors-gray-200))",
    });
  });
});
