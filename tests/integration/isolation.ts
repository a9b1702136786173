import { CHANGES_SHARED_STATE } from "../unit/isolation";

/**
 * The integration tests run in one module graph per worker (vitest's isolate: false, project
 * integration): the handlers' imports (the AWS SDK's clients, zod, the domain) load once per
 * worker instead of once per file. A file that changes what the files after it would see (the
 * environment the handlers read, a store of its own, a mocked module, a stubbed global, the clock)
 * runs isolated instead, listed here (project integration-isolated, run first).
 * tests/unit/integration-isolation.test.ts fails when a file does one of those things and is not
 * listed. Both projects use the stores global-setup.ts seeds once.
 */
export const ISOLATED_INTEGRATION_TESTS = [
  "tests/integration/accounts/auth.test.ts",
  "tests/integration/admin/bcv-rate.test.ts",
  "tests/integration/admin/delivery-settings.test.ts",
  "tests/integration/admin/edge-purge.test.ts",
  "tests/integration/admin/setup-checklist.test.ts",
  "tests/integration/admin/store-own-settings.test.ts",
  "tests/integration/local/empty-store.test.ts",
  "tests/integration/openapi/contract-drift.test.ts",
  "tests/integration/openapi/request-examples.test.ts",
  "tests/integration/openapi/smallest-writes.test.ts",
  "tests/integration/orders/admin-review.test.ts",
  "tests/integration/orders/sharded-aggregates.test.ts",
  "tests/integration/orders/usd-payments.test.ts",
  "tests/integration/pages-html/render-page-handler.test.ts",
  "tests/integration/resilience/backend-faults.test.ts",
  "tests/integration/security/order-email-recipient.test.ts",
  "tests/integration/security/origin.test.ts",
  "tests/integration/security/store-domain-origins.test.ts",
];

/**
 * The unit tests' markers, the environment changed in one call, and a store of the file's own
 * (tests/helpers/own-backend.ts, scripts/local/runtime.ts): the handlers point at it while the file
 * runs, and the module caches keyed by the catalogue version alone (functions/src/data/
 * catalogue-cache.ts) would carry its products into the next file.
 */
export const CHANGES_INTEGRATION_STATE = new RegExp(
  `${CHANGES_SHARED_STATE.source}|Object\\.assign\\(\\s*process\\.env|\\b(startOwnStore|startLocalBackend)\\(`,
  CHANGES_SHARED_STATE.flags,
);
