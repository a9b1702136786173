import type { FullConfig } from "@playwright/test";
import { BROKER_ENV, BROKER_GLOBAL, startBroker, type StoreName } from "./support/store-broker";
import type { StoreKind } from "./support/store";

/**
 * Starts the store broker (support/store-broker.ts): the stores start when a worker first asks
 * for one, and the others the run needs start one at a time meanwhile; the workers find the broker
 * in the environment. The function returned stops the broker and every store it started.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // The stores the projects name, in the order the workers first need them: the projects' order
  // (the store-from-empty journey's own store first), a seeded store for each worker slot.
  const warm: StoreName[] = [];
  for (const project of config.projects) {
    const kind = (project.use as { storeKind?: StoreKind }).storeKind ?? "demo";
    const names: StoreName[] =
      kind === "demo" ? Array.from({ length: Math.max(1, config.workers) }, (_, i) => `demo${i + 1}` as const) : [kind];
    for (const name of names) if (!warm.includes(name)) warm.push(name);
  }
  const broker = await startBroker({ warm });
  process.env[BROKER_ENV] = broker.url;
  (globalThis as Record<symbol, unknown>)[BROKER_GLOBAL] = broker;
  return broker.stop;
}
