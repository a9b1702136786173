import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { ColumnMapping } from "@tienda/shared/rules/statement-csv";
import { db, tableName } from "./client";
import { keys } from "./keys";
import type { transactWrite } from "./transact";
import type { ApprovedLine, ReconciliationRecord, ReconciliationSummary } from "../domain/reconciliation/record";

/**
 * Bank statement imports (docs/reconciliation.md): one item per import with its credits and
 * groups, the column mapping remembered per bank, and the claim that lets one statement line
 * settle one order only (the payment's own claim is data/payment-claims.ts; both are written in
 * the approval's transaction).
 */

type TransactItem = Parameters<typeof transactWrite>[0][number];

const ITEM_VERSION = 1;

export async function putReconciliation(r: ReconciliationRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.reconciliation(r.id),
        ...keys.reconciliationGsi1(r.fecha, r.id),
        entidad: "conciliacion",
        v: ITEM_VERSION,
        ...r,
      },
      ConditionExpression: "attribute_not_exists(PK)",
    }),
  );
}

function fromItem(item: Record<string, unknown>): ReconciliationRecord {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, entidad: _e, v: _v, ...rest } = item;
  return rest as unknown as ReconciliationRecord;
}

export async function getReconciliation(id: string): Promise<ReconciliationRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.reconciliation(id), ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : null;
}

/** The newest imports first (GSI1), without their lines: the history list needs only the summary. */
export async function listReconciliations(limit = 50): Promise<ReconciliationSummary[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.reconciliationsPartition },
      ScanIndexForward: false,
      Limit: limit,
      ProjectionExpression: "#id, #f, #p, #n, #b, #c, #a",
      ExpressionAttributeNames: {
        "#id": "id",
        "#f": "fecha",
        "#p": "por",
        "#n": "nombre_archivo",
        "#b": "banco",
        "#c": "conteos",
        "#a": "aprobados",
      },
    }),
  );
  return (Items ?? []).map((i) => i as ReconciliationSummary);
}

export async function getStatementColumns(banco: string): Promise<ColumnMapping | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.statementColumns(banco) }));
  return (Item?.columnas as ColumnMapping | undefined) ?? null;
}

/** The admin's mapping for a bank: the last one given wins (a setting, not money). */
export async function putStatementColumns(banco: string, columnas: ColumnMapping, now: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.statementColumns(banco), entidad: "columnas_banco", v: 1, columnas, fecha: now.toISOString() },
    }),
  );
}

export interface StatementLineKey {
  fecha: string;
  /** Digits without leading zeros (paymentReference). */
  referencia: string;
  montoCents: number;
}

/** The claim of a statement line: fails when the line already settled an order (any import). */
export function statementLineClaim(
  line: StatementLineKey,
  pedidoId: string,
  conciliacionId: string,
  now: Date,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.statementLine(line.fecha, line.referencia, line.montoCents),
        entidad: "movimiento",
        v: 2,
        pedido_id: pedidoId,
        conciliacion_id: conciliacionId,
        fecha: now.toISOString(),
      },
      ConditionExpression: "attribute_not_exists(PK)",
    },
  };
}

/** The order a statement line settled, if any. */
export async function statementLineOwner(line: StatementLineKey): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.statementLine(line.fecha, line.referencia, line.montoCents),
      ConsistentRead: true,
    }),
  );
  return (Item?.pedido_id as string | undefined) ?? null;
}

/** The import records what it approved, in the approval's own transaction. */
export function recordApproval(conciliacionId: string, aprobado: ApprovedLine): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reconciliation(conciliacionId),
      UpdateExpression: "SET aprobados = list_append(aprobados, :a)",
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeValues: { ":a": [aprobado] },
    },
  };
}
