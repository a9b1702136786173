import http from "node:http";
import { matchRoute } from "../../scripts/local/lambda-bridge";

/**
 * A simulated person for the benchmarks: each has its own loopback source address (so the
 * per-address limits count people, as behind CloudFront), its own cookies (session and the
 * checkout's device cookie, kept from Set-Cookie as a browser keeps them) and its own keep-alive
 * sockets. Benchmarks give each shopper its own email too: the store's limits then refuse only
 * what they exist to refuse, never the benchmark's own traffic.
 */

export interface Reply {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
}

/** Called once per answer, with the route as the route table names it. */
export type Recorder = (route: string, status: number, ms: number, body?: unknown) => void;

/**
 * The loopback address of visitor `i` of group `group` (0–199): 127.<group+10>.<hi>.<lo>, never
 * .0 or .255, unique for i < 62,500 per group.
 */
export function visitorAddress(group: number, i: number): string {
  if (group < 0 || group > 199 || i < 0 || i >= 62_500) throw new Error(`visitor ${group}/${i} out of range`);
  return `127.${group + 10}.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`;
}

export class Visitor {
  private agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  private cookies = new Map<string, string>();

  constructor(
    private port: number,
    readonly localAddress: string,
    private recordReply: Recorder,
    cookie = "",
  ) {
    for (const part of cookie.split(";")) {
      const [k, ...v] = part.trim().split("=");
      if (k) this.cookies.set(k, v.join("="));
    }
  }

  request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Reply> {
    const url = new URL(path, "http://127.0.0.1");
    const found = matchRoute(method, url.pathname);
    const routeName = found ? `${found.route.method} ${found.route.path}` : `${method} ${url.pathname}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const origin = `http://127.0.0.1:${this.port}`;
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(payload ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}),
      ...(method !== "GET" ? { "x-requested-with": "tienda", origin } : {}),
      ...(cookie ? { cookie } : {}),
      ...extra,
    };
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path,
          headers,
          agent: this.agent,
          localAddress: this.localAddress,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const status = res.statusCode ?? 0;
            for (const set of res.headers["set-cookie"] ?? []) {
              const [pair] = set.split(";");
              const [k, ...v] = pair!.split("=");
              if (k) this.cookies.set(k.trim(), v.join("="));
            }
            let parsed: unknown = undefined;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              parsed = text;
            }
            this.recordReply(routeName, status, performance.now() - started, parsed);
            resolve({ status, body: parsed, headers: res.headers });
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error(`${routeName} timed out`)));
      req.on("error", (err) => {
        this.recordReply(routeName, 0, performance.now() - started, undefined);
        reject(err);
      });
      if (payload) req.write(payload);
      req.end();
    });
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * Refusals by reason: every answer of the order route that is not 201, counted by status and the
 * store's Spanish message, so a benchmark says why it was refused, not only how often.
 */
export class Refusals {
  readonly byReason = new Map<string, number>();
  attempts = 0;

  note(status: number, body: unknown) {
    this.attempts++;
    if (status === 201) return;
    const mensaje = body && typeof body === "object" && "mensaje" in body ? String(body.mensaje) : "";
    const reason = `${status}${mensaje ? ` ${mensaje}` : ""}`;
    this.byReason.set(reason, (this.byReason.get(reason) ?? 0) + 1);
  }

  /** Refusals by a limit (429): the benchmark means to test none of them. */
  get limited(): number {
    return [...this.byReason].filter(([r]) => r.startsWith("429")).reduce((n, [, c]) => n + c, 0);
  }

  print(title: string) {
    console.log(`${title}: ${this.attempts} intentos de pedido`);
    if (this.byReason.size === 0) console.log("  sin rechazos");
    for (const [reason, n] of [...this.byReason].sort((a, b) => b[1] - a[1])) console.log(`  ${n}× ${reason}`);
  }

  /** More than 1 % of the orders refused by a limit the benchmark did not mean to test. */
  tooManyLimited(): boolean {
    return this.attempts > 0 && this.limited * 100 > this.attempts;
  }
}
