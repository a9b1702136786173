import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { allShards, shardOf } from "./counter-shards";
import type { OrderRecord } from "../domain/orders/order-record";

/**
 * Per-day sales aggregates (docs/data-model.md, "Per-day aggregates"). One item per UTC day,
 * changed only with ADD inside the same transaction as the order change it counts, so the figures
 * always equal a recount of the orders and admin screens never read every order.
 *
 * - creados: orders placed that day.
 * - pagados, ventas_cents, unidades, and per product `u#<id>` (units) and `r#<id>` (revenue in
 *   cents): payments approved that day, net of later cancellations of those orders (the
 *   cancellation subtracts from the approval's day, so a day's sales stay the orders paid that day
 *   and still standing).
 * - rechazos: payment rejections that day.
 * - envio_cents, express, envio_express_cents: of those sales, the shipping charged, and the
 *   express orders and their shipping (the reports split deliveries by the shopper's choice).
 * - igtf_cents: of those sales, the IGTF charged on payments in dollars (docs/payments.md).
 */
export interface DailyStats {
  dia: string;
  creados: number;
  pagados: number;
  ventas_cents: number;
  unidades: number;
  rechazos: number;
  envio_cents: number;
  express: number;
  envio_express_cents: number;
  igtf_cents: number;
  productos: Record<string, { unidades: number; ingresos_cents: number }>;
}

export const dayOf = (iso: string) => iso.slice(0, 10);

type Delta = Partial<
  Record<
    | "creados"
    | "pagados"
    | "ventas_cents"
    | "unidades"
    | "rechazos"
    | "envio_cents"
    | "express"
    | "envio_express_cents"
    | "igtf_cents",
    number
  >
>;

/**
 * The transaction item that adds `delta` (and, for sales, each line's units and revenue) to a day,
 * in the order's shard (data/counter-shards.ts).
 */
export function dailyStatsUpdate(
  orderId: string,
  dia: string,
  delta: Delta,
  lines: OrderRecord["lineas"] = [],
  sign: 1 | -1 = 1,
) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds: string[] = [];
  let i = 0;
  const add = (attr: string, n: number) => {
    names[`#a${i}`] = attr;
    values[`:v${i}`] = n;
    adds.push(`#a${i} :v${i}`);
    i++;
  };
  for (const [k, v] of Object.entries(delta)) if (v) add(k, v);
  const perProduct = new Map<string, { u: number; r: number }>();
  for (const l of lines) {
    const prev = perProduct.get(l.productoId) ?? { u: 0, r: 0 };
    perProduct.set(l.productoId, { u: prev.u + l.cantidad, r: prev.r + l.cantidad * l.precio_cents });
  }
  for (const [id, { u, r }] of perProduct) {
    add(`u#${id}`, sign * u);
    add(`r#${id}`, sign * r);
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.dailyStats(dia, shardOf(orderId)),
      UpdateExpression: `ADD ${adds.join(", ")} SET entidad = :e, v = :ver, dia = :dia`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ":e": "ventas_dia", ":ver": 1, ":dia": dia },
    },
  };
}

/** Sales of an approved order on its approval day (sign -1 undoes them when it is cancelled). */
export function salesUpdate(
  order: Pick<OrderRecord, "id" | "lineas" | "total_cents" | "envio_cents" | "metodo_envio" | "igtf_cents">,
  dia: string,
  sign: 1 | -1,
) {
  const units = order.lineas.reduce((n, l) => n + l.cantidad, 0);
  const express = order.metodo_envio === "express";
  return dailyStatsUpdate(
    order.id,
    dia,
    {
      pagados: sign,
      ventas_cents: sign * order.total_cents,
      unidades: sign * units,
      envio_cents: sign * order.envio_cents,
      igtf_cents: sign * (order.igtf_cents ?? 0),
      ...(express ? { express: sign, envio_express_cents: sign * order.envio_cents } : {}),
    },
    order.lineas,
    sign,
  );
}

function fromItem(item: Record<string, unknown>): DailyStats {
  const productos: DailyStats["productos"] = {};
  for (const [k, v] of Object.entries(item)) {
    const m = /^([ur])#(.+)$/.exec(k);
    if (!m) continue;
    const p = (productos[m[2]!] ??= { unidades: 0, ingresos_cents: 0 });
    if (m[1] === "u") p.unidades = Number(v);
    else p.ingresos_cents = Number(v);
  }
  const n = (k: string) => Number(item[k] ?? 0);
  return {
    dia: String(item.dia),
    creados: n("creados"),
    pagados: n("pagados"),
    ventas_cents: n("ventas_cents"),
    unidades: n("unidades"),
    rechazos: n("rechazos"),
    envio_cents: n("envio_cents"),
    express: n("express"),
    envio_express_cents: n("envio_express_cents"),
    igtf_cents: n("igtf_cents"),
    productos,
  };
}

/** Adds a shard's figures into a day's. */
function addInto(to: DailyStats, from: DailyStats): void {
  for (const k of [
    "creados",
    "pagados",
    "ventas_cents",
    "unidades",
    "rechazos",
    "envio_cents",
    "express",
    "envio_express_cents",
    "igtf_cents",
  ] as const) {
    to[k] += from[k];
  }
  for (const [id, p] of Object.entries(from.productos)) {
    const q = (to.productos[id] ??= { unidades: 0, ingresos_cents: 0 });
    q.unidades += p.unidades;
    q.ingresos_cents += p.ingresos_cents;
  }
}

/**
 * The aggregates of the given days, each the sum of its shards (a month is 240 item reads, 100
 * per BatchGet, a few at a time). Days with no item are left out, as before.
 */
export async function getDailyStats(dias: readonly string[]): Promise<DailyStats[]> {
  const wanted = dias.flatMap((d) => allShards().map((s) => keys.dailyStats(d, s)));
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < wanted.length; i += 100) batches.push(wanted.slice(i, i + 100));
  const items: Record<string, unknown>[] = [];
  const readBatch = async (keysOf: Record<string, unknown>[]) => {
    let request: Record<string, unknown>[] | undefined = keysOf;
    while (request && request.length) {
      const res = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request } } }));
      items.push(...(res.Responses?.[tableName()] ?? []));
      request = res.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  };
  for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map(readBatch));
  const byDay = new Map<string, DailyStats>();
  for (const shard of items.map(fromItem)) {
    const day = byDay.get(shard.dia);
    if (day) addInto(day, shard);
    else byDay.set(shard.dia, shard);
  }
  return [...byDay.values()].sort((a, b) => a.dia.localeCompare(b.dia));
}

/**
 * The aggregate items of orders written directly (the seed of a new local store): the same
 * figures the transactions would have added had these orders gone through the API.
 */
export function dailyStatsItemsOf(orders: readonly OrderRecord[]): Record<string, unknown>[] {
  const days = new Map<string, Record<string, number>>();
  const add = (dia: string, attr: string, n: number) => {
    const d = days.get(dia) ?? {};
    d[attr] = (d[attr] ?? 0) + n;
    days.set(dia, d);
  };
  for (const o of orders) {
    add(dayOf(o.fecha_pedido), "creados", 1);
    for (const e of o.historial) if (e.tipo === "rechazado") add(dayOf(e.fecha), "rechazos", 1);
    if (o.estado_pago === "completado" && o.estado !== "cancelado" && o.fecha_pago) {
      const dia = dayOf(o.fecha_pago);
      add(dia, "pagados", 1);
      add(dia, "ventas_cents", o.total_cents);
      add(dia, "envio_cents", o.envio_cents);
      if (o.metodo_envio === "express") {
        add(dia, "express", 1);
        add(dia, "envio_express_cents", o.envio_cents);
      }
      for (const l of o.lineas) {
        add(dia, "unidades", l.cantidad);
        add(dia, `u#${l.productoId}`, l.cantidad);
        add(dia, `r#${l.productoId}`, l.cantidad * l.precio_cents);
      }
    }
  }
  return [...days].map(([dia, attrs]) => ({ ...keys.dailyStats(dia), entidad: "ventas_dia", v: 1, dia, ...attrs }));
}
