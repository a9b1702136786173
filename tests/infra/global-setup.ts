import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * A folder for this run's infra files to share what is costly to build: the deployed functions'
 * bundles (tests/infra/function-bundles.ts), built by the first file that needs them on whichever
 * of vitest's workers and read by the others. Removed when the run ends.
 */
export function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tienda-infra-run-"));
  project.provide("infraRunDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    infraRunDir: string;
  }
}
