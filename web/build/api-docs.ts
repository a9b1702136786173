import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Puts the API reference beside the built SPA: the OpenAPI document and the reference page
 * (scripts/openapi.ts) under <outDir>/api/. They are plain files, not modules of the app, so
 * nothing of them reaches the shopper's bundle. The writer runs as its own process: it loads
 * every schema of the contract, which the config loader need not bundle.
 */
export function apiDocs(): Plugin {
  let outDir = "dist";
  let root = process.cwd();
  return {
    name: "tienda-api-docs",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    closeBundle() {
      const tsx = resolve(repoRoot, "node_modules/.bin/tsx");
      execFileSync(tsx, ["scripts/openapi.ts", "--out", resolve(root, outDir)], { cwd: repoRoot, stdio: "inherit" });
    },
  };
}
