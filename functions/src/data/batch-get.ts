import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";

/** An item's primary key in the single table. */
export interface TableKey {
  PK: string;
  SK: string;
}

type Item = Record<string, unknown>;

const BATCH_LIMIT = 100;

/**
 * Items by key, read consistently unless told, in as few BatchGetItem calls as the table allows (100 keys
 * each; keys handed back unprocessed under load are asked for again). The answer follows the
 * order of `keyList`, with null where no item has that key; a key asked twice is read once.
 *
 * One call for several keys is one wait and one request's work on both sides, where a GetItem
 * each costs as many (docs/performance.md, "The order path").
 */
export async function getItemsByKey(
  keyList: readonly TableKey[],
  { consistent = true }: { consistent?: boolean } = {},
): Promise<Array<Item | null>> {
  const id = (k: { PK?: unknown; SK?: unknown }) => `${String(k.PK)}\u0000${String(k.SK)}`;
  const found = new Map<string, Item>();
  const unique = [...new Map(keyList.map((k) => [id(k), { PK: k.PK, SK: k.SK }])).values()];
  for (let i = 0; i < unique.length; i += BATCH_LIMIT) {
    let request: Item[] | undefined = unique.slice(i, i + BATCH_LIMIT);
    while (request && request.length) {
      const res = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: request, ConsistentRead: consistent } } }),
      );
      for (const item of res.Responses?.[tableName()] ?? []) found.set(id(item), item);
      request = res.UnprocessedKeys?.[tableName()]?.Keys as Item[] | undefined;
    }
  }
  return keyList.map((k) => found.get(id(k)) ?? null);
}
