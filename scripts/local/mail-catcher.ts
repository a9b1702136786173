import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { waitFor } from "./ports";

/**
 * A real SMTP catcher on loopback (maildev, from the npm registry): the order emails the outbox
 * sends locally land in its web inbox, and tests read them through its REST API (`/api/email`).
 * Run as a child process, like DynamoDB Local, so Ctrl-C stops it with the store.
 */
export interface MailCatcher {
  smtpPort: number;
  webUrl: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(smtpPort: number, webPort: number, mailDir?: string): Promise<MailCatcher> {
  // maildev is a root devDependency; its package exports no CommonJS entry to resolve, so use its path.
  const bin = fileURLToPath(new URL("../../node_modules/maildev/dist/bin/maildev.js", import.meta.url));
  if (mailDir) mkdirSync(mailDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      bin,
      "--smtp",
      String(smtpPort),
      "--web",
      String(webPort),
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
      "--silent",
      ...(mailDir ? ["--mail-directory", mailDir] : []),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  let exited = false;
  child.on("exit", () => (exited = true));
  const webUrl = `http://127.0.0.1:${webPort}`;
  await waitFor(
    async () => {
      if (exited) throw new Error(`maildev exited: ${stderr}`);
      return (await fetch(`${webUrl}/api/healthz`)).ok;
    },
    30_000,
    "maildev",
  );
  return {
    smtpPort,
    webUrl,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
