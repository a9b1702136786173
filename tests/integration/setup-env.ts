import { existsSync, readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { inject } from "vitest";
import { clearCatalogueCache } from "../../functions/src/data/catalogue-cache";
import { forgetCheckoutSettings } from "../../functions/src/data/settings";
import { clearSiteFiles } from "../../functions/src/data/site-files";
import type { StoresFile } from "./global-setup";

// The stores are still being seeded when the run's first files start (global-setup.ts does not
// wait for them, so the infra and unit files run meanwhile): an integration file waits for them.
const file = inject("storesFile");
while (!existsSync(file)) await delay(100);
const written = JSON.parse(readFileSync(file, "utf8")) as StoresFile;
if (written.error !== undefined) throw new Error(`The integration tests' stores did not start:\n${written.error}`);

// Point the handlers at this worker's store (global-setup.ts seeds one per worker): files running
// at the same time never share a table, bucket or inbox.
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
const store = written.stores[worker - 1];
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
