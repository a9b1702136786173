import { randomUUID } from "node:crypto";
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { BatchWriteCommand, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { PromoCreate, PromoUpdate } from "@tienda/shared/schemas/promotions";
import { toCents } from "@tienda/shared/rules/pricing";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { queryAll } from "./query-all";
import { transactWrite } from "./transact";
import { storeChangePut, type StoreChange } from "./store-activity";
import type { PromoRules } from "../domain/promotions/promo-rules";

/**
 * Promo codes in the single table (docs/data-model.md, "Promo codes"): one item per code with its
 * rules and `usos`, the orders holding a use now; one item per customer use of a once-per-customer
 * code. Uses are counted and given back only inside the order's own transactions (data/orders.ts),
 * conditional on the rules, so a limit of 3 lets exactly 3 orders through however many race.
 */

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

export interface PromoRecord extends PromoRules {
  /** Set when the code is created: uses of a deleted code never count for a new one of that name. */
  generacion: string;
  creado: string;
  actualizado: string;
}

/** What an order records of the use it counted, to give it back on cancellation or expiry. */
export interface PromoUse {
  codigo: string;
  generacion: string;
  /** The first of `clientes`, else null; on orders placed before `clientes`, the one use item's customer. */
  cliente: string | null;
  /**
   * Every use item the order holds for a once-per-customer code: the account and the customer of
   * each email (promo-rules.ts promoCustomers). Absent on orders placed before it, and for codes
   * without that rule.
   */
  clientes?: string[];
}

/** The customers whose use items an order holds (both shapes of PromoUse). */
export function useCustomers(use: PromoUse): string[] {
  return [...new Set([...(use.clientes ?? []), ...(use.cliente ? [use.cliente] : [])])];
}

const ITEM_VERSION = 2;
/** Attributes left out of the item when null, so the transaction's conditions see them as absent. */
const OPTIONAL = ["desde", "hasta", "usos_maximos", "subtotal_minimo_cents"] as const;

export function promoItem(p: PromoRecord): Record<string, unknown> {
  const item: Record<string, unknown> = {
    ...keys.promo(p.codigo),
    ...keys.promoGsi1(p.codigo),
    entidad: "promo",
    v: ITEM_VERSION,
    ...p,
  };
  for (const k of OPTIONAL) if (item[k] === null) delete item[k];
  return item;
}

/** A new code's record from the admin's input (or the demo seed's). */
export function newPromoRecord(input: PromoCreate, now: Date): PromoRecord {
  const fecha = now.toISOString();
  return {
    codigo: input.codigo,
    porcentaje: input.porcentaje,
    activo: input.activo,
    desde: input.desde ?? null,
    hasta: input.hasta ?? null,
    usos_maximos: input.usos_maximos ?? null,
    usos: 0,
    una_vez_por_cliente: input.una_vez_por_cliente,
    subtotal_minimo_cents: input.subtotal_minimo == null ? null : toCents(input.subtotal_minimo),
    generacion: randomUUID(),
    creado: fecha,
    actualizado: fecha,
  };
}

function recordOf(item: Record<string, unknown>): PromoRecord {
  const num = (v: unknown) => (typeof v === "number" ? v : null);
  const str = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    codigo: String(item.codigo),
    porcentaje: Number(item.porcentaje),
    activo: item.activo !== false,
    desde: str(item.desde),
    hasta: str(item.hasta),
    usos_maximos: num(item.usos_maximos),
    usos: Math.max(0, num(item.usos) ?? 0),
    una_vez_por_cliente: item.una_vez_por_cliente === true,
    subtotal_minimo_cents: num(item.subtotal_minimo_cents),
    // Items written before codes had generations: '' (their conditions test for absence).
    generacion: str(item.generacion) ?? "",
    creado: str(item.creado) ?? "",
    actualizado: str(item.actualizado) ?? "",
  };
}

/** A code as stored, active or not (consistent: the admin and the order route act on it). */
export async function getPromo(codigo: string): Promise<PromoRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.promo(codigo), ConsistentRead: true }),
  );
  return Item ? recordOf(Item) : null;
}

/** Every code, by code (GSI1 `PROMOS`): the admin's list. */
export async function listPromos(): Promise<PromoRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.promosPartition },
  });
  return items.map(recordOf);
}

/** Whether any of this customer's keys (promo-rules.ts promoCustomers) holds a use of this generation of the code. */
export async function promoUsedBy(promo: PromoRecord, clientes: readonly string[]): Promise<boolean> {
  const found = await Promise.all(
    clientes.map(async (cliente) => {
      const { Item } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.promoUse(promo.codigo, promo.generacion, cliente),
          ConsistentRead: true,
        }),
      );
      return !!Item;
    }),
  );
  return found.includes(true);
}

/** Creates a code; false when one with that code exists. The change goes to the activity feed. */
export async function createPromo(rec: PromoRecord, change: StoreChange, now: Date): Promise<boolean> {
  const result = await transactWrite([
    { Put: { TableName: tableName(), Item: promoItem(rec), ConditionExpression: "attribute_not_exists(PK)" } },
    storeChangePut(change, now),
  ]);
  return result.ok;
}

/**
 * Changes some of a code's rules (null removes an optional one); its uses and generation stay.
 * Returns the stored record, or null when the code does not exist.
 */
export async function updatePromo(
  codigo: string,
  patch: PromoUpdate,
  change: StoreChange,
  now: Date,
): Promise<PromoRecord | null> {
  const fields: Record<string, unknown> = {
    porcentaje: patch.porcentaje,
    activo: patch.activo,
    una_vez_por_cliente: patch.una_vez_por_cliente,
    desde: patch.desde,
    hasta: patch.hasta,
    usos_maximos: patch.usos_maximos,
    subtotal_minimo_cents:
      patch.subtotal_minimo === undefined
        ? undefined
        : patch.subtotal_minimo === null
          ? null
          : toCents(patch.subtotal_minimo),
  };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":now": now.toISOString() };
  const sets = ["actualizado = :now"];
  const removes: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    names[`#${k}`] = k;
    if (v === null) removes.push(`#${k}`);
    else {
      values[`:${k}`] = v;
      sets.push(`#${k} = :${k}`);
    }
  }
  const result = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.promo(codigo),
        UpdateExpression: `SET ${sets.join(", ")}${removes.length ? ` REMOVE ${removes.join(", ")}` : ""}`,
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    storeChangePut(change, now),
  ]);
  return result.ok ? getPromo(codigo) : null;
}

/**
 * Deletes a code; false when it does not exist. Live orders that hold a use keep their discount;
 * when they are cancelled there is nothing to give back (see promoGiveBackItems). The code's
 * per-customer use items go too (they name its generation, so they could never count again).
 */
export async function deletePromo(codigo: string, change: StoreChange, now: Date): Promise<boolean> {
  const result = await transactWrite([
    { Delete: { TableName: tableName(), Key: keys.promo(codigo), ConditionExpression: "attribute_exists(PK)" } },
    storeChangePut(change, now),
  ]);
  if (!result.ok) return false;
  await deleteUseItems(codigo);
  return true;
}

async function deleteUseItems(codigo: string): Promise<void> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :uso)",
        ExpressionAttributeValues: { ":pk": keys.promo(codigo).PK, ":uso": "USO#" },
        ProjectionExpression: "PK, SK",
        ExclusiveStartKey: start,
      }),
    );
    const found = page.Items ?? [];
    for (let i = 0; i < found.length; i += 25) {
      let requests = found.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } }));
      while (requests.length) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
}

function generationCondition(generacion: string, values: Record<string, unknown>): string {
  if (!generacion) return "attribute_not_exists(generacion)";
  values[":gen"] = generacion;
  return "generacion = :gen";
}

/**
 * The order transaction's items that count a use: the code's `usos` goes up by one, conditional
 * on every rule still holding (same generation, active, inside its window, under its limit, the
 * subtotal at its minimum), and for a once-per-customer code one use item per key of the
 * customer (account, each email), none of which may exist yet: two orders sharing any key (the
 * same account, or `ana@…` and `ana+2@…`) cannot both commit. The first item fails on the code's
 * rules, the others on the customer's use.
 */
export function promoUseItems(promo: PromoRecord, use: PromoUse, subtotalCents: number, now: Date): TransactItem[] {
  const values: Record<string, unknown> = { ":uno": 1, ":si": true, ":now": now.toISOString(), ":sub": subtotalCents };
  const conditions = [
    "attribute_exists(PK)",
    generationCondition(promo.generacion, values),
    "activo = :si",
    "(attribute_not_exists(desde) OR desde <= :now)",
    "(attribute_not_exists(hasta) OR hasta > :now)",
    "(attribute_not_exists(usos_maximos) OR usos < usos_maximos)",
    "(attribute_not_exists(subtotal_minimo_cents) OR subtotal_minimo_cents <= :sub)",
  ];
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.promo(promo.codigo),
        // A code without uses yet has no `usos`: the limit's comparison needs it to be there.
        UpdateExpression: "SET usos = if_not_exists(usos, :cero) + :uno",
        ConditionExpression: conditions.join(" AND "),
        ExpressionAttributeValues: { ...values, ":cero": 0 },
      },
    },
  ];
  for (const cliente of useCustomers(use)) {
    items.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.promoUse(promo.codigo, use.generacion, cliente),
          entidad: "uso_promo",
          v: 1,
          fecha: now.toISOString(),
        },
        ConditionExpression: "attribute_not_exists(PK)",
      },
    });
  }
  return items;
}

/**
 * A cancelled or expired order's use given back: `usos` down by one and the customer's use item
 * deleted, so they may use the code again. The code is read first and the item is conditional on
 * what was read (still this generation, or no longer), like stock-return.ts: should the admin
 * delete the code between the read and the write, the transaction fails and the caller reads
 * again, so a deleted code is never written back as a stub.
 */
export async function promoGiveBackItems(use: PromoUse | undefined): Promise<TransactItem[]> {
  if (!use) return [];
  const current = await getPromo(use.codigo);
  const values: Record<string, unknown> = {};
  const sameGeneration = generationCondition(use.generacion, values);
  if (!current || current.generacion !== use.generacion) {
    return [
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.promo(use.codigo),
          ConditionExpression: `attribute_not_exists(PK) OR NOT (${sameGeneration})`,
          ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        },
      },
    ];
  }
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.promo(use.codigo),
        UpdateExpression: "SET usos = if_not_exists(usos, :uno) - :uno",
        ConditionExpression: `attribute_exists(PK) AND ${sameGeneration}`,
        ExpressionAttributeValues: { ...values, ":uno": 1 },
      },
    },
  ];
  for (const cliente of useCustomers(use)) {
    items.push({ Delete: { TableName: tableName(), Key: keys.promoUse(use.codigo, use.generacion, cliente) } });
  }
  return items;
}
