import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { startAppServer } from "../../../scripts/local/app-server";

/**
 * The local one-origin server (SPA + /api/* + /img/*) on a free loopback port, over a tiny
 * built-SPA stand-in, for tests that must go through real HTTP (raw paths, HEAD, headers).
 */
export async function startTestAppServer(): Promise<{ origin: string; stop(): Promise<void> }> {
  const webRoot = mkdtempSync(join(tmpdir(), "tienda-web-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Tienda</title>");
  // Two of the landing pages' own HTML files (web/build/preload-app.ts); the others are missing.
  mkdirSync(join(webRoot, "landing"));
  writeFileSync(join(webRoot, "landing", "home.html"), "<!doctype html><title>Tienda · home</title>");
  writeFileSync(join(webRoot, "landing", "shop.html"), "<!doctype html><title>Tienda · shop</title>");
  writeFileSync(join(webRoot, "assets", "app.js"), "console.log('tienda');");
  const server: Server = await startAppServer({ port: 0, webRoot });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/**
 * One test app server for the calling file's tests: started before them, stopped after them.
 * Read `origin` inside a test (the server is not up while the file is being collected).
 */
export function useTestAppServer(): { readonly origin: string } {
  let app: Awaited<ReturnType<typeof startTestAppServer>> | undefined;
  beforeAll(async () => {
    app = await startTestAppServer();
  });
  afterAll(async () => {
    await app?.stop();
  });
  return {
    get origin() {
      if (!app) throw new Error("el servidor de prueba no está en marcha");
      return app.origin;
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP request with the path sent exactly as given (fetch would normalise '..' and some
 * escapes; an attacker's client does not).
 */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = String(v);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}
