/**
 * Lighthouse (mobile emulation) on the home page, /tienda and a product page, 3 runs each,
 * printing the median performance, accessibility and best-practices scores.
 *
 *   npx tsx scripts/perf/lighthouse.ts [baseUrl]
 *
 * Without a base URL it builds nothing: it starts the local store (scripts/local/start.ts,
 * serving web/dist — run `npm run build -w web` first) on a free port with a fresh data folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const RUNS = 3;
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-background-networking", "--disable-gpu"];

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.on("error", rej);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`La tienda no respondió en ${url}`);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function main() {
  let base = process.argv[2];
  let store: ChildProcess | undefined;
  if (!base) {
    const port = await freePort();
    base = `http://localhost:${port}`;
    store = spawn("npx", ["tsx", "scripts/local/start.ts"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "tienda-lh-")) },
      stdio: "ignore",
      detached: true,
    });
    await waitFor(`${base}/api/categorias`, 180_000);
  }
  try {
    const first = (await (await fetch(`${base}/api/productos?limite=1`)).json()) as { productos: { id: string }[] };
    const pages = [
      { name: "Inicio", url: `${base}/` },
      { name: "Tienda", url: `${base}/tienda` },
      { name: "Producto", url: `${base}/producto/${first.productos[0]?.id ?? "p001"}` },
    ];
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: FLAGS });
    try {
      console.log(`Lighthouse móvil, ${RUNS} ejecuciones por página (mediana):`);
      for (const p of pages) {
        const scores = { performance: [] as number[], accessibility: [] as number[], "best-practices": [] as number[] };
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(p.url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices"],
            formFactor: "mobile",
            screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
          });
          const cats = result?.lhr.categories ?? {};
          for (const k of Object.keys(scores) as (keyof typeof scores)[]) scores[k].push(Math.round((cats[k]?.score ?? 0) * 100));
        }
        console.log(
          `  ${p.name.padEnd(9)} rendimiento ${median(scores.performance)}  accesibilidad ${median(scores.accessibility)}  buenas prácticas ${median(scores["best-practices"])}   (${p.url.replace(base, "") || "/"})`,
        );
      }
    } finally {
      chrome.kill();
    }
  } finally {
    if (store?.pid) process.kill(-store.pid, "SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
