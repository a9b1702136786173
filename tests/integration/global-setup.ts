import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import type { TestProject } from "vitest/node";
import { connectExternalBackend, startLocalBackend, type LocalBackend } from "../../scripts/local/runtime";
import { startMailCatcher, type MailCatcher } from "../../scripts/local/mail-catcher";
import { freePort } from "../../scripts/local/ports";
import { ensureTable } from "../../scripts/local/provision";
import { seedStore } from "../../scripts/local/seed-store";
import { resetEnvCache } from "../../functions/src/lib/env";
import { resetDbClient } from "../../functions/src/data/client";
import { resetS3Client, s3 } from "../../functions/src/lib/s3";
import { resetMailer } from "../../functions/src/lib/mailer";

/**
 * Starts DynamoDB Local (in memory), the S3 emulator and the mail catcher on free loopback ports,
 * and seeds one store per worker: test files run two at a time, and many change store-wide state
 * (settings, counters, the outbox that any file's send run drains), so each worker (VITEST_POOL_ID)
 * gets a table, two buckets and a mail catcher of its own, seeded alike. The emulators are shared.
 * The projects integration and integration-isolated (tests/integration/isolation.ts) both name this
 * file; vitest sets each project up in turn in one process, and the second is given the stores the
 * first started (the pool numbers its workers 1..maxWorkers across projects, so a worker's store
 * is still its own). The last project's teardown stops them.
 *
 * The setup does not wait for the stores: vitest starts no test before every project's setup has
 * ended, and the emulators' start and the seeding (about 14 s) would keep both cores' workers idle.
 * The infra and unit files run meanwhile; setup-env.ts holds an integration file until the stores
 * are written to `storesFile` (or why they could not start).
 */
interface Started {
  stores: Promise<Record<string, string>[]>;
  /** Where the stores are written once seeded (StoresFile), for setup-env.ts. */
  storesFile: string;
  /** The seed's clock (SEED_NOW of the instance that seeded). */
  seedNow: string;
  backend?: LocalBackend;
  catchers: MailCatcher[];
  projects: number;
}
/** On globalThis: vitest may load this module once per project. */
const STARTED = Symbol.for("tienda.integration.stores");
const shared = globalThis as { [STARTED]?: Started };

export const SEED_NOW = new Date();

/** What setup-env.ts puts in process.env for a worker: its store's names and endpoints. */
const ENV_KEYS = [
  "TABLE_NAME",
  "IMAGES_BUCKET",
  "RECEIPTS_BUCKET",
  "AWS_REGION",
  "DYNAMODB_ENDPOINT",
  "S3_ENDPOINT",
  "APP_ORIGIN",
  "COOKIE_SECURE",
  "DEMO_MODE",
  "MAIL_TRANSPORT",
  "SMTP_HOST",
  "SMTP_PORT",
  "MAIL_FROM",
  "TEST_MAIL_WEB_URL",
] as const;

const currentEnv = () => Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k] ?? ""]));

/** As many workers as vitest gives this project's files (its own resolution, pool.ts resolveMaxWorkers). */
function workerCount(project: TestProject): number {
  const configured = project.config.maxWorkers || project.vitest.config.maxWorkers;
  return Math.max(1, Number(configured) || availableParallelism() - 1);
}

export async function setup(project: TestProject) {
  const started = (shared[STARTED] ??= {
    stores: Promise.resolve([]),
    storesFile: join(mkdtempSync(join(tmpdir(), "tienda-integration-")), "stores.json"),
    seedNow: SEED_NOW.toISOString(),
    catchers: [],
    projects: 0,
  });
  if (started.projects++ === 0) {
    started.stores = start(workerCount(project), started);
    started.stores.then(
      (stores) => publish(started.storesFile, { stores }),
      (err: unknown) =>
        publish(started.storesFile, { error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    );
  }
  project.provide("storesFile", started.storesFile);
  project.provide("seedNow", started.seedNow);
  return async () => {
    if (--started.projects > 0) return;
    delete shared[STARTED];
    // A run that ends early (no integration file, a failure) still stops what has started.
    await started.stores.catch(() => undefined);
    await Promise.all(started.catchers.map((c) => c.stop()));
    await started.backend?.stop();
    rmSync(join(started.storesFile, ".."), { recursive: true, force: true });
  };
}

/** What setup-env.ts reads: each worker's store (index VITEST_POOL_ID - 1), or why there is none. */
export type StoresFile = { stores: Record<string, string>[]; error?: undefined } | { error: string };

/** Written whole under another name and renamed: a reader never sees half of it. */
function publish(file: string, content: StoresFile) {
  writeFileSync(`${file}.tmp`, JSON.stringify(content));
  renameSync(`${file}.tmp`, file);
}

async function start(workers: number, started: Started): Promise<Record<string, string>[]> {
  const appOrigin = "http://localhost:3000";
  // The other workers' mail catchers start while the emulators do.
  const extraCatchers = process.env.LOCALSTACK_ENDPOINT
    ? Promise.resolve([])
    : Promise.all(
        Array.from({ length: workers - 1 }, async () => startMailCatcher(await freePort(), await freePort())),
      );
  // `npm run test:localstack` points the same suite at LocalStack instead of the emulators.
  if (process.env.LOCALSTACK_ENDPOINT) {
    await connectExternalBackend({ endpoint: process.env.LOCALSTACK_ENDPOINT, appOrigin, seed: { now: SEED_NOW } });
  } else {
    started.backend = await startLocalBackend({ appOrigin, seed: { now: SEED_NOW } });
    process.env.TEST_MAIL_WEB_URL = started.backend.mail.webUrl;
  }
  started.catchers.push(...(await extraCatchers));
  const stores = [currentEnv()];
  for (let worker = 2; worker <= workers; worker++) {
    stores.push(await seedWorkerStore(worker, started.catchers[worker - 2]));
  }
  return stores;
}

/** Worker `n`'s store: a table and buckets named after it on the same emulators, seeded alike. */
async function seedWorkerStore(n: number, mail: MailCatcher | undefined): Promise<Record<string, string>> {
  Object.assign(process.env, {
    TABLE_NAME: `tienda-w${n}`,
    IMAGES_BUCKET: `tienda-productos-w${n}`,
    RECEIPTS_BUCKET: `tienda-comprobantes-w${n}`,
    ...(mail ? { SMTP_PORT: String(mail.smtpPort), TEST_MAIL_WEB_URL: mail.webUrl } : {}),
  });
  resetEnvCache();
  resetDbClient();
  resetS3Client();
  resetMailer();
  await ensureTable(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME!);
  for (const Bucket of [process.env.IMAGES_BUCKET!, process.env.RECEIPTS_BUCKET!]) {
    await s3()
      .send(new CreateBucketCommand({ Bucket }))
      .catch((err: Error) => {
        if (!/BucketAlready/.test(err.name)) throw err;
      });
  }
  await seedStore({ now: SEED_NOW });
  return currentEnv();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The file (StoresFile) where each worker's store is written once seeded, for setup-env.ts. */
    storesFile: string;
    seedNow: string;
  }
}
