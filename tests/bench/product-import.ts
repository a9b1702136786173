/**
 * `npm run bench:import`: the products spreadsheet (POST /api/admin/productos/importar) on a
 * 300-product, 1,500-row file, through the local runtime (API Gateway v2 event → handler →
 * DynamoDB Local) on a demo store of its own: the time to plan and to apply the file that creates
 * them, then the time to plan and to apply the exported file with every stock changed (300
 * updates). Exits 1 when an answer's counts are not the file's. `BENCH_PRODUCTS=50` runs a
 * smaller file (a smoke run).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalBackend } from "../../scripts/local/runtime";
import { listAllCategories } from "../../functions/src/data/categories";
import { listStyles } from "../../functions/src/data/styles";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 300);
const SIZES = ["XS", "S", "M", "L", "XL"];

async function timed<T>(label: string, rows: number, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const out = await fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(34)} ${String(rows).padStart(6)} filas ${ms.toFixed(0).padStart(8)} ms`);
  return out;
}

function check(what: string, got: Record<string, unknown>, want: Record<string, unknown>): boolean {
  const bad = Object.entries(want).filter(([k, v]) => JSON.stringify(got[k]) !== JSON.stringify(v));
  if (bad.length)
    console.error(`${what}: esperaba ${JSON.stringify(want)}, respondió ${JSON.stringify(got).slice(0, 400)}`);
  return bad.length === 0;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "tienda-bench-import-"));
  const backend = await startLocalBackend({ dataDir, appOrigin: "http://localhost:3000", seed: { now: new Date() } });
  let ok = true;
  try {
    const admin = await sessionAs("admin");
    const asAdmin = { cookie: admin.cookie };
    const categoria = (await listAllCategories())[0]!;
    const estilo = (await listStyles())[0]!;
    const header = "id;nombre;descripcion;categoria;estilo;precio;talla;color;stock;activo";
    const rows: string[] = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const nombre = `Prenda de banco ${String(i).padStart(4, "0")}`;
      SIZES.forEach((talla, j) =>
        rows.push(
          j === 0
            ? `;${nombre};Algodón, corte recto;${categoria.nombre};${estilo.nombre};${19 + (i % 30)},99;${talla};Negro;${i % 7};si`
            : `;${nombre};;;;;${talla};Negro;${(i + j) % 9};`,
        ),
      );
    }
    const csv = [header, ...rows].join("\r\n") + "\r\n";
    console.log(
      `products import, Node ${process.version}, ${PRODUCTS} productos, ${(csv.length / 1024).toFixed(0)} KB`,
    );
    const send = (text: string, confirmar: boolean, versiones?: Record<string, string>) =>
      call("POST", "/api/admin/productos/importar", {
        ...asAdmin,
        body: { csv: text, confirmar, ...(versiones ? { versiones } : {}) },
      });

    const plan = await timed("plan (crear)", rows.length, () => send(csv, false));
    ok = check("plan (crear)", plan.body, { crear: PRODUCTS, actualizar: 0, errores: [] }) && ok;
    const created = await timed("aplicar (crear)", rows.length, () => send(csv, true));
    ok = check("aplicar (crear)", created.body, { aplicado: true, crear: PRODUCTS, omitidos: [] }) && ok;

    // The export of those products, every stock one more: 300 updates of 5 variants each.
    const exported = (await call("GET", "/api/admin/productos/exportar", asAdmin)).body as string;
    const lines = exported.replace(/^\uFEFF/, "").split("\r\n");
    const changed = [
      lines[0],
      ...lines
        .slice(1)
        .filter((l) => l.includes(";Prenda de banco "))
        .map((l) => {
          const cells = l.split(";");
          cells[10] = String(Number(cells[10]) + 1);
          return cells.join(";");
        }),
    ].join("\r\n");
    const replan = await timed("plan (actualizar stock)", rows.length, () => send(changed, false));
    ok = check("plan (actualizar)", replan.body, { crear: 0, actualizar: PRODUCTS, errores: [] }) && ok;
    const updated = await timed("aplicar (actualizar stock)", rows.length, () =>
      send(changed, true, replan.body.versiones),
    );
    ok = check("aplicar (actualizar)", updated.body, { crear: 0, actualizar: PRODUCTS, omitidos: [] }) && ok;
    const again = await timed("plan (mismo archivo otra vez)", rows.length, () => send(changed, false));
    ok = check("plan (sin cambios)", again.body, { crear: 0, actualizar: 0 }) && ok;
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!ok) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
