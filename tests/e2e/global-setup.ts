import type { FullConfig } from "@playwright/test";
import { startStore, STORES_ENV, type RunningStore, type StoresUnderTest } from "./support/local-store";

/**
 * Starts, all at once, one seeded store per worker and the two SEED=none stores (support/store.ts
 * says why); the workers find them in the environment. The function returned stops them after the
 * run.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const t0 = Date.now();
  const started = await Promise.allSettled([
    startStore({ name: "vacia", seed: "none" }),
    startStore({ name: "desde-cero", seed: "none" }),
    ...Array.from({ length: Math.max(1, config.workers) }, (_, i) => startStore({ name: `demo${i + 1}` })),
  ]);
  const stores = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(stores.map((s) => s.stop()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const info = ({ url, mailWebPort, dataDir }: RunningStore) => ({ url, mailWebPort, dataDir });
  const [vacia, desdeCero, ...demo] = stores.map(info);
  const all: StoresUnderTest = { demo, vacia: vacia!, "desde-cero": desdeCero! };
  process.env[STORES_ENV] = JSON.stringify(all);
  console.log(
    `Tiendas de prueba listas en ${Math.round((Date.now() - t0) / 1000)} s (${demo.length} sembradas, 2 vacías)`,
  );
  return stopAll;
}
