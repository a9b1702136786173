import { resolve } from "node:path";
import { startLocalBackend } from "./runtime";
import { startAppServer } from "./app-server";
import { UserFacingError } from "./dynamodb-local";
import { startJobTimers } from "./jobs";

/**
 * `npm start`: the whole store on one machine (no AWS account, no Docker).
 * PORT (default 3000) and DATA_DIR (default ./.data, git-ignored) can be set.
 * SEED=none starts what a fresh deployment has: the table and buckets, nothing in them.
 * `--dev` serves the SPA through Vite with hot reload instead of web/dist.
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? ".data");
const dev = process.argv.includes("--dev");

/** SEED unset: the demo store; SEED=none: an empty store. Anything else is a typo worth stopping for. */
function seedChoice(): false | undefined {
  const seed = process.env.SEED;
  if (seed === undefined || seed === "") return undefined;
  if (seed === "none") return false;
  throw new UserFacingError(`Tienda: SEED=${seed} no existe. Usa SEED=none para una tienda vacía, o no pongas SEED para la tienda de ejemplo.`);
}

async function main() {
  const origin = `http://localhost:${port}`;
  const seed = seedChoice();
  console.log(`Tienda: iniciando DynamoDB Local y el emulador de S3 (datos en ${dataDir})…`);
  const backend = await startLocalBackend({ dataDir, appOrigin: origin, seed });
  if (backend.seeded) console.log("Tienda: tienda vacía, datos de ejemplo cargados.");
  if (seed === false && backend.startedEmpty) {
    console.log("Tienda: SEED=none, sin datos de ejemplo (el primer administrador: npm run create-admin, ver README).");
  } else if (seed === false) {
    console.log("Tienda: SEED=none no borra nada: esta carpeta de datos ya tiene una tienda.");
  }
  if (backend.keptWithoutSeed) console.log("Tienda: esta carpeta de datos se inició con SEED=none; no se cargan datos de ejemplo.");

  let devMiddleware;
  let vite: { close(): Promise<void> } | undefined;
  if (dev) {
    const { createServer } = await import("vite");
    const v = await createServer({ root: resolve("web"), configFile: resolve("web/vite.config.ts"), server: { middlewareMode: true }, appType: "spa" });
    vite = v;
    devMiddleware = v.middlewares;
  }
  // WEB_ROOT serves another build of the SPA (e.g. an unminified one for profiling).
  const server = await startAppServer({ port, devMiddleware, webRoot: process.env.WEB_ROOT });
  // Background jobs (payment deadlines), as the stack's EventBridge schedules run them.
  const stopJobs = await startJobTimers();
  console.log(`Tienda lista en ${origin}  (Ctrl-C para detener)`);
  console.log(`Correos enviados por la tienda: ${backend.mail.webUrl}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nTienda: deteniendo…");
    stopJobs();
    server.close();
    server.closeAllConnections();
    await vite?.close();
    await backend.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  if (err instanceof UserFacingError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
