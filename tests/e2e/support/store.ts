/**
 * The store each test runs against. Every Playwright worker has a seeded store of its own, so two
 * workers never see each other's orders, stock, settings or emails. Two SEED=none stores serve the
 * empty-* projects: 'vacia', which empty-desktop and empty-mobile only look at, and 'desde-cero',
 * which the empty-journey fills from the browser. With a store each, the journey needs no
 * dependency on the specs that want the store untouched, so it runs beside the other files from
 * the start rather than alone after all of them (Playwright runs a dependent project only once
 * every test of the projects before it has ended).
 *
 * The broker global-setup.ts runs (./store-broker.ts) starts each store when a worker first asks
 * for it, and the others the run needs meanwhile: one seeded store per worker slot
 * (`parallelIndex`, 0..workers-1: demo1, demo2…) and the two empty ones. A worker takes its
 * slot's store; a worker that replaces another (after a failed test, or for another project) takes
 * the same slot and its store, already started, and a seeded store serves one test at a time.
 *
 * Specs import `test` and `expect` from here (through ./support): `baseURL`, `page`, `request`,
 * `browser.newContext()` and the mail helpers then point at the worker's store.
 */
import { expect, test as base } from "@playwright/test";
import type { StoreInfo } from "./local-store";
import { storeFromBroker } from "./store-broker";

/** The seeded store of the worker, or one of the two SEED=none stores. */
export type StoreKind = "demo" | "vacia" | "desde-cero";

export const test = base.extend<object, { storeKind: StoreKind; store: StoreInfo }>({
  /** Which store a project's tests use. */
  storeKind: ["demo", { scope: "worker", option: true }],
  store: [
    async ({ storeKind }, use, workerInfo) => {
      const store = await storeFromBroker(storeKind === "demo" ? `demo${workerInfo.parallelIndex + 1}` : storeKind);
      // Read by mailsTo() (./mail.ts) and signInAs() (./world.ts) in this worker.
      process.env.E2E_MAIL_WEB_PORT = String(store.mailWebPort);
      process.env.E2E_STORE_URL = store.url;
      await use(store);
    },
    // A store may still be starting (a minute or more on a busy machine): not the first test's time.
    { scope: "worker", auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ store }, use) => use(store.url),
});

export { expect };
