/**
 * Every deployed function bundled once per test run with the stack's own options
 * (infra/lib/function-bundle.ts): function-size.test.ts (sizes, what a bundle holds) and
 * no-secrets-in-artifacts.test.ts (no demo password, no promo code table) read the same bundles.
 * Bundling the 105 functions takes about 18 s of a CI worker; each file used to do it.
 *
 * The infra files share one module graph per worker (isolate: false), but vitest may run the two
 * files on different workers: the first to ask claims the run's folder (tests/infra/global-setup.ts)
 * and writes the bundles there; a file on the other worker waits for them and reads them.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { inject } from "vitest";
import {
  bundleFunctions,
  deployedFunctions,
  FUNCTION_OUTFILE,
  type FunctionBundle,
} from "../../infra/lib/function-bundle.ts";

/** Written by the bundling worker when it ends: "ok", or why it failed. */
const OUTCOME = "outcome.txt";

let bundles: Promise<FunctionBundle[]> | undefined;

/** The deployed functions' bundles with their code (`text`), built once per test run. */
export function deployedBundles(): Promise<FunctionBundle[]> {
  bundles ??= load();
  return bundles;
}

async function load(): Promise<FunctionBundle[]> {
  const dir = path.join(inject("infraRunDir"), "functions");
  const outcome = path.join(dir, OUTCOME);
  const fns = deployedFunctions();
  if (claim(dir)) {
    try {
      await bundleFunctions(fns, dir, true);
      fs.writeFileSync(outcome, "ok");
    } catch (error) {
      fs.writeFileSync(outcome, `the bundling failed: ${String(error)}`);
      throw error;
    }
  } else {
    // The other worker is bundling; the caller's hook timeout bounds the wait.
    while (!fs.existsSync(outcome)) await delay(250);
    const result = fs.readFileSync(outcome, "utf8");
    if (result !== "ok") throw new Error(`The other vitest worker's bundles are missing: ${result}`);
  }
  return fns.map((f, i) => {
    const file = path.join(dir, String(i), FUNCTION_OUTFILE);
    const text = fs.readFileSync(file, "utf8");
    return { ...f, file, bytes: Buffer.byteLength(text), text };
  });
}

/** True for the one caller (of any worker) that creates the folder: mkdir is atomic. */
function claim(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
