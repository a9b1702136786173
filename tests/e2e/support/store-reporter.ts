import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";
import { BROKER_GLOBAL, type BrokerHint, type StoreName } from "./store-broker";
import type { StoreKind } from "./store";

/**
 * Not a report: once Playwright knows which tests this run has (after global-setup.ts), tells the
 * store broker which stores they use, so it starts ahead only those (./store-broker.ts). A run
 * with other reporters (`--reporter=…`) has no such hint and warms every store the projects name.
 */
export default class StoreReporter implements Reporter {
  onBegin(config: FullConfig, suite: Suite): void {
    const broker = (globalThis as Record<symbol, BrokerHint | undefined>)[BROKER_GLOBAL];
    if (!broker) return;
    // The files of each store kind: a file's tests run in one worker (fullyParallel is off), so
    // the seeded stores needed are one per worker that can have a file of them, no more.
    const files = new Map<StoreKind, Set<string>>();
    for (const test of suite.allTests()) {
      const use = test.parent.project()?.use as { storeKind?: StoreKind } | undefined;
      const kind = use?.storeKind ?? "demo";
      files.set(kind, (files.get(kind) ?? new Set()).add(`${test.parent.project()?.name} ${test.location.file}`));
    }
    const names: StoreName[] = [];
    for (const [kind, of] of files) {
      if (kind !== "demo") names.push(kind);
      else names.push(...Array.from({ length: Math.min(config.workers, of.size) }, (_, i) => `demo${i + 1}` as const));
    }
    broker.expect(names);
  }

  printsToStdio(): boolean {
    return false;
  }
}
