/**
 * Lean functions (issue 49): every deployed function's bundle, built with the stack's own options
 * (infra/lib/function-bundle.ts), stays within 1 MB, holds zod's Spanish messages and no other
 * locale's, and holds the CloudFront client only when its route or job may purge the edge.
 * The size and import time report is `npm run perf:functions`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import { routes } from "@tienda/shared/routes";
import { jobs } from "@tienda/shared/jobs";
import { repoRoot } from "../../infra/lib/paths.ts";
import { functionBuildOptions, FUNCTION_MAX_BYTES, type FunctionBundle } from "../../infra/lib/function-bundle.ts";
import { deployedBundles } from "./function-bundles.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "tienda-function-size-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

let bundles: FunctionBundle[] = [];

// Built once per run for this file and no-secrets-in-artifacts.test.ts (./function-bundles.ts).
beforeAll(async () => {
  bundles = await deployedBundles();
}, 600_000);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Only in the CloudFront client (its endpoint rules), not in our code that loads it. */
const CLOUDFRONT_CLIENT = "cloudfront-fips";

describe("function bundles", () => {
  it("bundles one function per route, per job and the page renderer", () => {
    expect(bundles).toHaveLength(routes.length + jobs.length + 1);
    expect(bundles.every((b) => (b.text ?? "").includes("handler"))).toBe(true);
  });

  it("keeps every function's bundle within 1 MB", () => {
    const over = bundles.filter((b) => b.bytes > FUNCTION_MAX_BYTES).map((b) => `${b.name}: ${kb(b.bytes)}`);
    expect(over).toEqual([]);
  });

  it("keeps zod's Spanish messages and leaves out its other locales", () => {
    const order = bundles.find((b) => b.name === "POST /api/pedido")!.text!;
    // esbuild writes non-ASCII characters escaped: 'Entrada inválida' is 'Entrada inv\xE1lida'.
    expect(order).toMatch(/Entrada inv(á|\\xE1|\\u00E1)lida/);
    // German and French messages of the same check.
    expect(order).not.toMatch(/Ung(ü|\\xFC|\\u00FC)ltige Eingabe/);
    expect(order).not.toMatch(/Entr(é|\\xE9|\\u00E9)e invalide/);
  });

  it("holds the CloudFront client only where the route or job is granted cdn:invalidate", () => {
    const purging = bundles.filter((b) => b.edgePurge);
    expect(purging.map((b) => b.name)).toEqual(
      expect.arrayContaining(["PUT /api/productos/{id}", "Tarea ofertas-programadas"]),
    );
    const wrong = bundles
      .filter((b) => b.text!.includes(CLOUDFRONT_CLIENT) !== b.edgePurge)
      .map((b) => `${b.name}: ${b.edgePurge ? "lacks" : "holds"} the CloudFront client`);
    expect(wrong).toEqual([]);
  });
});

describe("the edge purge's CloudFront client as bundled", () => {
  it("holds the invalidation command only, and sends it", async () => {
    const purging = bundles.filter((b) => b.edgePurge);
    for (const b of purging) {
      expect(b.text, b.name).toContain("CreateInvalidationCommand");
      expect(b.text, b.name).not.toContain("ListDistributionsCommand");
    }
    const outfile = path.join(scratch, "cloudfront", "index.mjs");
    await build({
      ...functionBuildOptions({ edgePurge: true }),
      stdin: {
        contents: 'export const load = () => import("./functions/src/lib/cloudfront-invalidation");',
        resolveDir: repoRoot,
        sourcefile: "cloudfront-check.ts",
        loader: "ts",
      },
      outfile,
    });
    const { load } = (await import(pathToFileURL(outfile).href)) as {
      load: () => Promise<typeof import("@aws-sdk/client-cloudfront")>;
    };
    const { CloudFrontClient, CreateInvalidationCommand } = await load();
    // A stand-in for CloudFront's API: records the request and answers as CloudFront does.
    const seen: { url?: string; body: string } = { body: "" };
    const server = http.createServer((req, res) => {
      seen.url = req.url;
      req.on("data", (chunk: Buffer) => (seen.body += chunk.toString()));
      req.on("end", () => {
        res.writeHead(201, { "content-type": "text/xml" });
        res.end(
          '<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I1</Id>' +
            "<Status>InProgress</Status><CreateTime>2026-01-01T00:00:00Z</CreateTime><InvalidationBatch><Paths>" +
            "<Quantity>1</Quantity><Items><Path>/api/*</Path></Items></Paths><CallerReference>r</CallerReference>" +
            "</InvalidationBatch></Invalidation>",
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as { port: number };
      const client = new CloudFrontClient({
        region: "us-east-1",
        endpoint: `http://127.0.0.1:${port}`,
        credentials: { accessKeyId: "AKID", secretAccessKey: "secreto" },
      });
      const answer = await client.send(
        new CreateInvalidationCommand({
          DistributionId: "EPRUEBA",
          InvalidationBatch: { CallerReference: "r", Paths: { Quantity: 1, Items: ["/api/*"] } },
        }),
      );
      expect(answer.Invalidation?.Id).toBe("I1");
      expect(seen.url).toBe("/2020-05-31/distribution/EPRUEBA/invalidation");
      expect(seen.body).toContain("<Path>/api/*</Path>");
    } finally {
      server.close();
    }
  }, 60_000);
});

describe("what no function runs is left out (infra/lib/function-bundle.ts)", () => {
  it("holds only the zod schema types its code builds, not zod's JSON Schema output or the SDK's event streams", () => {
    const promos = bundles.find((b) => b.name === "POST /api/admin/promociones")!.text!;
    // Built by the promo code's schemas; never built by any function.
    expect(promos).toContain('"ZodString"');
    expect(promos).not.toContain('"ZodTemplateLiteral"');
    expect(promos).not.toContain('"ZodBigInt"');
    // The cart's read parses no input: no zod schema type at all.
    expect(bundles.find((b) => b.name === "GET /api/carrito")!.text).not.toContain('"ZodString"');
    for (const b of bundles) {
      // The event streams' codec and zod's JSON Schema processors (its toJSONSchema's own message).
      expect(b.text, b.name).not.toContain("Reported message length does not match received message length");
      expect(b.text, b.name).not.toMatch(/Transforms cannot be represented in JSON Schema/);
    }
    // process is read as the global (no module face of it), and an SDK client's package.json is
    // bundled as its name and version only.
    for (const b of bundles) {
      expect(b.text, b.name).not.toMatch(/from\s*"(node:)?process"/);
      expect(b.text, b.name).not.toContain("build:cjs");
    }
    // node:zlib came with the event streams' checksums: a function that only talks to DynamoDB
    // no longer loads it (S3's checksums and the word lists' unpacking still do).
    for (const name of ["GET /api/carrito", "GET /api/productos", "POST /api/admin/promociones"]) {
      expect(bundles.find((b) => b.name === name)!.text, name).not.toMatch(/from\s*"node:zlib"/);
    }
  });
});

describe("the shared schemas as bundled (a function holds the ones it runs)", () => {
  /** Only in the profile form's schema (ProfileUpdateSchema, shared/src/schemas/account.ts). */
  const PROFILE_SCHEMA = "null lo quita; o la clave de un avatar subido";

  it("leaves out the schemas of a module that the function never parses", () => {
    const byName = (name: string) => bundles.find((b) => b.name === name)!.text!;
    // Both import the account module; only the profile save parses the profile.
    expect(byName("PUT /api/usuarios/me")).toContain(PROFILE_SCHEMA);
    expect(byName("GET /api/carrito")).not.toContain(PROFILE_SCHEMA);
    const holding = bundles.filter((b) => b.text!.includes(PROFILE_SCHEMA)).map((b) => b.name);
    expect(holding.length).toBeLessThan(5);
  });

  it("builds the schemas it keeps, with their helpers, as the sources do", async () => {
    const outfile = path.join(scratch, "schemas", "index.mjs");
    await build({
      ...functionBuildOptions({ edgePurge: false }),
      stdin: {
        contents:
          'import "@tienda/shared/zod-es";\nexport { LoginSchema, AUTH_MESSAGES } from "@tienda/shared/schemas/account";',
        resolveDir: repoRoot,
        sourcefile: "schemas-check.ts",
        loader: "ts",
      },
      outfile,
    });
    const text = fs.readFileSync(outfile, "utf8");
    expect(text).not.toContain(PROFILE_SCHEMA);
    const bundled = (await import(pathToFileURL(outfile).href)) as typeof import("@tienda/shared/schemas/account");
    const sources = await import("@tienda/shared/schemas/account");
    expect(bundled.AUTH_MESSAGES).toEqual(sources.AUTH_MESSAGES);
    for (const input of [
      { email: " ana@tienda.com ", password: "x" },
      { email: "no-es-un-email", password: "x" },
      { email: "", password: "" },
      { email: "ana@tienda.com", password: "x", rol: "admin" },
    ]) {
      const [a, b] = [bundled.LoginSchema.safeParse(input), sources.LoginSchema.safeParse(input)];
      expect(a.success, JSON.stringify(input)).toBe(b.success);
      expect(a.data).toEqual(b.data);
      expect(a.error?.issues.map((i) => i.message)).toEqual(b.error?.issues.map((i) => i.message));
    }
    expect(bundled.LoginSchema.safeParse({ email: "no-es-un-email", password: "x" }).error?.issues[0]?.message).toBe(
      sources.AUTH_MESSAGES.emailInvalid,
    );
  }, 60_000);
});

describe("stack traces as bundled (functions/src/lib/stack-traces.ts)", () => {
  /** A bundle whose `fail()` throws from parseInput (functions/src/lib/validation.ts), as a handler's bad input does. */
  async function failingBundle(dir: string): Promise<string> {
    const outfile = path.join(scratch, dir, "index.mjs");
    await build({
      ...functionBuildOptions({ edgePurge: false }),
      stdin: {
        contents: [
          'import "./functions/src/lib/logger";',
          'import { z } from "@tienda/shared/zod-es";',
          'import { parseInput } from "./functions/src/lib/validation";',
          "export const fail = () => parseInput(z.object({ n: z.number() }), { n: 'x' });",
        ].join("\n"),
        resolveDir: repoRoot,
        sourcefile: "stack-check.ts",
        loader: "ts",
      },
      outfile,
    });
    return outfile;
  }

  /** The trace of fail()'s error, in a fresh process (the module sets Error.prepareStackTrace). */
  function traceOf(outfile: string, beforeFailing = ""): string {
    const code = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); ${beforeFailing}
      try { m.fail(); } catch (e) { process.stdout.write(e.stack); }`;
    return execFileSync(process.execPath, ["--input-type=module", "-e", code], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, LOG_LEVEL: "SILENT" },
    });
  }

  const throwLine =
    fs
      .readFileSync(path.join(repoRoot, "functions", "src", "lib", "validation.ts"), "utf8")
      .split("\n")
      .findIndex((l) => l.includes("throw badRequest(first")) + 1;

  it("names our sources, without --enable-source-maps", async () => {
    const trace = traceOf(await failingBundle("trace"));
    expect(trace).toMatch(/^DomainError: Entrada inválida/);
    expect(trace).toContain(`functions/src/lib/validation.ts:${throwLine}:`);
    expect(trace).not.toMatch(/index\.mjs:\d+:\d+/);
  }, 60_000);

  it("reads the map when a trace is first written, not as the module loads", async () => {
    const outfile = await failingBundle("trace-late");
    // The map is gone once the module has loaded: the frames keep the bundle's positions.
    const trace = traceOf(outfile, `(await import("node:fs")).rmSync(${JSON.stringify(`${outfile}.map`)});`);
    expect(trace).toMatch(/^DomainError: Entrada inválida/);
    expect(trace).toMatch(/index\.mjs:\d+:\d+/);
    expect(trace).not.toContain("validation.ts");
  }, 60_000);
});

describe("zod and the AWS credentials as bundled", () => {
  it("parses with Spanish messages, holds only the Spanish locale, and takes Lambda's credentials from the environment", async () => {
    const outfile = path.join(scratch, "runtime", "index.mjs");
    await build({
      ...functionBuildOptions({ edgePurge: false }),
      stdin: {
        contents: [
          'export { z } from "@tienda/shared/zod-es";',
          'export { defaultProvider } from "@aws-sdk/credential-provider-node";',
          'export { Sha256 } from "@smithy/core/checksum";',
          'export { env, versions } from "node:process";',
        ].join("\n"),
        resolveDir: repoRoot,
        sourcefile: "runtime-check.ts",
        loader: "ts",
      },
      outfile,
    });
    const text = fs.readFileSync(outfile, "utf8");
    // The SDK's STS and SSO clients (other credential sources) and z.compile's code generator.
    expect(text).not.toContain("AssumeRoleWithWebIdentity");
    expect(text).not.toContain("z.compile does not support");
    const { z, defaultProvider, Sha256, env, versions } = (await import(pathToFileURL(outfile).href)) as {
      z: typeof import("zod").z;
      defaultProvider: () => () => Promise<{ accessKeyId: string; sessionToken?: string }>;
      Sha256: new (secret?: string) => { update(data: string): void; digest(): Promise<Uint8Array> };
      env: NodeJS.ProcessEnv;
      versions: NodeJS.ProcessVersions;
    };
    expect(env).toBe(process.env);
    expect(versions).toBe(process.versions);
    // The SDK's SHA-256 (request signing) is node:crypto's; its JavaScript fallback is not bundled.
    const hash = new Sha256();
    hash.update("abc");
    expect(Buffer.from(await hash.digest()).toString("hex")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );

    expect(Object.keys(z.locales)).toEqual(["es"]);
    const wrong = z.object({ n: z.number() }).safeParse({ n: "x" });
    expect(wrong.error?.issues[0]?.message).toMatch(/^Entrada inválida: se esperaba número/);
    expect(z.strictObject({}).safeParse({ rol: "admin" }).error?.issues[0]?.message).toBe("Campo no permitido: rol");
    expect(z.object({ a: z.string().min(2) }).parse({ a: "ok" })).toEqual({ a: "ok" });
    expect(() => z.fromJSONSchema({ type: "string" })).toThrow(/not bundled in the functions/);
    expect(() => z.toJSONSchema(z.string())).toThrow(/JSON Schema output .* is not bundled in the functions/);
    // The schemas' own bounds, read through the one JSON Schema helper that is kept.
    expect(z.string().min(2).max(5).minLength).toBe(2);
    expect(z.string().min(2).max(5).maxLength).toBe(5);

    const saved = { ...process.env };
    try {
      Object.assign(process.env, {
        AWS_ACCESS_KEY_ID: "AKIDLAMBDA",
        AWS_SECRET_ACCESS_KEY: "secreto",
        AWS_SESSION_TOKEN: "sesion",
      });
      delete process.env.AWS_PROFILE;
      await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: "AKIDLAMBDA", sessionToken: "sesion" });
      delete process.env.AWS_ACCESS_KEY_ID;
      await expect(defaultProvider()()).rejects.toThrow(/Could not load credentials from any providers/);
    } finally {
      process.env = saved;
    }
  }, 60_000);
});

describe("the common-password check as bundled (word lists sorted and compressed)", () => {
  it("refuses the same passwords and words as the sources, and only those", async () => {
    const outfile = path.join(scratch, "common-passwords", "index.mjs");
    await build({
      ...functionBuildOptions({ edgePurge: false }),
      entryPoints: [path.join(repoRoot, "functions", "src", "domain", "accounts", "common-passwords.ts")],
      outfile,
    });
    // The four lists alone are about 790 KB as text; compressed, with zod and the rules, under 600 KB.
    expect(fs.statSync(outfile).size).toBeLessThan(600 * 1024);
    const { isCommonPassword } = (await import(pathToFileURL(outfile).href)) as {
      isCommonPassword: (p: string) => boolean;
    };
    const sources = await import("../../functions/src/domain/accounts/common-passwords.ts");
    // A leaked password, a Spanish word, a first name and a last name (each with a suffix), then strong ones.
    const samples = ["Password1", "Qwerty123", "Verano2024!", "Maria123", "Rodriguez77", "Zapato-Rojo-Lunes-9"];
    const strong = ["Girasol#Azul47", "kT7#vQ2mLp", "Maracuya8Violeta"];
    for (const p of [...samples, ...strong]) expect(isCommonPassword(p), p).toBe(sources.isCommonPassword(p));
    expect(samples.slice(0, 5).map(isCommonPassword)).toEqual([true, true, true, true, true]);
    expect(strong.map(isCommonPassword)).toEqual([false, false, false]);
  }, 60_000);
});
