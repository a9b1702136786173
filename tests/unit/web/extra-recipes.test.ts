import { describe, expect, it } from "vitest";
import { getSystem } from "../../../web/src/theme/system";

/**
 * The first-paint system carries only the recipes the home page needs; the rest are added
 * when `theme/extra-recipes.ts` loads (it writes into the system's config, which has no public
 * API). This fails if a Chakra upgrade stops reading recipes from there, which would otherwise
 * leave dialogs, drawers and forms unstyled without any error.
 */
describe("lazily added Chakra recipes", () => {
  it("are absent from the first-paint system and present once extra-recipes loads", async () => {
    const system = getSystem();
    expect(getSystem()).toBe(system);
    expect(system.isSlotRecipe("dialog")).toBe(false);
    await import("../../../web/src/theme/extra-recipes");
    for (const key of ["dialog", "drawer", "tabs", "toast", "field", "checkbox"]) {
      expect(system.isSlotRecipe(key), key).toBe(true);
      expect(system.getSlotRecipe(key)?.slots?.length, key).toBeGreaterThan(0);
    }
    expect(system.isRecipe("textarea")).toBe(true);
  });
});
