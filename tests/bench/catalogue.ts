/**
 * `npm run bench`: seeds 5,000 products and measures, through the local runtime
 * (HTTP → API Gateway v2 event → handler → DynamoDB Local), the filtered list and
 * the search routes, beside a raw DynamoDB Local GetItem measured in the same run.
 * Prints requests per second and p50/p95/p99 latency, and each route's p50 as a
 * multiple of the raw GetItem's p50 (the figure that survives a busy machine).
 *
 * Every route is first warmed up (DynamoDB Local's JVM and Node's JIT, as in a
 * warm Lambda container), then the routes take turns over several rounds, so
 * noise from other work on the machine falls on all of them alike.
 * Bounded in count and time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { startLocalBackend } from "../../scripts/local/runtime";
import { startAppServer } from "../../scripts/local/app-server";
import { freePort } from "../../scripts/local/ports";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import { benchProducts, FILTER_PATHS, TOTAL_PRODUCTS } from "./bench-catalogue";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const MAX_SECONDS = 60;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Sample {
  latencies: number[];
  seconds: number;
}

/** Runs `count` calls of `once` with CONCURRENCY in flight, adding to `into`. */
async function run(count: number, once: (i: number) => Promise<void>, into: Sample, offset = 0) {
  let next = 0;
  const deadline = Date.now() + MAX_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count && Date.now() < deadline) {
        const i = offset + next++;
        const t = performance.now();
        await once(i);
        into.latencies.push(performance.now() - t);
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

function row(name: string, s: Sample) {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  return {
    ruta: name,
    peticiones: sorted.length,
    "req/s": Math.round(sorted.length / s.seconds),
    "p50 ms": +percentile(sorted, 50).toFixed(2),
    "p95 ms": +percentile(sorted, 95).toFixed(2),
    "p99 ms": +percentile(sorted, 99).toFixed(2),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "tienda-bench-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const now = new Date();
  console.log(`Sembrando ${TOTAL_PRODUCTS} productos…`);
  const backend = await startLocalBackend({
    dataDir,
    appOrigin: origin,
    seed: { now, extraProducts: benchProducts(now) },
  });
  const server = await startAppServer({ port });
  try {
    const get = async (path: string) => {
      const res = await fetch(origin + path);
      if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
      await res.arrayBuffer();
    };
    const total = (await (await fetch(`${origin}/api/productos?limite=1`)).json()) as { total: number };
    console.log(
      `Catálogo activo: ${total.total} productos. ${REQUESTS} peticiones por ruta en ${ROUNDS} rondas alternas, ` +
        `concurrencia ${CONCURRENCY}, tras ${WARMUP} de calentamiento por ruta.\n`,
    );

    const product = (i: number) => `b${String(i % 4000).padStart(5, "0")}`;
    const searches = ["camisa", "pantalon", "camsia", "vestido floral", "zapatillas urbanas", "chaqueta"];
    const routes: Array<[string, (i: number) => Promise<void>]> = [
      ["GET /api/productos (filtros)", (i) => get(FILTER_PATHS[i % FILTER_PATHS.length]!)],
      [
        "GET /api/productos/buscar",
        (i) => get(`/api/productos/buscar?q=${encodeURIComponent(searches[i % searches.length]!)}`),
      ],
      ["GET /api/productos/producto/{id}", (i) => get(`/api/productos/producto/${product(i)}`)],
      [
        "DynamoDB Local GetItem (directo)",
        async (i) => {
          await db().send(new GetCommand({ TableName: tableName(), Key: keys.product(product(i)) }));
        },
      ],
    ];
    const warm: Sample = { latencies: [], seconds: 0 };
    for (const [, once] of routes) await run(WARMUP, once, warm);
    const samples = routes.map((): Sample => ({ latencies: [], seconds: 0 }));
    const perRound = Math.ceil(REQUESTS / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [k, [, once]] of routes.entries()) await run(perRound, once, samples[k]!, round * perRound);
    }
    const rows = routes.map(([name], k) => row(name, samples[k]!));
    console.table(rows);
    const raw = rows[rows.length - 1]!["p50 ms"];
    console.log(`\np50 de cada ruta / p50 del GetItem directo (${raw} ms), medidos en la misma ejecución:`);
    for (const r of rows.slice(0, -1)) console.log(`  ${r.ruta.padEnd(34)} ${(r["p50 ms"] / raw).toFixed(2)}×`);
  } finally {
    server.close();
    server.closeAllConnections();
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
