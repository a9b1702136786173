import { defineConfig, devices } from "@playwright/test";
import { resolve } from "node:path";
import type { StoreKind } from "./support/store";
import { quickStartJvmUnlessSet } from "../../scripts/local/dynamodb-local";

// Each store's DynamoDB Local lives a few minutes beside the browsers: the quick JIT only.
quickStartJvmUnlessSet();

const EMPTY_STORE_SPEC = /empty-store\.spec\.ts$/;
// Walks the links at both widths itself (support/links.ts): one project runs it.
const EMPTY_LINKS_SPEC = /links-empty-store\.spec\.ts$/;
const FROM_EMPTY_SPEC = /store-from-empty\.spec\.ts$/;

export default defineConfig<object, { storeKind: StoreKind }>({
  testDir: ".",
  testMatch: /\.spec\.ts$/,
  outputDir: "./artifacts/results",
  // Files in parallel, each worker on a seeded store of its own (support/store.ts); the tests of
  // one file run in order in one worker. --workers=1 starts a single seeded store.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // store-reporter tells the store broker which stores this run's tests use (it prints nothing).
  reporter: [["list"], [resolve(import.meta.dirname, "support/store-reporter.ts")]],
  // The stores (one seeded per worker slot, two SEED=none), serving the built SPA (web/dist, built
  // by the root test command), each started when first needed and all stopped after the last test.
  globalSetup: resolve(import.meta.dirname, "global-setup.ts"),
  use: {
    headless: true,
    locale: "es-ES",
    // Recording a trace costs every test time; in CI only a failed test's retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The CPU is what the two workers wait for on the 2-core CI machine, and Chromium is half of it.
    // The app's own reduced-motion rule (transitions and animations of 0.01 ms) spares painting
    // frames of an opening menu or a pulsing skeleton that Playwright then waits out; and V8 stops
    // at its baseline compiler (--max-opt=1): a page lives a few seconds, too short for what the
    // optimising tiers compile in the background to pay back. What the tests assert is the same.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu", "--js-flags=--max-opt=1"],
    },
  },
  projects: [
    // The owner fills a SEED=none store of its own from the browser. Listed first: the longest
    // journey starts at once rather than last.
    {
      name: "empty-journey",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, storeKind: "desde-cero" },
      testMatch: FROM_EMPTY_SPEC,
    },
    // The empty store's specs, on another SEED=none store, at both widths (they only look at it).
    // Listed before the seeded store's projects: the other worker starts with them on a store that
    // is ready in seconds, while the seeded stores load the demo.
    {
      name: "empty-desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, storeKind: "vacia" },
      testMatch: EMPTY_STORE_SPEC,
    },
    {
      name: "empty-mobile",
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, storeKind: "vacia" },
      testMatch: EMPTY_STORE_SPEC,
      testIgnore: EMPTY_LINKS_SPEC,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: [/mobile\.spec\.ts$/, /shared-link\.spec\.ts$/, EMPTY_STORE_SPEC, FROM_EMPTY_SPEC],
    },
    // A shared product link is mostly opened on a phone (WhatsApp, Instagram): its HTML is the same
    // at any width, and the desktop's product page is bought from in checkout.spec.ts.
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: [/mobile\.spec\.ts$/, /shared-link\.spec\.ts$/],
    },
  ],
});
