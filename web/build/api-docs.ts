import { resolve } from "node:path";
import type { Plugin } from "vite";
import { writeApiDocs } from "../../scripts/openapi.ts";

/**
 * Puts the API reference beside the built SPA: the OpenAPI document and the reference page
 * (scripts/openapi.ts) under <outDir>/api/. They are plain files, not modules of the app, so
 * nothing of them reaches the shopper's bundle.
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
      writeApiDocs(resolve(root, outDir));
    },
  };
}
