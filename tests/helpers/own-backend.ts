import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { DeleteTableCommand } from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import type { LocalBackend } from "../../scripts/local/runtime";
import { ensureTable } from "../../scripts/local/provision";
import { seedStore, type SeedOptions } from "../../scripts/local/seed-store";
import { db, resetDbClient } from "../../functions/src/data/client";
import { resetS3Client, s3 } from "../../functions/src/lib/s3";
import { resetEnvCache } from "../../functions/src/lib/env";

/**
 * Undoes a test file's own local store (one started on a data folder of its own, so the suite's
 * seeded backend is never touched): stops it, removes the folder, and puts back the environment
 * it set (`savedEnv`, copied before it started) and the clients cached against it.
 */
export async function stopOwnBackend(
  backend: LocalBackend | undefined,
  dataDir: string,
  savedEnv: NodeJS.ProcessEnv,
): Promise<void> {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  restoreEnv(savedEnv);
}

function restoreEnv(savedEnv: NodeJS.ProcessEnv): void {
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
  resetEnvCache();
  resetDbClient();
  resetS3Client();
}

/** A store of a test file's own on the suite's emulators (startOwnStore()). */
export interface OwnStore {
  /** Its table's name (`tienda-<random>`), on the suite's DynamoDB Local. */
  table: string;
  /** Deletes the table and puts back the environment and the clients cached against the store. */
  stop(): Promise<void>;
}

/**
 * A store of the calling test file's own, as `SEED=none npm start` (seed: false) or `npm start`
 * (seed options) makes one, but on the suite's DynamoDB Local and S3 emulator (global-setup.ts):
 * a table and two buckets under fresh names, so the suite's seeded store is never touched and no
 * emulator is started for one file. Emails go to the suite's mail catcher.
 */
export async function startOwnStore(opts: { seed: SeedOptions | false }): Promise<OwnStore> {
  const savedEnv = { ...process.env };
  const suffix = randomUUID().slice(0, 8);
  const table = `tienda-${suffix}`;
  Object.assign(process.env, {
    TABLE_NAME: table,
    IMAGES_BUCKET: `tienda-productos-${suffix}`,
    RECEIPTS_BUCKET: `tienda-comprobantes-${suffix}`,
    // A merchant's store (SEED=none) has no demo accounts (scripts/local/runtime.ts).
    ...(opts.seed === false ? { DEMO_MODE: "false" } : {}),
  });
  resetEnvCache();
  resetDbClient();
  resetS3Client();
  await ensureTable(process.env.DYNAMODB_ENDPOINT!, table);
  for (const Bucket of [process.env.IMAGES_BUCKET!, process.env.RECEIPTS_BUCKET!])
    await s3().send(new CreateBucketCommand({ Bucket }));
  if (opts.seed !== false) await seedStore(opts.seed);
  return {
    table,
    async stop() {
      await db()
        .send(new DeleteTableCommand({ TableName: table }))
        .catch(() => undefined);
      restoreEnv(savedEnv);
    },
  };
}
