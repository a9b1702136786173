import { defineConfig } from "@playwright/test";
const port = 4317;
export default defineConfig({
  testDir: "/work/main/tests/e2e",
  testMatch: /account.*\.spec\.ts/,
  timeout: 90_000,
  workers: 1,
  reporter: "list",
  use: { baseURL: `http://localhost:${port}`, launchOptions: { executablePath: "/usr/bin/chromium" }, trace: "retain-on-failure" },
  outputDir: "/tmp/pw-account-out",
  webServer: {
    command: `rm -rf /tmp/pw-account-data && PORT=${port} DATA_DIR=/tmp/pw-account-data npx tsx scripts/local/start.ts`,
    cwd: "/work/main",
    url: `http://localhost:${port}/api/auth/sesion`,
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
