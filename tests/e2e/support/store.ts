/**
 * The store each test runs against. Every Playwright worker has a seeded store of its own, so two
 * workers never see each other's orders, stock, settings or emails. Two SEED=none stores serve the
 * empty-* projects: 'vacia', which empty-desktop and empty-mobile only look at, and 'desde-cero',
 * which the empty-journey fills from the browser. With a store each, the journey needs no
 * dependency on the specs that want the store untouched, so it runs beside the other files from
 * the start rather than alone after all of them (Playwright runs a dependent project only once
 * every test of the projects before it has ended).
 *
 * global-setup.ts starts them all at once before the first test: one seeded store per worker slot
 * (`parallelIndex`, 0..workers-1) and the two empty ones. A worker takes its slot's store; a
 * worker that replaces another (after a failed test, or for another project) takes the same slot
 * and its store, so no test waits for a store to start again, and a seeded store serves one test
 * at a time.
 *
 * Specs import `test` and `expect` from here (through ./support): `baseURL`, `page`, `request`,
 * `browser.newContext()` and the mail helpers then point at the worker's store.
 */
import { expect, test as base } from "@playwright/test";
import { STORES_ENV, type StoreInfo, type StoresUnderTest } from "./local-store";

function storesFromEnv(): StoresUnderTest {
  const stores = process.env[STORES_ENV];
  if (!stores) throw new Error(`${STORES_ENV} no está definido: lo define tests/e2e/global-setup.ts`);
  return JSON.parse(stores) as StoresUnderTest;
}

/** The seeded store of the worker, or one of the two SEED=none stores. */
export type StoreKind = "demo" | "vacia" | "desde-cero";

export const test = base.extend<object, { storeKind: StoreKind; store: StoreInfo }>({
  /** Which store a project's tests use. */
  storeKind: ["demo", { scope: "worker", option: true }],
  store: [
    async ({ storeKind }, use, workerInfo) => {
      const stores = storesFromEnv();
      const store = storeKind === "demo" ? stores.demo[workerInfo.parallelIndex] : stores[storeKind];
      if (!store) throw new Error(`No hay tienda para el worker ${workerInfo.parallelIndex} (${stores.demo.length})`);
      // Read by mailsTo() (./mail.ts) in this worker.
      process.env.E2E_MAIL_WEB_PORT = String(store.mailWebPort);
      await use(store);
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({ store }, use) => use(store.url),
});

export { expect };
