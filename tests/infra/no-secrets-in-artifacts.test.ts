/**
 * Attack 5 of the security follow-up: nothing secret in what anyone can download. The built SPA
 * must not hold the promo code table (validation is the server's: POST /api/promociones/validar),
 * and no deployed function bundle may hold a demo account's password (demo accounts exist only
 * where DEMO_MODE is on, given by the local runtime).
 *
 * Reads the SPA as `npm run build -w web` left it in web/dist when that build is newer than its
 * sources (`npm test` builds before the tests, so the SPA is built once), else builds it with Vite
 * into a temporary folder; reads every deployed function (route handlers, jobs, the page renderer)
 * as bundled with the stack's options, the bundles function-size.test.ts reads too
 * (./function-bundles.ts: built once per run).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../infra/lib/paths.ts";
import { deployedFunctions } from "../../infra/lib/function-bundle.ts";
import { deployedBundles } from "./function-bundles.ts";
import { PROMO_CODES } from "../../functions/src/seed/promo-codes.ts";
import { DEMO_USERS } from "../../functions/src/seed/demo-users.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "tienda-artifacts-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(full) : /\.(ts|js|mjs|html|css|json)$/.test(e.name) ? [full] : [];
  });
}

const promoCodes = Object.keys(PROMO_CODES);
const demoPasswords = DEMO_USERS.map((u) => u.password);

/** The secrets a text holds, by name. */
function secretsIn(text: string): string[] {
  return [
    ...promoCodes.filter((c) => text.includes(c)).map((c) => `promo code ${c}`),
    ...demoPasswords.filter((p) => text.includes(p)).map((p) => `demo password ${p}`),
  ];
}

/** What the SPA build is made from: any of it newer than web/dist's manifest makes that build stale. */
const SPA_SOURCES = [
  "web/src",
  "web/build",
  "web/public",
  "web/index.html",
  "web/vite.config.ts",
  "web/package.json",
  "shared/src",
  "scripts/openapi.ts",
  "package-lock.json",
];

function newestChange(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((e) => newestChange(path.join(p, e))));
}

/** web/dist when it was built after every source changed last, else undefined. */
function freshBuiltSpa(): string | undefined {
  const dist = path.join(repoRoot, "web", "dist");
  const manifest = path.join(dist, ".vite", "manifest.json");
  if (!fs.existsSync(manifest)) return undefined;
  const builtAt = fs.statSync(manifest).mtimeMs;
  return SPA_SOURCES.every((s) => newestChange(path.join(repoRoot, s)) < builtAt) ? dist : undefined;
}

let spaFiles: Record<string, string> = {};
let bundles: Record<string, string> = {};

beforeAll(async () => {
  let spaOut = freshBuiltSpa();
  if (!spaOut) {
    const { build } = await import("vite");
    spaOut = path.join(scratch, "web");
    await build({
      root: path.join(repoRoot, "web"),
      configFile: path.join(repoRoot, "web", "vite.config.ts"),
      logLevel: "error",
      build: { outDir: spaOut, emptyOutDir: true },
    });
  }
  spaFiles = Object.fromEntries(filesUnder(spaOut).map((f) => [path.relative(spaOut, f), fs.readFileSync(f, "utf8")]));

  // Keyed by the module each was bundled from (functions/src/handlers/auth/list-demo-accounts.ts).
  bundles = Object.fromEntries(
    (await deployedBundles()).map((b) => [path.relative(path.join(repoRoot, "functions", "src"), b.entry), b.text!]),
  );
  // A Vite build and 100-odd bundles (with the functions' plugins) on a busy 2-core machine.
}, 300_000);

describe("nothing secret in downloadable artifacts", () => {
  it("the SPA build was produced", () => {
    expect(Object.keys(spaFiles).some((f) => f.endsWith(".js"))).toBe(true);
  });

  it("the built SPA holds no promo code table and no demo password", () => {
    const found = Object.entries(spaFiles).flatMap(([file, text]) => secretsIn(text).map((s) => `${file}: ${s}`));
    expect(found).toEqual([]);
  });

  it("every deployed function bundle was produced", () => {
    expect(Object.keys(bundles)).toContain("handlers/auth/list-demo-accounts.ts");
    expect(Object.keys(bundles)).toHaveLength(deployedFunctions().length);
    expect(Object.values(bundles).every((text) => text.includes("handler"))).toBe(true);
  });

  it("no deployed function bundle holds a demo password or the promo code table", () => {
    const found = Object.entries(bundles).flatMap(([file, text]) => secretsIn(text).map((s) => `${file}: ${s}`));
    expect(found).toEqual([]);
  });
});
