import { inject } from "vitest";
import { clearCatalogueCache } from "../../functions/src/data/catalogue-cache";
import { forgetCheckoutSettings } from "../../functions/src/data/settings";
import { clearSiteFiles } from "../../functions/src/data/site-files";

// Point the handlers at this worker's store (global-setup.ts seeds one per worker): files running
// at the same time never share a table, bucket or inbox.
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
const store = inject("workerStores")[worker - 1];
if (!store) {
  throw new Error(`No store was seeded for worker ${worker}: global-setup.ts seeds one per worker (maxWorkers)`);
}
Object.assign(process.env, store);

// Files of the project integration share a worker's modules (tests/integration/isolation.ts): each
// starts with the handlers' copies of the store empty, as in a module graph of its own, rather than
// with what the file before it read (its later writes straight into the table bump no version).
clearCatalogueCache();
forgetCheckoutSettings();
clearSiteFiles();
