import { z } from "zod";
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

/**
 * The configuration is checked with zod/mini (lighter schemas at every cold start) with classic
 * zod's rules: the same variables accepted and refused, the same values and defaults, as the
 * classic schemas it replaced.
 */
describe("the configuration's rules are the classic schemas' it replaced", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  const common = {
    TABLE_NAME: z.string().min(1),
    AWS_REGION: z.string().min(1).default("us-east-1"),
    DYNAMODB_ENDPOINT: z.url().optional(),
    S3_ENDPOINT: z.url().optional(),
    APP_ORIGIN: z.string().optional(),
    APP_ORIGIN_ALIASES: z.string().optional(),
    COOKIE_SECURE: z.enum(["true", "false"]).default("true"),
    DEMO_MODE: z.enum(["true", "false"]).default("false"),
    DEMO_ACCOUNTS: z.string().optional(),
    DEVICE_COOKIE_KEY: z.string().min(32).optional(),
  };
  const schemas = {
    common: z.object(common),
    api: z.object({
      ...common,
      IMAGES_BUCKET: z.string().min(1),
      RECEIPTS_BUCKET: z.string().min(1),
      TASA_BCV_URL: z.url().optional(),
    }),
    pages: z.object({ ...common, WEB_BUCKET: z.string().min(1) }),
  };

  const full = { TABLE_NAME: "t", IMAGES_BUCKET: "i", RECEIPTS_BUCKET: "r", WEB_BUCKET: "w" };
  const cases: Record<string, string | undefined>[] = [
    full,
    {},
    { ...full, TABLE_NAME: "" },
    { ...full, AWS_REGION: "" },
    { ...full, AWS_REGION: "sa-east-1", COOKIE_SECURE: "false", DEMO_MODE: "true", OTRA: "x" },
    { ...full, COOKIE_SECURE: "si" },
    { ...full, DEMO_MODE: "" },
    { ...full, DYNAMODB_ENDPOINT: "http://127.0.0.1:8000", S3_ENDPOINT: "  http://localhost:4569/\n" },
    { ...full, DYNAMODB_ENDPOINT: "no es una url" },
    { ...full, TASA_BCV_URL: "https://ve.dolarapi.com/v1/dolares/oficial" },
    { ...full, TASA_BCV_URL: "https://exa\tmple.com/x" },
    { ...full, TASA_BCV_URL: "//sin-esquema" },
    { ...full, DEVICE_COOKIE_KEY: "corta" },
    { ...full, DEVICE_COOKIE_KEY: "k".repeat(32), APP_ORIGIN: "", APP_ORIGIN_ALIASES: "https://a, https://b" },
    { ...full, IMAGES_BUCKET: "", WEB_BUCKET: "" },
    { TABLE_NAME: "t", RECEIPTS_BUCKET: "r" },
  ];

  it.each(cases)("reads %o as zod did", async (vars) => {
    const mod = await import("../../../functions/src/lib/env");
    const readers = { common: mod.commonEnv, api: mod.env, pages: mod.pageEnv };
    for (const kind of ["common", "api", "pages"] as const) {
      process.env = Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv;
      mod.resetEnvCache();
      const expected = schemas[kind].safeParse(process.env);
      let value: unknown;
      let error: Error | undefined;
      try {
        value = readers[kind]();
      } catch (err) {
        error = err as Error;
      }
      expect(error === undefined, `${kind}: ${error?.message}`).toBe(expected.success);
      if (expected.success) expect(value, kind).toEqual(expected.data);
      else {
        // The variables named are those zod named.
        const named = error!.message
          .replace("Invalid function configuration (environment): ", "")
          .split("; ")
          .map((problem) => problem.split(":")[0]);
        expect(named.sort(), kind).toEqual(expected.error.issues.map((i) => String(i.path[0])).sort());
      }
    }
  });
});
