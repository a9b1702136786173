/**
 * `npm run bench:checkout`: order placement through the local runtime (HTTP → API Gateway v2
 * event → handler → DynamoDB Local transaction) at concurrency 1 and 16: orders per second,
 * p50/p95 latency, how many were refused for stock, and the count of oversold units (must be 0),
 * beside a raw DynamoDB Local TransactWriteItems of the same items (the order's own transaction,
 * built by data/orders.ts orderWriteItems for a shopper of its own) measured in the same run.
 * Each order is placed by a shopper of its own (own loopback address, email and checkout device
 * cookie: tests/bench/visitor.ts), as real orders are, so the limits on unpaid orders refuse none
 * of them; refusals are printed by reason. Each measure follows 20 unmeasured ones at its
 * concurrency (the handler's first import and first runs are a cold start's, `perf:functions`).
 * Bounded in count and time. Exits 1 on an oversold or
 * lost unit, or when more than 1 % of the orders are refused by a limit (429). Ends with the two
 * lines `ratio p95 c=1: N` and `ratio p95 c=16: N`: the order route's p95 over the raw
 * transaction's p95, same run.
 */
import { randomUUID } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { Refusals, Visitor, visitorAddress } from "./visitor";
import { startLocalBackend } from "../../scripts/local/runtime";
import { startAppServer } from "../../scripts/local/app-server";
import { freePort } from "../../scripts/local/ports";
import { batchPut } from "../../scripts/local/seed-store";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import { productItem } from "../../functions/src/data/products";
import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";
import type { OrderRecord } from "../../functions/src/domain/orders/order-record";
import { getOrder, orderWriteItems } from "../../functions/src/data/orders";
import { liveSlots } from "../../functions/src/domain/orders/order-limits";
import type { PedidoCreado } from "@tienda/shared/schemas/orders-shapes";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const MAX_SECONDS = 60;
/** Unmeasured orders (and raw transactions) before each measure, at its concurrency. */
const WARM_UP = 20;
const WIDE_PRODUCTS = 40;
/** A scarce variant many orders compete for, so refusals and the no-oversell rule are exercised. */
const HOT_STOCK = 60;

function benchProduct(id: string, stock: number, precio: number): ProductRecord {
  const now = new Date().toISOString();
  return {
    id,
    nombre: `Prenda de banco ${id}`,
    descripcion: "Producto del banco de pruebas",
    imagenes: ["img/placeholder.svg"],
    precio_cents: precio,
    precio_original_cents: null,
    calificacion: 4,
    num_resenas: 1,
    categoria_id: "ropa-hombre",
    categoria_nombre: "Ropa de Hombre",
    subcategoria_id: "camisas",
    subcategoria_nombre: "Camisas",
    estilo_id: "casual",
    estilo_nombre: "Casual",
    marca_id: "banco",
    marca_nombre: "Banco",
    colores: ["Negro"],
    tallas: ["M"],
    stock_variantes: { "M|Negro": stock },
    contador_carrito: 0,
    etiquetas: [],
    activo: true,
    created_at: now,
    updated_at: now,
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(count: number, concurrency: number, once: (i: number) => Promise<number>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const deadline = Date.now() + MAX_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && Date.now() < deadline) {
        const i = next++;
        const t = performance.now();
        const status = await once(i);
        latencies.push(performance.now() - t);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    n: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    statuses,
  };
}

async function stockOf(id: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.product(id), ConsistentRead: true }),
  );
  return (Item?.stock_variantes as Record<string, number>)["M|Negro"]!;
}

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const backend = await startLocalBackend({ appOrigin: origin });
  const server = await startAppServer({ port });
  try {
    const rows: Record<string, string | number>[] = [];
    const ratios: string[] = [];
    const refusals = new Refusals();
    let oversold = 0;
    let invariantBroken = 0;
    for (const concurrency of [1, 16]) {
      const tag = `c${concurrency}`;
      const wide = Array.from({ length: WIDE_PRODUCTS }, (_, i) =>
        benchProduct(`bench-${tag}-${i}`, 1_000_000, 1500 + i * 25),
      );
      const hot = benchProduct(`bench-${tag}-hot`, HOT_STOCK, 4200);
      await batchPut([...wide, hot].map(productItem));
      const count = concurrency === 1 ? Math.min(ORDERS, 150) : ORDERS;
      const created: Array<{ productoId: string; cantidad: number }[]> = [];
      let sampleId: string | null = null;

      /** One order by a shopper of its own (visitor `i` of `group`), as the route is called. */
      const placeOne = async (group: number, i: number, lineas: Array<Record<string, unknown>>) => {
        const shopper = new Visitor(port, visitorAddress(group, i), () => {});
        const email = `banco-${tag}-${group}-${i}@example.com`;
        return shopper
          .request(
            "POST",
            "/api/pedido",
            {
              nombre: "Banco",
              apellido: "Pruebas",
              email,
              telefono: "0412-000-0000",
              direccion: "Calle 1",
              ciudad: "Caracas",
              estado: "Distrito Capital",
              codigo_postal: "1010",
              tipo_pago: "pago_ubi",
              ubi_referencia: `R${tag}${group}${i}`,
              ubi_email: email,
              acepta_terminos: true,
              lineas,
            },
            { "idempotency-key": randomUUID() },
          )
          .finally(() => shopper.close());
      };
      // Warm-up, not measured: the handler's first import and the code's first runs are a cold
      // start's cost (npm run perf:functions), not an order's; own products, so the invariant holds.
      const warm = benchProduct(`bench-${tag}-warm`, 1_000_000, 1500);
      await batchPut([productItem(warm)]);
      await run(WARM_UP, concurrency, (i) =>
        placeOne(100 + concurrency, i, [{ productoId: warm.id, talla: "M", color: "Negro", cantidad: 1 }]).then(
          (r) => r.status,
        ),
      );

      const result = await run(count, concurrency, async (i) => {
        // Every third order also wants one unit of the scarce variant.
        const lineas = [
          { productoId: wide[i % WIDE_PRODUCTS]!.id, talla: "M", color: "Negro", cantidad: 1 + (i % 3) },
          ...(i % 3 === 0 ? [{ productoId: hot.id, talla: "M", color: "Negro", cantidad: 1 }] : []),
        ];
        const res = await placeOne(concurrency === 1 ? 0 : 1, i, lineas);
        refusals.note(res.status, res.body);
        if (res.status === 201) created.push(lineas);
        // One order of a single line of a wide product: the raw transaction's model (below).
        if (res.status === 201 && !sampleId && lineas.length === 1) sampleId = (res.body as PedidoCreado).pedido.id;
        return res.status;
      });

      // The invariant: initial stock = what is left + what the created orders hold, never below 0.
      const soldHot = created
        .flat()
        .filter((l) => l.productoId === hot.id)
        .reduce((n, l) => n + l.cantidad, 0);
      const leftHot = await stockOf(hot.id);
      oversold += Math.max(0, soldHot - HOT_STOCK);
      invariantBroken += Math.abs(HOT_STOCK - soldHot - leftHot);
      for (const p of wide) {
        const sold = created
          .flat()
          .filter((l) => l.productoId === p.id)
          .reduce((n, l) => n + l.cantidad, 0);
        invariantBroken += Math.abs(1_000_000 - sold - (await stockOf(p.id)));
      }
      rows.push({
        medida: `POST /api/pedido (concurrencia ${concurrency})`,
        pedidos: result.n,
        "pedidos/s": +result.perSecond.toFixed(1),
        "p50 ms": +result.p50.toFixed(1),
        "p95 ms": +result.p95.toFixed(1),
        creados: result.statuses.get(201) ?? 0,
        "rechazados (409)": result.statuses.get(409) ?? 0,
        otros:
          [...result.statuses]
            .filter(([s]) => s !== 201 && s !== 409)
            .map(([s, n]) => `${s}×${n}`)
            .join(" ") || "0",
      });

      // The same items without the API: orderWriteItems builds the order's own transaction (the
      // order, its idempotency answer, the stock, the live-order slots, the held stock, the payment
      // reference, both outbox emails, the day's counters) from an order this run placed, given a
      // shopper of its own each time (id, email, device, address, reference) and 1–2 wide products.
      if (!sampleId) throw new Error("Ningún pedido de una línea se creó: no hay modelo para la transacción directa");
      const sample = (await getOrder(sampleId))!;
      const rawOnce = async (i: number) => {
        const id = randomUUID();
        const email = `crudo-${tag}-${i}@example.com`;
        const slots = liveSlots({ dispositivo: `crudo-${tag}-${i}`, email, ip: visitorAddress(2 + concurrency, i) });
        const products = [
          wide[(i + 7) % WIDE_PRODUCTS]!.id,
          ...(i % 3 === 0 ? [wide[(i + 11) % WIDE_PRODUCTS]!.id] : []),
        ];
        const order: OrderRecord = {
          ...sample,
          id,
          cliente: { ...sample.cliente, email },
          fecha_pedido: new Date().toISOString(),
          pago: { ...sample.pago, referencia: `C${tag}${i}` },
          lineas: products.map((productoId) => ({ ...sample.lineas[0]!, productoId, cantidad: 1 })),
          cupos: slots.map((s) => s.clave),
        };
        const { items } = orderWriteItems({
          order,
          idempotency: { key: randomUUID(), hash: "crudo", respuesta: { pedido: { id } } },
          email: { kind: "pedido_creado", ctx: {} },
          now: new Date(),
          slots,
        });
        try {
          await db().send(new TransactWriteCommand({ TransactItems: items }));
          return 200;
        } catch (err) {
          return (err as Error).name === "TransactionCanceledException" ? 409 : 500;
        }
      };
      // Warmed up alike (own shoppers: indexes past the measured ones), then measured.
      await run(WARM_UP, concurrency, (i) => rawOnce(count + i));
      const raw = await run(count, concurrency, rawOnce);
      ratios.push(`ratio p95 c=${concurrency}: ${(result.p95 / raw.p95).toFixed(2)}`);
      rows.push({
        medida: `TransactWriteItems directo (concurrencia ${concurrency})`,
        pedidos: raw.n,
        "pedidos/s": +raw.perSecond.toFixed(1),
        "p50 ms": +raw.p50.toFixed(1),
        "p95 ms": +raw.p95.toFixed(1),
        creados: raw.statuses.get(200) ?? 0,
        "rechazados (409)": raw.statuses.get(409) ?? 0,
        otros:
          [...raw.statuses]
            .filter(([s]) => s !== 200 && s !== 409)
            .map(([s, n]) => `${s}×${n}`)
            .join(" ") || "0",
      });
    }
    console.table(rows);
    refusals.print("Pedidos rechazados por motivo");
    console.log(`Unidades sobrevendidas: ${oversold}`);
    console.log(`Unidades descuadradas (stock inicial ≠ restante + pedidos creados): ${invariantBroken}`);
    const limited = refusals.tooManyLimited();
    if (limited) console.log(`FALLO: ${refusals.limited} pedidos rechazados por un límite (429), más del 1 %`);
    if (oversold !== 0 || invariantBroken !== 0 || limited) process.exitCode = 1;
    for (const line of ratios) console.log(line);
  } finally {
    server.close();
    server.closeAllConnections();
    await backend.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
