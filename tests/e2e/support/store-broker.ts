/**
 * The stores are started when a worker first asks for one, not all before the first test.
 * global-setup.ts runs a small HTTP server (the broker) in Playwright's runner process, which
 * outlives every worker: a worker asks it for its store (`GET /tienda?nombre=demo2`), the broker
 * starts that store if nobody has yet and answers once it serves. Starting four stores at once on
 * two cores made every one of them, and the first test, wait for the slowest (about a minute on
 * a busy machine); asked for as needed, the first tests start after one or two, and the stores a
 * later test needs start while earlier tests run. A store started once serves every later worker
 * of its slot, and all of them are stopped after the run.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startStore, type RunningStore, type StoreInfo } from "./local-store";

export const BROKER_ENV = "E2E_STORE_BROKER";

/** The stores there are: one seeded store per worker slot (demo1, demo2, …), and two SEED=none ones. */
export type StoreName = `demo${number}` | "vacia" | "desde-cero";

const seedOf = (name: StoreName): "none" | undefined => (name.startsWith("demo") ? undefined : "none");

export interface Broker {
  url: string;
  stop(): Promise<void>;
}

export interface BrokerHint {
  /** The stores the run's tests use: only those are started ahead of a worker's asking. */
  expect(names: StoreName[]): void;
}

/** Where global-setup.ts leaves the broker for ./store-reporter.ts (both run in the runner process). */
export const BROKER_GLOBAL = Symbol.for("tienda.e2e.storeBroker");

/**
 * Starts the broker. `warm` lists the stores the run may need, first needed first; while fewer
 * than two stores are starting, the next of them that nobody asked for yet is started, so a worker
 * that reaches its first test later (after the store-from-empty journey, or the empty store's
 * projects) finds its store ready. `expect()` narrows that list to the stores the
 * run's tests use (./store-reporter.ts tells it once the tests are known), so one spec run alone
 * starts only its own.
 */
export async function startBroker({ warm }: { warm: StoreName[] }): Promise<Broker & BrokerHint> {
  const stores = new Map<StoreName, Promise<RunningStore>>();
  let toWarm = [...warm];
  let starting = 0;
  // Stops the starts still under way when the run ends (a store warmed for tests that failed early).
  const over = new AbortController();

  const start = (name: StoreName): Promise<RunningStore> => {
    let store = stores.get(name);
    if (!store) {
      const t0 = Date.now();
      starting++;
      store = startStore({ name, seed: seedOf(name), signal: over.signal }).finally(() => {
        starting--;
        warmNext();
      });
      stores.set(name, store);
      store.then(
        () => console.log(`Tienda de prueba ${name} lista en ${Math.round((Date.now() - t0) / 1000)} s`),
        () => undefined,
      );
    }
    return store;
  };

  // Two starts at a time at most (one per core): a store warmed ahead starts as soon as one the
  // workers wait for is ready (the journey's empty store is quick), not after all of them.
  const warmNext = () => {
    if (starting > 1 || over.signal.aborted) return;
    const next = toWarm.find((n) => !stores.has(n));
    // A failed start is reported to the worker that asks for that store.
    if (next) void start(next).catch(() => undefined);
  };

  const server: Server = createServer((req, res) => {
    const name = new URL(req.url ?? "/", "http://broker").searchParams.get("nombre") as StoreName | null;
    if (!name || !/^(demo[1-9]\d*|vacia|desde-cero)$/.test(name)) {
      res.writeHead(400).end(`Tienda desconocida: ${name}`);
      return;
    }
    start(name).then(
      ({ url, mailWebPort, dataDir }) => {
        const info: StoreInfo = { url, mailWebPort, dataDir };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(info));
      },
      (err: unknown) => res.writeHead(500).end(String(err instanceof Error ? err.message : err)),
    );
  });
  // A worker waits as long as its store takes (up to the start's own timeout).
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    expect: (names) => {
      toWarm = toWarm.filter((n) => names.includes(n));
      warmNext();
    },
    stop: async () => {
      over.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const started = await Promise.allSettled(stores.values());
      await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
    },
  };
}

/** Asks the broker (BROKER_ENV) for a store; answers when it serves. */
export async function storeFromBroker(name: StoreName): Promise<StoreInfo> {
  const broker = process.env[BROKER_ENV];
  if (!broker) throw new Error(`${BROKER_ENV} no está definido: lo define tests/e2e/global-setup.ts`);
  const res = await fetch(`${broker}/tienda?nombre=${encodeURIComponent(name)}`);
  const body = await res.text();
  if (!res.ok) throw new Error(`La tienda de prueba ${name} no arrancó: ${body}`);
  return JSON.parse(body) as StoreInfo;
}
