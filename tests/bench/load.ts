/**
 * `npm run bench:load`: the local runtime (HTTP → API Gateway v2 event → handlers → DynamoDB Local
 * and the S3 emulator) under 50 simulated shoppers and 2 admins for 60 s, all on loopback, after
 * 15 s of the same traffic that is not measured: DynamoDB Local is a JVM that spends its first
 * ~20 s of load compiling itself (its C2 compiler thread took ~57 % of a core then, ~2 % after),
 * which the DynamoDB the store runs on in the cloud never does. Requests begun in the warm-up are
 * not counted; its orders are in the stock invariant like the rest. The
 * shoppers and admins run in a process of their own, as traffic comes from elsewhere: their work
 * does not queue on the store's event loop.
 *
 * Each of the 50 shopper slots is a stream of visits, each visit another person as on a real store
 * (own account and session, own loopback source address, own email and checkout device cookie:
 * tests/bench/visitor.ts), so the store's limits see people. A visitor browses, searches, opens a
 * product, puts it in the cart, gets a quote and places an order with an Idempotency-Key (every 5th
 * one sent twice, which must answer the same order); every 2nd order gets a receipt (presigned
 * upload + attach). The two admins list the receipts waiting for review and approve or reject them
 * (alternately). Every choice is index-based, so a run is deterministic in what it asks (not in
 * timing). Order refusals are printed by reason.
 *
 * Prints throughput, p50/p95/p99 per route, answers by status, and the stock invariant for every
 * variant touched: initial stock = remaining + units in the orders that still hold stock (not
 * cancelled). Exits 1 on any 5xx, a replay that answered another order, a broken invariant, or more
 * than 1 % of the orders refused by a limit (429), which this benchmark does not mean to test.
 */
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { ScanCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import { startLocalBackend } from "../../scripts/local/runtime";
import { startAppServer } from "../../scripts/local/app-server";
import { freePort } from "../../scripts/local/ports";
import { batchPut } from "../../scripts/local/seed-store";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import { productItem } from "../../functions/src/data/products";
import { receiptPng } from "../../functions/src/seed/receipt-image";
import { sessionAs } from "../helpers/sessions";
import { Refusals, Visitor as Client, visitorAddress, type Recorder } from "./visitor";
import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 50);
const ADMINS = 2;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 15);
const PRODUCTS = 20;
// Enough for the warm-up's orders and the measured ones: a variant that runs out would turn the
// orders that follow into stock refusals, which this benchmark does not mean to measure.
const STOCK = 300;
const VARIANTS = ["M|Negro", "L|Azul"] as const;
const SEARCHES = ["camisa", "vestido", "jean", "zapatos", "chaqueta", "falda", "blusa", "deportivo"];
const RECEIPT = receiptPng("carga");

// ---- Recording ----------------------------------------------------------------------------------

const latencies = new Map<string, number[]>();
const statuses = new Map<string, Map<number, number>>();
const problems: string[] = [];

const orderRefusals = new Refusals();

/** When the measure begins (performance.now()): a request begun before it is warm-up, not counted. */
let measureFrom = 0;

const record: Recorder = (route, status, ms, body) => {
  if (performance.now() - ms < measureFrom) return;
  (latencies.get(route) ?? latencies.set(route, []).get(route)!).push(ms);
  const byStatus = statuses.get(route) ?? statuses.set(route, new Map()).get(route)!;
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  if (route === "POST /api/pedido") orderRefusals.note(status, body);
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

// ---- Setup ----------------------------------------------------------------------------------------

function benchProduct(i: number): ProductRecord {
  const now = new Date().toISOString();
  const id = `carga-${String(i).padStart(2, "0")}`;
  return {
    id,
    nombre: `Camisa de carga ${i}`,
    descripcion: "Producto de la prueba de carga",
    imagenes: ["img/placeholder.svg"],
    precio_cents: 1500 + i * 75,
    precio_original_cents: null,
    calificacion: 4,
    num_resenas: 3,
    categoria_id: "ropa-hombre",
    categoria_nombre: "Ropa de Hombre",
    subcategoria_id: "camisas",
    subcategoria_nombre: "Camisas",
    estilo_id: "casual",
    estilo_nombre: "Casual",
    marca_id: "carga",
    marca_nombre: "Carga",
    colores: ["Negro", "Azul"],
    tallas: ["M", "L"],
    stock_variantes: Object.fromEntries(VARIANTS.map((v) => [v, STOCK])),
    contador_carrito: 0,
    etiquetas: [],
    activo: true,
    created_at: now,
    updated_at: now,
  };
}

function orderBody(
  n: number,
  i: number,
  lineas: Array<{ productoId: string; talla: string; color: string; cantidad: number }>,
) {
  return {
    nombre: "Cliente",
    // Letters only, like every shopper's name (shared/src/rules/person-name.ts).
    apellido: `Carga ${String.fromCharCode(65 + (n % 26))}`,
    // Each visit is another person, with an email of their own (order-limits.ts counts per email).
    email: `cliente-carga-${n}-${i}@example.com`,
    telefono: "0412-555-0000",
    direccion: "Av. Principal, Edif. Sol",
    ciudad: "Caracas",
    estado: "Distrito Capital",
    codigo_postal: "1010",
    tipo_pago: "pago_movil",
    movil_banco: "banesco",
    movil_telefono: "0412-555-0000",
    movil_referencia: `${n}${String(i).padStart(6, "0")}`,
    movil_email: `cliente-carga-${n}-${i}@example.com`,
    acepta_terminos: true,
    lineas,
  };
}

async function uploadReceipt(client: Client): Promise<string | null> {
  const res = await client.request("POST", "/api/subidas", {
    proposito: "comprobante",
    tipo: "image/png",
    tamano: RECEIPT.length,
  });
  if (res.status !== 201) return null;
  const form = new FormData();
  for (const [k, v] of Object.entries(res.body.campos as Record<string, string>)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(RECEIPT)], { type: "image/png" }), "comprobante.png");
  const started = performance.now();
  const up = await fetch(res.body.url, { method: "POST", body: form });
  await up.arrayBuffer();
  record("POST (S3) subida presignada", up.status, performance.now() - started);
  return up.status < 300 ? (res.body.clave as string) : null;
}

// ---- The people ----------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One of the 50 shopper slots: each visit is another person, as on a real store — their own
 * account and session, loopback address, email and checkout device cookie — so the store's limits
 * on unpaid orders (3 per person, 20 per address) see people, not one benchmark.
 */
async function shopper(n: number, port: number, products: ProductRecord[], until: number) {
  for (let i = 0; Date.now() < until; i++) {
    const client = new Client(port, visitorAddress(n, i), record, (await sessionAs("user")).cookie);
    try {
      await visit(n, i, client, products, until);
    } finally {
      client.close();
    }
  }
}

async function visit(n: number, i: number, client: Client, products: ProductRecord[], until: number) {
  // Index-based choices that reach every product and both of its variants.
  const k = n * 7 + i * 3;
  const product = products[k % products.length]!;
  const [talla, color] = VARIANTS[(Math.floor(k / products.length) + n) % VARIANTS.length]!.split("|") as [
    string,
    string,
  ];
  await client.request(
    "GET",
    `/api/productos?pagina=${1 + (i % 3)}&limite=12${i % 2 ? "&orden=precio&direccion=asc" : ""}`,
  );
  if (Date.now() >= until) return;
  await client.request("GET", `/api/productos/buscar?q=${encodeURIComponent(SEARCHES[(n + i) % SEARCHES.length]!)}`);
  await client.request("GET", `/api/productos/producto/${product.id}`);
  const line = { productoId: product.id, talla, color, cantidad: 1 + ((n + i) % 2) };
  await client.request("PUT", "/api/carrito", { lineas: [line] });
  await client.request("GET", "/api/carrito");
  await client.request("POST", "/api/pedido/cotizacion", { lineas: [line] });
  await sleep(50 + ((n * 13 + i * 29) % 150));
  if (Date.now() >= until) return;

  const withReceipt = i % 2 === 1;
  const clave = withReceipt && i % 4 === 1 ? await uploadReceipt(client) : null;
  const key = `carga-${n}-${i}-${randomUUID().slice(0, 8)}`;
  const body = { ...orderBody(n, i, [line]), ...(clave ? { clave } : {}) };
  const placed = await client.request("POST", "/api/pedido", body, { "idempotency-key": key });
  if (placed.status === 201 && i % 5 === 0) {
    const again = await client.request("POST", "/api/pedido", body, { "idempotency-key": key });
    if (again.status !== 201 || again.body?.pedido?.id !== placed.body.pedido.id) {
      problems.push(
        `replay of ${key} answered ${again.status} ${again.body?.pedido?.id} instead of ${placed.body.pedido.id}`,
      );
    }
  }
  if (placed.status === 201 && withReceipt && !clave) {
    const later = await uploadReceipt(client);
    if (later) await client.request("POST", `/api/pedido/${placed.body.pedido.id}/comprobante`, { clave: later });
  }
  await client.request("PUT", "/api/carrito", { lineas: [] });
  await sleep(100 + ((n * 17 + i * 31) % 200));
}

async function admin(n: number, client: Client, until: number) {
  let decisions = 0;
  while (Date.now() < until) {
    const list = await client.request(
      "GET",
      "/api/pedido?estado_pago=pendiente_verificacion&limite=25&orden=fecha&direccion=asc",
    );
    const waiting = (list.body?.data ?? []) as Array<{ id: string }>;
    for (const [k, o] of waiting.entries()) {
      if (Date.now() >= until) break;
      if (k % ADMINS !== n) continue; // each admin takes every other order; both still race on some
      decisions++;
      if (decisions % 3 === 0) {
        await client.request("POST", `/api/pedido/${o.id}/rechazar`, {
          motivo: "La referencia no aparece en el banco",
        });
      } else {
        await client.request("POST", `/api/pedido/${o.id}/aprobar`);
      }
    }
    await sleep(400);
  }
}

// ---- The invariant -------------------------------------------------------------------------------

async function invariant(products: ProductRecord[]) {
  const held = new Map<string, number>();
  let orders = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: "entidad = :p",
        ExpressionAttributeValues: { ":p": "pedido" },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    for (const o of page.Items ?? []) {
      const lines = (o.lineas as Array<{ productoId: string; talla: string; color: string; cantidad: number }>).filter(
        (l) => l.productoId.startsWith("carga-"),
      );
      if (!lines.length) continue;
      orders++;
      if (o.estado === "cancelado") continue;
      for (const l of lines) {
        const k = `${l.productoId} ${l.talla}|${l.color}`;
        held.set(k, (held.get(k) ?? 0) + l.cantidad);
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  const broken: string[] = [];
  let touched = 0;
  for (const p of products) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.product(p.id), ConsistentRead: true }),
    );
    const stock = Item?.stock_variantes as Record<string, number>;
    for (const v of VARIANTS) {
      const inOrders = held.get(`${p.id} ${v}`) ?? 0;
      if (inOrders > 0 || stock[v] !== STOCK) touched++;
      if (stock[v]! + inOrders !== STOCK || stock[v]! < 0)
        broken.push(`${p.id} ${v}: ${STOCK} ≠ ${stock[v]} + ${inOrders}`);
    }
    if (Item?.stock !== VARIANTS.reduce((n, v) => n + stock[v]!, 0)) broken.push(`${p.id}: stock ≠ suma de variantes`);
  }
  return { orders, touched, broken };
}

// ---- Main ----------------------------------------------------------------------------------------

/** What the traffic process hands back to the store's process when the run is over. */
interface TrafficReport {
  seconds: number;
  latencies: Array<[string, number[]]>;
  statuses: Array<[string, Array<[number, number]>]>;
  refusals: { attempts: number; byReason: Array<[string, number]> };
  problems: string[];
  errors: string[];
}

/**
 * The shoppers and admins, in a process of their own (forked by main with LOAD_PORT set): real
 * traffic comes from other machines, so the 50 clients' own work (requests, JSON, forms) must not
 * queue on the store's event loop and count as the store's latency.
 */
async function traffic(port: number): Promise<TrafficReport> {
  const products = Array.from({ length: PRODUCTS }, (_, i) => benchProduct(i));
  const clients: Client[] = [];
  try {
    for (let n = 0; n < ADMINS; n++)
      clients.push(new Client(port, visitorAddress(199, n), record, (await sessionAs("admin")).cookie));
    measureFrom = performance.now() + WARMUP_SECONDS * 1000;
    const until = Date.now() + (WARMUP_SECONDS + SECONDS) * 1000;
    const errors: string[] = [];
    const guard = (p: Promise<void>, who: string) =>
      p.catch((err: Error) => void errors.push(`${who}: ${err.message}`));
    await Promise.all([
      ...Array.from({ length: SHOPPERS }, (_, n) => guard(shopper(n, port, products, until), `comprador ${n}`)),
      ...clients.map((c, n) => guard(admin(n, c, until), `admin ${n}`)),
    ]);
    return {
      seconds: (performance.now() - measureFrom) / 1000,
      latencies: [...latencies],
      statuses: [...statuses].map(([route, m]) => [route, [...m]]),
      refusals: { attempts: orderRefusals.attempts, byReason: [...orderRefusals.byReason] },
      problems,
      errors,
    };
  } finally {
    for (const c of clients) c.close();
  }
}

/** Forks this file as the traffic process (with tsx's loader, inherited) and waits for its report. */
function runTraffic(port: number): Promise<TrafficReport> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, LOAD_PORT: String(port) },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let report: TrafficReport | undefined;
    child.once("message", (m) => (report = m as TrafficReport));
    child.once("error", reject);
    child.once("exit", (code) =>
      report ? resolve(report) : reject(new Error(`El proceso del tráfico terminó (${code}) sin informe`)),
    );
  });
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const backend = await startLocalBackend({ appOrigin: origin });
  const server = await startAppServer({ port });
  try {
    const products = Array.from({ length: PRODUCTS }, (_, i) => benchProduct(i));
    await batchPut(products.map(productItem));

    console.log(
      `Carga: ${SHOPPERS} compradores y ${ADMINS} administradores durante ${SECONDS} s contra ${origin}, ` +
        `tras ${WARMUP_SECONDS} s de calentamiento sin medir`,
    );
    const report = await runTraffic(port);
    const { seconds, errors } = report;
    for (const [route, ms] of report.latencies) latencies.set(route, ms);
    for (const [route, m] of report.statuses) statuses.set(route, new Map(m));
    orderRefusals.attempts = report.refusals.attempts;
    for (const [reason, n] of report.refusals.byReason) orderRefusals.byReason.set(reason, n);
    problems.push(...report.problems);
    const rows = [...latencies]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, ms]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        return {
          ruta: route,
          solicitudes: ms.length,
          "p50 ms": +percentile(sorted, 50).toFixed(1),
          "p95 ms": +percentile(sorted, 95).toFixed(1),
          "p99 ms": +percentile(sorted, 99).toFixed(1),
          estados: [...statuses.get(route)!]
            .sort(([a], [b]) => a - b)
            .map(([s, c]) => `${s}×${c}`)
            .join(" "),
        };
      });
    const total = rows.reduce((n, r) => n + r.solicitudes, 0);
    console.table(rows);
    const all = new Map<number, number>();
    for (const m of statuses.values()) for (const [s, c] of m) all.set(s, (all.get(s) ?? 0) + c);
    const fivexx = [...all].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    console.log(
      `Rendimiento: ${total} solicitudes en ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(1)} solicitudes/s`,
    );
    console.log(
      `Respuestas por estado: ${[...all]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(" ")}`,
    );
    const inv = await invariant(products);
    console.log(
      `Invariante de stock (inicial = restante + unidades en pedidos vivos): ${inv.broken.length === 0 ? "se cumple" : "ROTO"} ` +
        `para ${inv.touched} variantes tocadas, ${inv.orders} pedidos`,
    );
    for (const b of inv.broken) console.log(`  ${b}`);
    orderRefusals.print("Pedidos rechazados por motivo");
    if (orderRefusals.tooManyLimited()) {
      problems.push(
        `${orderRefusals.limited} de ${orderRefusals.attempts} pedidos rechazados por un límite (429): más del 1 %`,
      );
    }
    for (const p of [...problems, ...errors].slice(0, 20)) console.log(`Problema: ${p}`);
    if (fivexx > 0 || inv.broken.length > 0 || problems.length > 0 || errors.length > 0) {
      console.log(
        `FALLO: ${fivexx} respuestas 5xx o sin respuesta, ${inv.broken.length} variantes descuadradas, ${problems.length + errors.length} problemas`,
      );
      process.exitCode = 1;
    } else {
      console.log("OK: ninguna respuesta 5xx y el stock cuadra");
    }
  } finally {
    server.close();
    server.closeAllConnections();
    await backend.stop();
  }
}

if (process.env.LOAD_PORT) {
  traffic(Number(process.env.LOAD_PORT)).then(
    (report) => process.send!(report, () => process.exit(0)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
