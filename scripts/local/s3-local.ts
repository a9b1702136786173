import { fork } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The S3 emulator (s3rver, a small S3-compatible server) on loopback, in a process of its own like
 * DynamoDB Local and the mail catcher: S3 is another service, so its work (file reads and writes,
 * checksums, XML) never waits behind the handlers' on one event loop, nor theirs behind its.
 */
export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Browser uploads go straight to the emulator with presigned POSTs, so it needs CORS. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const SERVER = fileURLToPath(new URL("./s3-server.mjs", import.meta.url));

export async function startS3Local(port: number, directory: string, buckets: string[]): Promise<S3Local> {
  mkdirSync(directory, { recursive: true });
  const configs = buckets.map((name) => ({ name, configs: [CORS] }));
  // No inherited loader flags (tsx): the child is plain JavaScript and starts faster without them.
  const child = fork(SERVER, [String(port), directory, JSON.stringify(configs)], {
    execArgv: [],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  let exited = false;
  child.on("exit", () => (exited = true));
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`The S3 emulator exited (${code}): ${stderr}`));
    child.once("exit", onExit);
    child.once("message", (m: { ready?: boolean; error?: string }) => {
      child.off("exit", onExit);
      if (m.ready) resolve();
      else reject(new Error(`The S3 emulator did not start: ${m.error ?? stderr}`));
    });
  });
  // The emulator must not keep the store's process alive by its channel alone.
  child.unref();
  child.channel?.unref();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
