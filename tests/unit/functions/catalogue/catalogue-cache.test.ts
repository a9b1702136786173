import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productRecord } from "../../../helpers/factories";

const store = vi.hoisted(() => ({ version: 1, versionReads: 0, loads: 0 }));

vi.mock("../../../../functions/src/data/products", () => ({
  getCatalogueVersion: vi.fn(async () => {
    store.versionReads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return store.version;
  }),
  loadAllProducts: vi.fn(async () => {
    store.loads++;
    return [productRecord({ id: `v${store.version}` })];
  }),
}));

// The structure's current names are read beside the products; none here (a rename is tested in
// tests/unit/functions/current-names.test.ts and the integration tests).
vi.mock("../../../../functions/src/data/categories", () => ({ listAllCategories: vi.fn(async () => []) }));
vi.mock("../../../../functions/src/data/styles", () => ({ listStyles: vi.fn(async () => []) }));

const { clearCatalogueCache, getCatalogue } = await import("../../../../functions/src/data/catalogue-cache");

describe("catalogue cache", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-05-01T12:00:00Z"), toFake: ["Date", "setTimeout"] });
    Object.assign(store, { version: 1, versionReads: 0, loads: 0 });
    clearCatalogueCache();
  });
  afterEach(() => vi.useRealTimers());

  const load = async () => {
    const p = getCatalogue();
    await vi.advanceTimersByTimeAsync(5);
    return p;
  };

  it("concurrent requests share one version read and one load", async () => {
    const all = Promise.all(Array.from({ length: 8 }, () => getCatalogue()));
    await vi.advanceTimersByTimeAsync(5);
    const indexes = await all;
    expect(new Set(indexes).size).toBe(1);
    expect(store).toMatchObject({ versionReads: 1, loads: 1 });
  });

  it("reads the version at most once a second, not once per request", async () => {
    await load();
    for (let i = 0; i < 100; i++) {
      await vi.advanceTimersByTimeAsync(10);
      await load();
    }
    // 100 requests over about 1.5 s of clock: the first read, and one more after a second.
    expect(store.versionReads).toBe(2);
    expect(store.loads).toBe(1);
  });

  it("reloads within a second of a catalogue edit", async () => {
    const before = await load();
    store.version = 2;
    expect(await load()).toBe(before);
    await vi.advanceTimersByTimeAsync(1_000);
    const after = await load();
    expect(after).not.toBe(before);
    expect(after.get("v2")).toBeDefined();
  });

  it("reloads a copy older than a minute even without an edit", async () => {
    const first = await load();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await load()).toBe(first);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(await load()).not.toBe(first);
    expect(store.loads).toBe(2);
  });
});
