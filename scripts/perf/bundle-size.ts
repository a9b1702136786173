/**
 * Performance budget: gzip size of the JavaScript a shopper downloads before the home page is
 * usable — the entry chunk, the chunks the entry imports at start (React DOM and src/app/app.tsx:
 * dynamic imports only so that each is evaluated in a task of its own, web/src/main.tsx), their
 * static imports (transitively) and the home route's chunk with its static imports — read from
 * web/dist/.vite/manifest.json (`build.manifest`).
 *
 *   npx tsx scripts/perf/bundle-size.ts [--budget 160]
 *
 * Also checks that no lazy chunk a shopper page loads is over 50 KB gzip (the admin area's chunks
 * and the password dictionaries, fetched only while a password is typed, are listed apart).
 *
 * Exits with 1 when the total exceeds the budget (KB) or a shopper chunk is over its limit.
 */
import { readFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = resolve("web/dist");
const manifestPath = resolve(dist, ".vite/manifest.json");
const budgetArg = process.argv.indexOf("--budget");
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 160;

if (!existsSync(manifestPath)) {
  console.error("No existe web/dist/.vite/manifest.json: ejecuta antes `npm run build -w web`.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;

function collect(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imp of chunk.imports ?? []) collect(imp, seen);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) {
  console.error("El manifest no tiene chunk de entrada.");
  process.exit(1);
}
const critical = new Set<string>();
collect(entryKey, critical);
/** Imported by the entry as soon as it runs (web/src/main.tsx): part of the first load. */
const START_MODULES = [/src\/app\/app\.tsx$/, /node_modules\/react-dom\/client\.js$/];
for (const re of START_MODULES) {
  const key = Object.keys(manifest).find((k) => re.test(k));
  if (!key) {
    console.error(`El manifest no tiene el módulo de arranque ${re}.`);
    process.exit(1);
  }
  collect(key, critical);
}
const entryOnly = new Set(critical);
// The home route module is loaded right after the entry (lazy route), so it counts too.
const homeKey = Object.keys(manifest).find((k) => /features\/home\/components\/home-page\.tsx$/.test(k));
if (!homeKey) {
  console.error("El manifest no tiene el chunk de la página de inicio (home-page.tsx).");
  process.exit(1);
}
collect(homeKey, critical);

const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;
const rows = [...critical].map((k) => ({ key: k, file: manifest[k]!.file, gzip: gz(manifest[k]!.file), entry: entryOnly.has(k) }));
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (n: number) => (n / 1024).toFixed(1);
console.log("JS descargado antes de que la portada sea usable (gzip):");
for (const r of rows) console.log(`  ${kb(r.gzip).padStart(7)} KB  ${r.file}${r.entry ? "" : "  (ruta /)"}`);
const entryTotal = rows.filter((r) => r.entry).reduce((n, r) => n + r.gzip, 0);
const total = rows.reduce((n, r) => n + r.gzip, 0);
console.log(`  entrada + imports estáticos: ${kb(entryTotal)} KB`);
console.log(`  total con la ruta de inicio: ${kb(total)} KB (presupuesto ${budgetKb} KB)`);
let failed = total / 1024 > budgetKb;
if (failed) console.error(`Presupuesto superado en ${kb(total - budgetKb * 1024)} KB`);

// Lazy chunks of the shopper pages: everything reachable from the non-admin route modules.
const LAZY_LIMIT_KB = 50;
const isAdmin = (key: string) => /features\/admin\//.test(key);
const isDictionary = (key: string) => /@zxcvbn-ts\/language-/.test(key);
const shopper = new Set<string>();
const visit = (key: string) => {
  if (shopper.has(key) || isAdmin(key) || !manifest[key]) return;
  shopper.add(key);
  for (const k of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) visit(k);
};
visit(entryKey);
const lazy = [...shopper]
  .filter((k) => !critical.has(k))
  .map((k) => ({ key: k, file: manifest[k]!.file, gzip: gz(manifest[k]!.file) }))
  .sort((a, b) => b.gzip - a.gzip);
const over = lazy.filter((c) => !isDictionary(c.key) && c.gzip / 1024 > LAZY_LIMIT_KB);
console.log(`Chunks diferidos de las páginas de compra: ${lazy.length}; el mayor ${kb(lazy.find((c) => !isDictionary(c.key))?.gzip ?? 0)} KB (límite ${LAZY_LIMIT_KB} KB)`);
for (const c of lazy.filter((x) => isDictionary(x.key))) {
  console.log(`  ${kb(c.gzip).padStart(7)} KB  ${c.file}  (diccionario de contraseñas: solo al escribir una contraseña)`);
}
for (const c of over) console.error(`  ${kb(c.gzip)} KB  ${c.file} supera ${LAZY_LIMIT_KB} KB`);
if (over.length) failed = true;
if (failed) process.exit(1);
