import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * Two small files the local runtime keeps in its data folder (DATA_DIR):
 *
 * - `tienda-local.json`, written while the store runs and removed when it stops: where its
 *   DynamoDB Local and S3 emulator listen (they take free ports at each start) and the table's
 *   name, so a command run beside it (`npm run create-admin` with the same DATA_DIR) finds the
 *   running store without an endpoint copied by hand.
 * - `sin-datos-de-ejemplo`, written when a folder is first started with `SEED=none`: that folder
 *   is a merchant's own store, so a later `npm start` without SEED=none does not pour the demo
 *   store into it.
 */
export const STATE_FILE = "tienda-local.json";
export const NO_SEED_MARKER = "sin-datos-de-ejemplo";

const StoreStateSchema = z.object({
  pid: z.number().int().positive(),
  tabla: z.string().min(1),
  region: z.string().min(1),
  dynamodb: z.url(),
  s3: z.url(),
  buckets: z.object({ imagenes: z.string().min(1), comprobantes: z.string().min(1) }),
});
export type StoreState = z.infer<typeof StoreStateSchema>;

export function writeStoreState(dataDir: string, state: StoreState): void {
  writeFileSync(join(dataDir, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** Removes the state file, only if it is this process's (a second start on the folder keeps its own). */
export function removeStoreState(dataDir: string, pid = process.pid): void {
  const file = join(dataDir, STATE_FILE);
  try {
    const current = StoreStateSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (current.success && current.data.pid !== pid) return;
    rmSync(file, { force: true });
  } catch {
    // No file (already removed) or unreadable: nothing of ours to remove.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type FindStoreResult =
  { found: true; state: StoreState } | { found: false; reason: "no-file" | "unreadable" | "not-running" };

/**
 * The running local store of `dataDir`. A state file left behind by a store that was killed
 * (SIGKILL, a crash) names a process that no longer exists: that is "not running".
 */
export function findRunningStore(dataDir: string): FindStoreResult {
  const file = join(dataDir, STATE_FILE);
  if (!existsSync(file)) return { found: false, reason: "no-file" };
  let parsed;
  try {
    parsed = StoreStateSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { found: false, reason: "unreadable" };
  }
  if (!parsed.success) return { found: false, reason: "unreadable" };
  if (!isAlive(parsed.data.pid)) return { found: false, reason: "not-running" };
  return { found: true, state: parsed.data };
}

export function hasNoSeedMarker(dataDir: string): boolean {
  return existsSync(join(dataDir, NO_SEED_MARKER));
}

export function writeNoSeedMarker(dataDir: string): void {
  writeFileSync(
    join(dataDir, NO_SEED_MARKER),
    "Esta carpeta se inició con SEED=none: npm start no carga aquí los datos de ejemplo.\n",
  );
}
