import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** A free loopback port for the store under test (E2E_PORT overrides). */
async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

// The config is evaluated in the runner and in every worker: compute the port and data folder
// once and hand them down through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "tienda-e2e-"));
// The SMTP catcher's web API, where tests read the order emails (`/api/email`).
process.env.E2E_MAIL_WEB_PORT ??= String(await freePort());
// A second store started with SEED=none (what a fresh deployment has), for empty-store.spec.ts.
process.env.E2E_EMPTY_PORT ??= String(await freePort());
process.env.E2E_EMPTY_DATA_DIR ??= mkdtempSync(join(tmpdir(), "tienda-e2e-vacia-"));
// Its own SMTP catcher's web API: the journey reads the shopper's and the owner's emails there.
process.env.E2E_EMPTY_MAIL_WEB_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const emptyStoreURL = `http://localhost:${process.env.E2E_EMPTY_PORT}`;
const EMPTY_STORE_SPEC = /empty-store\.spec\.ts$/;
const FROM_EMPTY_SPEC = /store-from-empty\.spec\.ts$/;
const root = resolve(import.meta.dirname, "../..");

export default defineConfig({
  testDir: ".",
  testMatch: /\.spec\.ts$/,
  outputDir: "./artifacts/results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    headless: true,
    locale: "es-ES",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: [/mobile\.spec\.ts$/, EMPTY_STORE_SPEC, FROM_EMPTY_SPEC],
    },
    // A shared product link is mostly opened on a phone (WhatsApp, Instagram): both widths.
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: [/mobile\.spec\.ts$/, /shared-link\.spec\.ts$/],
    },
    // The empty store's spec, on the SEED=none store, at both widths.
    {
      name: "empty-desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: emptyStoreURL },
      testMatch: EMPTY_STORE_SPEC,
    },
    {
      name: "empty-mobile",
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, baseURL: emptyStoreURL },
      testMatch: EMPTY_STORE_SPEC,
    },
    // The owner fills the same SEED=none store from the browser, once the specs above saw it empty.
    {
      name: "empty-journey",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, baseURL: emptyStoreURL },
      testMatch: FROM_EMPTY_SPEC,
      dependencies: ["empty-desktop", "empty-mobile"],
    },
  ],
  // Serves the built SPA (web/dist, built by the root test command) with a fresh seeded store,
  // and beside it a fresh SEED=none store.
  webServer: [
    {
      command: "npx tsx scripts/local/start.ts",
      cwd: root,
      url: `${baseURL}/api/categorias`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, MAIL_WEB_PORT: process.env.E2E_MAIL_WEB_PORT },
    },
    {
      command: "npx tsx scripts/local/start.ts",
      cwd: root,
      url: `${emptyStoreURL}/api/categorias`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_EMPTY_PORT,
        DATA_DIR: process.env.E2E_EMPTY_DATA_DIR,
        SEED: "none",
        MAIL_WEB_PORT: process.env.E2E_EMPTY_MAIL_WEB_PORT,
      },
    },
  ],
});
