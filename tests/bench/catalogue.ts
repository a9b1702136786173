/**
 * `npm run bench`: seeds 5,000 products and measures, through the local runtime
 * (HTTP → API Gateway v2 event → handler → DynamoDB Local), the filtered list and
 * the search routes, beside a raw DynamoDB Local GetItem measured in the same run.
 * Prints requests per second and p50/p95/p99 latency. Bounded in count and time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { startLocalBackend } from "../../scripts/local/runtime";
import { startAppServer } from "../../scripts/local/app-server";
import { freePort } from "../../scripts/local/ports";
import { seedProducts } from "../../functions/src/seed/products";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";

const TOTAL_PRODUCTS = 5000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_SECONDS = 60;

/** Deterministic variations of the seed catalogue up to TOTAL_PRODUCTS. */
function benchProducts(now: Date): ProductRecord[] {
  const base = seedProducts(now);
  const out: ProductRecord[] = [];
  for (let i = 0; out.length + base.length < TOTAL_PRODUCTS; i++) {
    const b = base[i % base.length]!;
    const n = Math.floor(i / base.length) + 1;
    out.push({
      ...b,
      id: `b${String(i).padStart(5, "0")}`,
      nombre: `${b.nombre} Edición ${n}`,
      activo: true,
      precio_cents: b.precio_cents + (i % 7) * 100,
      contador_carrito: (b.contador_carrito + i * 13) % 500,
      created_at: new Date(Date.parse(b.created_at) - n * 3_600_000).toISOString(),
    });
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, once: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const deadline = Date.now() + MAX_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS && Date.now() < deadline) {
        const i = next++;
        const t = performance.now();
        await once(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ruta: name,
    peticiones: latencies.length,
    "req/s": Math.round(latencies.length / seconds),
    "p50 ms": +percentile(latencies, 50).toFixed(2),
    "p95 ms": +percentile(latencies, 95).toFixed(2),
    "p99 ms": +percentile(latencies, 99).toFixed(2),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "tienda-bench-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const now = new Date();
  console.log(`Sembrando ${TOTAL_PRODUCTS} productos…`);
  const backend = await startLocalBackend({ dataDir, appOrigin: origin, seed: { now, extraProducts: benchProducts(now) } });
  const server = await startAppServer({ port });
  try {
    const get = async (path: string) => {
      const res = await fetch(origin + path);
      if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
      await res.arrayBuffer();
    };
    const total = (await (await fetch(`${origin}/api/productos?limite=1`)).json()) as { total: number };
    console.log(`Catálogo activo: ${total.total} productos. ${REQUESTS} peticiones por ruta, concurrencia ${CONCURRENCY}.\n`);
    // Warm the catalogue cache once, as a warm Lambda container would be.
    await get("/api/productos");

    const filters = [
      "/api/productos?categoria=ropa-hombre&color=Negro&en_stock=true&orden=precio",
      "/api/productos?estilo=casual&talla=M&precio_min=10&precio_max=80&pagina=2",
      "/api/productos?calificacion_min=4&orden=popularidad&limite=48",
      "/api/productos?categoria=calzado,accesorios&orden=nuevos",
    ];
    const searches = ["camisa", "pantalon", "camsia", "vestido floral", "zapatillas urbanas", "chaqueta"];
    const rows = [
      await measure("GET /api/productos (filtros)", (i) => get(filters[i % filters.length]!)),
      await measure("GET /api/productos/buscar", (i) =>
        get(`/api/productos/buscar?q=${encodeURIComponent(searches[i % searches.length]!)}`),
      ),
      await measure("GET /api/productos/producto/{id}", (i) => get(`/api/productos/producto/b${String(i % 4000).padStart(5, "0")}`)),
      await measure("DynamoDB Local GetItem (directo)", async (i) => {
        await db().send(new GetCommand({ TableName: tableName(), Key: keys.product(`b${String(i % 4000).padStart(5, "0")}`) }));
      }),
    ];
    console.table(rows);
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
