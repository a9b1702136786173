/**
 * Bundles one function for the stack (infra/lib/endpoint-function.ts runs it while `cdk synth`
 * stages the function's code): esbuild's JavaScript API with the functions' plugins, which the
 * esbuild command line that NodejsFunction runs cannot take.
 *
 *   node --import tsx infra/lib/bundle-function.ts <entry.ts> <output dir> <edgePurge: true|false>
 */
import path from "node:path";
import { build } from "esbuild";
import { FUNCTION_OUTFILE, functionBuildOptions } from "./function-bundle.ts";

const [entry, outdir, edgePurge] = process.argv.slice(2);
if (!entry || !outdir || !["true", "false"].includes(edgePurge ?? "")) {
  console.error("Uso: bundle-function.ts <entrada.ts> <carpeta de salida> <true|false>");
  process.exit(2);
}
await build({
  ...functionBuildOptions({ edgePurge: edgePurge === "true" }),
  entryPoints: [entry],
  outfile: path.join(outdir, FUNCTION_OUTFILE),
});
