import { inject } from "vitest";

// Point the handlers at this worker's store (global-setup.ts seeds one per worker): files running
// at the same time never share a table, bucket or inbox.
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
const store = inject("workerStores")[worker - 1];
if (!store) {
  throw new Error(`No store was seeded for worker ${worker}: global-setup.ts seeds one per worker (maxWorkers)`);
}
Object.assign(process.env, store);
