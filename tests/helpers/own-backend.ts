import { rmSync } from "node:fs";
import type { LocalBackend } from "../../scripts/local/runtime";
import { resetDbClient } from "../../functions/src/data/client";
import { resetS3Client } from "../../functions/src/lib/s3";
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
  for (const k of Object.keys(process.env)) if (!(k in savedEnv)) delete process.env[k];
  Object.assign(process.env, savedEnv);
  resetEnvCache();
  resetDbClient();
  resetS3Client();
}
