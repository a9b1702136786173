/**
 * The unit tests run in one module graph (vitest's isolate: false): each file's imports (React,
 * Chakra, zod, the SDK's clients) are loaded once per worker instead of once per file. A file that
 * changes what other files would see — mocks a module, stubs a global or the environment, fakes the
 * clock, resets the modules or asks for a DOM — runs isolated instead, listed here.
 * tests/unit/isolation.test.ts fails when a file does one of those things and is not listed.
 */
export const ISOLATED_UNIT_TESTS = [
  "tests/unit/accounts/cookies.test.ts",
  "tests/unit/functions/catalogue/catalogue-cache.test.ts",
  "tests/unit/functions/edge-purge.test.ts",
  "tests/unit/functions/env-at-load.test.ts",
  "tests/unit/functions/metrics.test.ts",
  "tests/unit/functions/setup-checklist.test.ts",
  "tests/unit/helpers/quota-window.test.ts",
  "tests/unit/orders/order-holds.test.ts",
  "tests/unit/web/admin-filters.test.tsx",
  "tests/unit/web/admin-kpi-grid.test.tsx",
  "tests/unit/web/admin-page.test.tsx",
  "tests/unit/web/api-client-fresh.test.ts",
  "tests/unit/web/cart-first-view.test.ts",
  "tests/unit/web/checkout-flow.test.ts",
  "tests/unit/web/editor-form.test.tsx",
  "tests/unit/web/format.test.ts",
  "tests/unit/web/landing-requests.test.ts",
  "tests/unit/web/snippet-paint.test.ts",
  "tests/unit/web/stale-rate-warning.test.tsx",
  "tests/unit/web/step-resolvers.test.ts",
  "tests/unit/web/store-form.test.tsx",
  "tests/unit/web/top-banner.test.tsx",
];

/** What makes a file change the shared graph or the process for the files after it. */
export const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)\b|@vitest-environment|process\.env(\.\w+|\[[^\]]+\])?\s*=(?!=)|delete process\.env|(globalThis|window)\.\w+\s*=(?!=)/;
