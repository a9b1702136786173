import { randomUUID } from "node:crypto";
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { OrigenTasa, Tasa } from "@tienda/shared/rules/bcv-rate";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { conditional, transactWrite } from "./transact";
import { forgetCheckoutSettings } from "./settings";

/**
 * The BCV rate's history and the automatic update (docs/bcv-rate.md). The current rate lives in
 * the settings item (`tasa_bcv`) with where it came from (`tasa_bcv_origen`, which the settings
 * API does not show); every rate applied, typed or refused is one history item, newest first.
 */

type TransactItem = Parameters<typeof transactWrite>[0][number];

export interface RateRecord extends Tasa {
  origen: OrigenTasa;
  /** When it was applied or refused. */
  registrada: string;
  aplicada: boolean;
  /** Why an automatic rate was refused (or the source failed). */
  motivo?: string;
}

export function rateHistoryPut(r: RateRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.bcvRate(r.registrada, randomUUID()), entidad: "tasa_bcv", v: 1, ...r },
    },
  };
}

/** The current rate and its origin, read strongly (the job decides on it). */
export async function getCurrentRate(): Promise<(Tasa & { origen: OrigenTasa | null }) | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.settings(),
      ConsistentRead: true,
      ProjectionExpression: "tasa_bcv, tasa_bcv_origen",
    }),
  );
  const t = Item?.tasa_bcv as Tasa | undefined;
  if (!t) return null;
  return { valor: t.valor, fecha: t.fecha, origen: (Item?.tasa_bcv_origen as OrigenTasa | undefined) ?? null };
}

/**
 * Applies an automatic rate, conditional on the current one being what the decision read (an
 * admin's save or another run in between makes it fail: false), with its history item in the same
 * transaction.
 */
export async function applyAutomaticRate(tasa: Tasa, read: Tasa, now: Date): Promise<boolean> {
  const registrada = now.toISOString();
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.settings(),
        UpdateExpression: "SET tasa_bcv = :t, tasa_bcv_origen = :auto",
        ConditionExpression: "tasa_bcv.valor = :v AND tasa_bcv.fecha = :f",
        ExpressionAttributeValues: {
          ":t": { valor: tasa.valor, fecha: tasa.fecha },
          ":auto": "automatica",
          ":v": read.valor,
          ":f": read.fecha,
        },
      },
    },
    rateHistoryPut({ ...tasa, origen: "automatica", registrada, aplicada: true }),
  ]);
  // The next order here is priced at the new rate at once.
  if (result.ok) forgetCheckoutSettings();
  return result.ok;
}

/** A refused automatic rate (or a failed source) is kept in the history with its reason. */
export async function recordRefusedRate(tasa: Tasa | null, motivo: string, now: Date): Promise<void> {
  const item = rateHistoryPut({
    valor: tasa?.valor ?? 0,
    fecha: tasa?.fecha ?? "",
    origen: "automatica",
    registrada: now.toISOString(),
    aplicada: false,
    motivo,
  });
  await transactWrite([item]);
}

/** The last `limit` rates (applied, typed or refused), newest first: one query. */
export async function listRates(limit = 60): Promise<RateRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.bcvRatesPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((i) => ({
    valor: Number(i.valor),
    fecha: String(i.fecha),
    origen: i.origen as OrigenTasa,
    registrada: String(i.registrada),
    aplicada: i.aplicada === true,
    ...(i.motivo ? { motivo: String(i.motivo) } : {}),
  }));
}

/**
 * Takes the scheduled update's turn: true when no run tried within `minMs` (and records this one),
 * false otherwise. Two runs at once cannot both take it (conditional write).
 */
export async function takeScheduledAttempt(now: Date, minMs: number): Promise<boolean> {
  return conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bcvRateAttempt(),
        UpdateExpression: "SET intento = :now, entidad = :e",
        ConditionExpression: "attribute_not_exists(intento) OR intento < :antes",
        ExpressionAttributeValues: {
          ":now": now.toISOString(),
          ":antes": new Date(now.getTime() - minMs).toISOString(),
          ":e": "intento_tasa_bcv",
        },
      }),
    ),
  );
}
