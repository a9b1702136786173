/**
 * Aggregates every order writes (the held stock, the day's sales) are split over a few items, so
 * concurrent orders' transactions do not all wait on one item: DynamoDB serialises the writes to
 * an item, and 16 orders at once each ADDing to the same item took 2.5× as long as to their own.
 * The figures are sums, so a reader adds the shards up; an order's changes always land in the same
 * shard (by its id), so each shard stays the recount of its own orders.
 *
 * Shard 0 is the item's key from before the split, so a store's existing figures keep counting.
 */
export const COUNTER_SHARDS = 8;

/** The shard of an order's aggregate changes (FNV-1a of its id). */
export function shardOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % COUNTER_SHARDS;
}

/** Every shard, in order. */
export const allShards = (): number[] => Array.from({ length: COUNTER_SHARDS }, (_, i) => i);
