/**
 * `npx tsx tests/bench/profile-list.ts`: where one GET /api/productos request
 * spends its time over the 5,000-product bench catalogue, measured in process
 * and one request at a time (no concurrency, so no queueing in the figures).
 *
 * Part 1 needs no backend: index build, then per bench filter the query parse,
 * CatalogueIndex.list, toApiProduct and JSON.stringify. Part 2 starts DynamoDB
 * Local and times the whole handler (through the same bridge the local server
 * uses), the catalogue-version GetItem it does, and a raw GetItem.
 * Run with `--no-backend` for part 1 only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { CatalogueIndex } from "../../functions/src/domain/catalogue/catalogue-index";
import { ListQuerySchema } from "@tienda/shared/schemas/catalogue-shapes";
import { toApiProduct } from "../../functions/src/domain/catalogue/to-api-product";
import { benchCatalogue, benchProducts, FILTER_PATHS } from "./bench-catalogue";

const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 300);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(fn: () => unknown, rounds = ROUNDS): number {
  for (let i = 0; i < Math.min(20, rounds); i++) fn(); // warm up the JIT
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    xs.push(performance.now() - t);
  }
  return +median(xs).toFixed(3);
}

async function timeAsync(fn: () => Promise<unknown>, rounds = ROUNDS): Promise<number> {
  for (let i = 0; i < Math.min(20, rounds); i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  return +median(xs).toFixed(3);
}

const queryOf = (path: string) => Object.fromEntries(new URL(path, "http://x").searchParams);

function inProcess(now: Date) {
  const records = benchCatalogue(now);
  const t0 = performance.now();
  const index = new CatalogueIndex(records);
  console.log(`Índice de ${records.length} productos construido en ${(performance.now() - t0).toFixed(1)} ms\n`);
  const rows = FILTER_PATHS.map((path) => {
    const raw = queryOf(path);
    const q = ListQuerySchema.parse(raw);
    const result = index.list(q, now);
    const body = { ...result, productos: result.productos.map(toApiProduct) };
    const json = JSON.stringify(body);
    return {
      filtro: path.replace("/api/productos?", ""),
      total: result.total,
      "parse ms": time(() => ListQuerySchema.parse(raw)),
      "list ms": time(() => index.list(q, now)),
      "toApi ms": time(() => result.productos.map(toApiProduct)),
      "stringify ms": time(() => JSON.stringify(body)),
      "JSON KB": +(json.length / 1024).toFixed(1),
    };
  });
  console.table(rows);
}

async function withBackend(now: Date) {
  const { startLocalBackend } = await import("../../scripts/local/runtime");
  const { invokeRoute } = await import("../../scripts/local/lambda-bridge");
  const { db, tableName } = await import("../../functions/src/data/client");
  const { keys } = await import("../../functions/src/data/keys");
  const { getCatalogueVersion } = await import("../../functions/src/data/products");
  const dataDir = mkdtempSync(join(tmpdir(), "tienda-profile-"));
  const backend = await startLocalBackend({
    dataDir,
    appOrigin: "http://127.0.0.1:1",
    seed: { now, extraProducts: benchProducts(now) },
  });
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const path of FILTER_PATHS) {
      const url = new URL(path, "http://x");
      const call = async () => {
        const res = await invokeRoute({ method: "GET", path: url.pathname, query: url.searchParams });
        if (res?.status !== 200) throw new Error(`${path} → ${res?.status}`);
      };
      rows.push({ paso: `handler ${url.search}`, "mediana ms": await timeAsync(call, 200) });
    }
    const { getCatalogue } = await import("../../functions/src/data/catalogue-cache");
    rows.push({ paso: "getCatalogue() (cache caliente)", "mediana ms": await timeAsync(getCatalogue, 200) });
    const loaded = await getCatalogue();
    for (const path of FILTER_PATHS) {
      const q = ListQuerySchema.parse(queryOf(path));
      rows.push({
        paso: `list() sobre el índice cargado ${new URL(path, "http://x").search}`,
        "mediana ms": time(() => loaded.list(q, now), 200),
      });
    }
    rows.push({ paso: "getCatalogueVersion (GetItem)", "mediana ms": await timeAsync(getCatalogueVersion, 200) });
    let i = 0;
    rows.push({
      paso: "GetItem producto (directo)",
      "mediana ms": await timeAsync(
        () =>
          db().send(
            new GetCommand({ TableName: tableName(), Key: keys.product(`b${String(i++ % 4000).padStart(5, "0")}`) }),
          ),
        200,
      ),
    });
    console.table(rows);
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const now = new Date();
  inProcess(now);
  if (!process.argv.includes("--no-backend")) await withBackend(now);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
