import { resolve } from "node:path";
import { startLocalBackend } from "./runtime";
import { startAppServer } from "./app-server";
import { UserFacingError } from "./dynamodb-local";
import { startJobTimers } from "./jobs";

/**
 * `npm start`: the whole store on one machine (no AWS account, no Docker).
 * PORT (default 3000) and DATA_DIR (default ./.data, git-ignored) can be set.
 * `--dev` serves the SPA through Vite with hot reload instead of web/dist.
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? ".data");
const dev = process.argv.includes("--dev");

async function main() {
  const origin = `http://localhost:${port}`;
  console.log(`Tienda: iniciando DynamoDB Local y el emulador de S3 (datos en ${dataDir})…`);
  const backend = await startLocalBackend({ dataDir, appOrigin: origin });
  if (backend.seeded) console.log("Tienda: tienda vacía, datos de ejemplo cargados.");

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
