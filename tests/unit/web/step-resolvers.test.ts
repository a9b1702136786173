import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_VALUES, type CheckoutValues } from "../../../web/src/features/checkout/lib/form-values.ts";

/**
 * The checkout's step resolvers load the shared zod schemas on first use
 * (web/src/features/checkout/lib/step-resolvers.ts): they must validate exactly as the schemas
 * do, load once, and try again after a failed load instead of keeping the failure.
 */
const ctx = undefined as never;
const opts = { shouldUseNativeValidation: false, fields: {} } as never;

afterEach(() => {
  vi.doUnmock("@tienda/shared/schemas/checkout-input");
  vi.resetModules();
});

describe("checkout step resolvers, loaded on first use", () => {
  it("give each step its own schema's Spanish messages", async () => {
    const { loadStepResolvers } = await import("../../../web/src/features/checkout/lib/step-resolvers.ts");
    const resolvers = await loadStepResolvers();
    expect(await loadStepResolvers()).toBe(resolvers);

    const step1 = await resolvers[1]({ ...EMPTY_VALUES }, ctx, opts);
    expect(step1.errors.nombre?.message).toBe("Nombre es requerido");
    expect(step1.errors.estado?.message).toBe("Estado es requerido");
    expect(step1.errors.tipo_pago).toBeUndefined();

    const step2 = await resolvers[2]({ ...EMPTY_VALUES, tipo_pago: "pago_movil" } as CheckoutValues, ctx, opts);
    expect(step2.errors.movil_banco?.message).toBe("Selecciona un banco");
    expect(step2.errors.nombre).toBeUndefined();

    const step3 = await resolvers[3]({ ...EMPTY_VALUES, acepta_terminos: false }, ctx, opts);
    expect(step3.errors.acepta_terminos?.message).toBe("Debes aceptar los términos y condiciones");
    expect(step3.errors.nombre?.message).toBe("Nombre es requerido");
  });

  it("tries the load again after it failed (offline), instead of keeping the failure", async () => {
    let fail = true;
    vi.doMock("@tienda/shared/schemas/checkout-input", async (original) => {
      if (fail) throw new Error("Failed to fetch dynamically imported module");
      return original();
    });
    const { loadStepResolvers } = await import("../../../web/src/features/checkout/lib/step-resolvers.ts");
    await expect(loadStepResolvers()).rejects.toThrow();
    fail = false;
    vi.resetModules();
    const resolvers = await loadStepResolvers();
    const step1 = await resolvers[1]({ ...EMPTY_VALUES }, ctx, opts);
    expect(step1.errors.nombre?.message).toBe("Nombre es requerido");
  });
});

describe("the checkout page's constants and Bs formatting", () => {
  // The checkout page imports these for labels, banks, states and amounts; zod (and its schemas'
  // construction at load) must reach the page only through the resolvers above.
  it.each(["checkout.ts", "settings.ts"])(
    "shared/src/schemas/%s imports neither zod nor a schema module",
    async (file) => {
      const { readFile } = await import("node:fs/promises");
      const source = await readFile(new URL(`../../../shared/src/schemas/${file}`, import.meta.url), "utf8");
      const valueImports = [...source.matchAll(/^(?:import|export)(?! type)[^;]*from "([^"]+)"/gm)].map((m) => m[1]);
      expect(valueImports.filter((m) => m === "zod" || /-(shapes|input)$/.test(m!))).toEqual([]);
    },
  );
});
