import { afterEach, describe, expect, it, vi } from "vitest";

/** In Lambda a bad configuration fails the cold start, naming the variable. */
describe("function configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  it("fails at module load in Lambda when a variable is missing, and names it", async () => {
    process.env = { AWS_LAMBDA_FUNCTION_NAME: "f", IMAGES_BUCKET: "i", RECEIPTS_BUCKET: "r" };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(import("../../../functions/src/lib/env")).rejects.toThrow(/TABLE_NAME/);
  });

  it("loads in Lambda with a complete configuration", async () => {
    process.env = { AWS_LAMBDA_FUNCTION_NAME: "f", TABLE_NAME: "t", IMAGES_BUCKET: "i", RECEIPTS_BUCKET: "r" };
    const mod = await import("../../../functions/src/lib/env");
    expect(mod.env().TABLE_NAME).toBe("t");
  });

  it("fails an API function's cold start without the receipts bucket, and names it", async () => {
    process.env = { AWS_LAMBDA_FUNCTION_NAME: "f", TABLE_NAME: "t", IMAGES_BUCKET: "i" };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(import("../../../functions/src/handlers/catalogo/list-categories")).rejects.toThrow(/RECEIPTS_BUCKET/);
  });

  // The stack gives the renderer the table and the site bucket only (infra/lib/tienda-stack.ts).
  it("loads the page renderer with the table and the site bucket, and no other bucket", async () => {
    process.env = { AWS_LAMBDA_FUNCTION_NAME: "f", TABLE_NAME: "t", WEB_BUCKET: "w" };
    const mod = await import("../../../functions/src/handlers/paginas-html/render-page");
    expect(typeof mod.handler).toBe("function");
  });

  it("fails the page renderer's cold start without the site bucket, and names it", async () => {
    process.env = { AWS_LAMBDA_FUNCTION_NAME: "f", TABLE_NAME: "t", IMAGES_BUCKET: "i", RECEIPTS_BUCKET: "r" };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(import("../../../functions/src/handlers/paginas-html/render-page")).rejects.toThrow(/WEB_BUCKET/);
  });

  it("waits for the first use outside Lambda (the local runtime sets variables later)", async () => {
    process.env = {};
    const mod = await import("../../../functions/src/lib/env");
    expect(() => mod.env()).toThrow(/TABLE_NAME/);
  });
});
