/**
 * Size and import time of every deployed function's bundle (issue 49, "lean functions"): each
 * route's handler, each job and the page renderer, bundled with the stack's own options
 * (infra/lib/function-bundle.ts). A cold start pays the import: the time is measured inside a
 * fresh `node` process started with the flags Lambda gets (none: the stack sets no NODE_OPTIONS,
 * infra/lib/endpoint-function.ts), from just before import() to just after, with the variables
 * the functions check as they load set to dummy values; the median of 5 processes per function.
 *
 *   npm run perf:functions [-- --runs 5] [--keep <dir>] [--against <dir> [--against-flags "<node flags>"]]
 *
 * --keep writes the bundles to <dir> (one folder per function, as numbered here) and keeps them.
 * --against times a copy kept earlier beside the new bundles, process by process, so a change is
 * compared in the same minute of a busy machine (with --against-flags, the node flags that copy
 * ran with, e.g. "--enable-source-maps"); it adds a column and the copy's median.
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

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(option("--runs") ?? 5);
const keep = option("--keep");
const against = option("--against");
const againstFlags = (option("--against-flags") ?? "").split(" ").filter(Boolean);

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
function importMs(file: string, flags: readonly string[] = []): number {
  const code =
    `const t0 = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); ` +
    `process.stdout.write(String(performance.now() - t0)); process.exit(0);`;
  // As Lambda starts the function: no --enable-source-maps (functions/src/lib/stack-traces.ts).
  const child = spawnSync(process.execPath, [...flags, "--input-type=module", "-e", code], {
    env: lambdaEnv,
    encoding: "utf8",
  });
  const ms = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(ms)) {
    throw new Error(`No se pudo importar ${file}: ${child.stderr || child.stdout}`);
  }
  return ms;
}

const out = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), "tienda-funciones-"));
try {
  const bundles = await bundleFunctions(deployedFunctions(), out, true);
  const rows = bundles.map((b) => {
    // The kept copy of the same function (same folder number), timed in turn with the new one.
    const old = against ? path.join(path.resolve(against), path.relative(out, b.file)) : undefined;
    const times = { ms: [] as number[], oldMs: [] as number[] };
    for (let i = 0; i < runs; i++) {
      times.ms.push(importMs(b.file));
      if (old && fs.existsSync(old)) times.oldMs.push(importMs(old, againstFlags));
    }
    return {
      name: b.name,
      kb: b.bytes / 1024,
      ms: median(times.ms),
      oldMs: times.oldMs.length ? median(times.oldMs) : undefined,
    };
  });
  rows.sort((a, b) => b.kb - a.kb);

  const width = Math.max(...rows.map((r) => r.name.length), "Función".length);
  const oldHeader = against ? `  ${"Copia (ms)".padStart(10)}` : "";
  console.log(`Funciones: tamaño del bundle e importación (mediana de ${runs} procesos node nuevos)`);
  console.log(
    `  ${"Función".padEnd(width)}  ${"Tamaño (KB)".padStart(11)}  ${"Importación (ms)".padStart(16)}${oldHeader}`,
  );
  for (const r of rows) {
    const oldCell = against ? `  ${(r.oldMs === undefined ? "-" : r.oldMs.toFixed(1)).padStart(10)}` : "";
    console.log(
      `  ${r.name.padEnd(width)}  ${r.kb.toFixed(1).padStart(11)}  ${r.ms.toFixed(1).padStart(16)}${oldCell}`,
    );
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
  const oldMs = rows.flatMap((r) => (r.oldMs === undefined ? [] : [r.oldMs]));
  if (against) {
    const flags = againstFlags.length ? `, node ${againstFlags.join(" ")}` : "";
    console.log(
      `Importación mediana de la copia (${against}${flags}): ${oldMs.length ? median(oldMs).toFixed(1) : "-"} ms`,
    );
  }

  const over = rows.filter((r) => r.kb > maxKb);
  for (const r of over) console.error(`  ${r.name}: ${r.kb.toFixed(1)} KB supera ${maxKb} KB`);
  if (medianKb > medianMaxKb) console.error(`El tamaño mediano supera ${medianMaxKb} KB`);
  if (over.length > 0 || medianKb > medianMaxKb) process.exitCode = 1;
} finally {
  if (!keep) fs.rmSync(out, { recursive: true, force: true });
}
