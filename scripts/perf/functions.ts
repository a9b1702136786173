/**
 * Size and import time of every deployed function's bundle (issue 49, "lean functions"): each
 * route's handler, each job and the page renderer, bundled with the stack's own options
 * (infra/lib/function-bundle.ts). A cold start pays the import: the time is measured inside a
 * fresh `node` process started with the flags Lambda gets (none: the stack sets no NODE_OPTIONS,
 * infra/lib/endpoint-function.ts), from just before import() to just after, with the variables
 * the functions check as they load set to dummy values; the median of 5 processes per function.
 *
 *   npm run perf:functions [-- --runs 5]
 *
 * Exits with 1 when a bundle is over 1 MB or the median size is over 500 KB.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  bundleFunctions,
  deployedFunctions,
  FUNCTION_MAX_BYTES,
  FUNCTION_MEDIAN_MAX_BYTES,
} from "../../infra/lib/function-bundle.ts";

const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

/** What a function finds in Lambda, with dummy values: checkEnvAtLoad (functions/src/lib/env.ts) reads them. */
const lambdaEnv: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  AWS_LAMBDA_FUNCTION_NAME: "perf-functions",
  AWS_REGION: "us-east-1",
  TABLE_NAME: "tienda-perf",
  IMAGES_BUCKET: "tienda-perf-imagenes",
  RECEIPTS_BUCKET: "tienda-perf-comprobantes",
  WEB_BUCKET: "tienda-perf-web",
  APP_ORIGIN: "https://tienda.example",
  COOKIE_SECURE: "true",
  MAIL_TRANSPORT: "ses",
  MAIL_FROM: "no-responder@tienda.example",
  DISTRIBUTION_ID: "EPERF",
  POWERTOOLS_SERVICE_NAME: "tienda",
};

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** One fresh process importing the bundle; the milliseconds import() took. */
function importMs(file: string): number {
  const code =
    `const t0 = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); ` +
    `process.stdout.write(String(performance.now() - t0)); process.exit(0);`;
  // As Lambda starts the function: no --enable-source-maps (functions/src/lib/stack-traces.ts).
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    env: lambdaEnv,
    encoding: "utf8",
  });
  const ms = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(ms)) {
    throw new Error(`No se pudo importar ${file}: ${child.stderr || child.stdout}`);
  }
  return ms;
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), "tienda-funciones-"));
try {
  const bundles = await bundleFunctions(deployedFunctions(), out, true);
  const rows = bundles.map((b) => ({
    name: b.name,
    kb: b.bytes / 1024,
    ms: median(Array.from({ length: runs }, () => importMs(b.file))),
  }));
  rows.sort((a, b) => b.kb - a.kb);

  const width = Math.max(...rows.map((r) => r.name.length), "Función".length);
  console.log(`Funciones: tamaño del bundle e importación (mediana de ${runs} procesos node nuevos)`);
  console.log(`  ${"Función".padEnd(width)}  ${"Tamaño (KB)".padStart(11)}  ${"Importación (ms)".padStart(16)}`);
  for (const r of rows) {
    console.log(`  ${r.name.padEnd(width)}  ${r.kb.toFixed(1).padStart(11)}  ${r.ms.toFixed(1).padStart(16)}`);
  }
  const medianKb = median(rows.map((r) => r.kb));
  const largest = rows[0]!;
  const medianMs = median(rows.map((r) => r.ms));
  const maxKb = FUNCTION_MAX_BYTES / 1024;
  const medianMaxKb = FUNCTION_MEDIAN_MAX_BYTES / 1024;
  console.log(`Funciones: ${rows.length}`);
  console.log(`Tamaño mediano: ${medianKb.toFixed(1)} KB (límite ${medianMaxKb} KB)`);
  console.log(`Tamaño mayor: ${largest.kb.toFixed(1)} KB, ${largest.name} (límite ${maxKb} KB)`);
  console.log(`Importación mediana: ${medianMs.toFixed(1)} ms (objetivo 40 ms)`);

  const over = rows.filter((r) => r.kb > maxKb);
  for (const r of over) console.error(`  ${r.name}: ${r.kb.toFixed(1)} KB supera ${maxKb} KB`);
  if (medianKb > medianMaxKb) console.error(`El tamaño mediano supera ${medianMaxKb} KB`);
  if (over.length > 0 || medianKb > medianMaxKb) process.exitCode = 1;
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
