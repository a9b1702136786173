/**
 * Starting and stopping a store for the browser tests: a real `scripts/local/start.ts` (its own
 * DynamoDB Local, S3 emulator and mail catcher on free loopback ports, its own data folder).
 * Used by the store broker (./store-broker.ts); the tests reach their store through the fixture in
 * ./store.ts.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../../scripts/local/ports";

export interface StoreInfo {
  /** e.g. http://localhost:41234 */
  url: string;
  /** The mail catcher's web API (`/api/email`), where the tests read what the store sent. */
  mailWebPort: number;
  /** Its data folder (`npm run create-admin` finds the store through it). */
  dataDir: string;
}

export interface RunningStore extends StoreInfo {
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, "../../..");
const START_TIMEOUT_MS = 180_000;

/**
 * Starts `scripts/local/start.ts` with a fresh data folder on free ports and waits until it answers
 * GET /api/categorias. `seed: "none"` is SEED=none. A port taken between asking for it and binding
 * it (another process on this machine) makes the store exit at once: it is started again on
 * other ports.
 */
export async function startStore({
  name,
  seed,
  signal,
}: {
  name: string;
  seed?: "none";
  /** Aborted (the run is over): a store still starting is stopped and the start fails. */
  signal?: AbortSignal;
}): Promise<RunningStore> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(name, seed, signal);
    } catch (err) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(err))) throw err;
    }
  }
}

async function startOnce(name: string, seed: "none" | undefined, signal?: AbortSignal): Promise<RunningStore> {
  const port = await freePort();
  const mailWebPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `tienda-e2e-${name}-`));
  const url = `http://localhost:${port}`;
  // One node process (tsx as a loader, not its CLI's extra process), in its own process group so
  // stop() also ends DynamoDB Local and maildev should the store not stop them itself.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/local/start.ts"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_WEB_PORT: String(mailWebPort),
      // The outbox's sender every second instead of every 15 s: an email shows up about as soon as
      // the order that sends it is placed (in the cloud the sender runs every minute; no test here
      // is about that minute). The other jobs keep their pace.
      JOB_INTERVAL_SECONDS_ENVIAR_CORREOS: "1",
      ...(seed ? { SEED: seed } : { SEED: "" }),
    },
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  let exited: number | null | undefined;
  const exit = new Promise<void>((res) =>
    child.once("exit", (code) => {
      exited = code;
      res();
    }),
  );

  // The whole group at once (the store, its DynamoDB Local, S3 emulator and mail catcher): its
  // data folder is deleted next, so nothing needs a clean shutdown, and the store's own orderly
  // stop of each in turn left the machine idle for ~10 s at the end of every run.
  const stop = async () => {
    killGroup(child.pid);
    if (exited === undefined) await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}/api/categorias`))) {
    if (exited !== undefined || Date.now() > deadline || signal?.aborted) {
      await stop();
      const why = signal?.aborted
        ? "se detuvo al terminar la prueba"
        : exited !== undefined
          ? `terminó (código ${exited})`
          : `no respondió en ${START_TIMEOUT_MS / 1000} s`;
      throw new Error(`La tienda ${name} (${url}) ${why}:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, mailWebPort, dataDir, stop };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // The group is gone already.
  }
}
