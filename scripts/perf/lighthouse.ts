/**
 * `npm run perf:lighthouse`: Lighthouse with its default mobile emulation and throttling on every
 * shopper page, 3 runs each; prints per page the median performance, FCP, LCP, TBT, CLS and
 * accessibility, and exits with 1 when a page is under the thresholds:
 * performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 1.5 s, CLS ≤ 0.02, accessibility 100 (issue 49).
 *
 *   npx tsx scripts/perf/lighthouse.ts [baseUrl]
 *
 * Without a base URL it starts the local store (scripts/local/start.ts serving web/dist — run
 * `npm run build -w web` first) on a free port with a fresh data folder, and measures it through
 * an HTTP/2 front (./h2-front.ts), as shoppers reach the deployed store through CloudFront;
 * LH_HTTP1=1 measures the local store's own HTTP/1.1 instead. The cart and checkout
 * pages are measured with 3 lines in the guest cart (set in the page's storage before each run).
 * Every load starts with an empty HTTP cache (Lighthouse's default), as a first visit does; each page
 * is loaded once, unmeasured, before its measured loads, so the local store is warm (see WARMUP).
 * It is a benchmark: run it on an idle machine; it is not part of `npm test`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { startH2Front, type H2Front } from "./h2-front";
import { guestCart, withGuestCart } from "./phone-page";
import { raiseRenderers, type RendererPriority } from "./renderer-priority";

const RUNS = Number(process.env.LH_RUNS ?? 3);
/**
 * Before a page's measured loads, one load of it that is not measured (LH_WARMUP=0 turns it off).
 * The store, its DynamoDB Local and the HTTP/2 front run on the cores the browser under test uses;
 * the first time they serve a page they do work a shopper's phone never waits on (the front's cache
 * is empty, the store's handlers and DynamoDB Local's JIT are cold), and that work slowed the
 * browser's main thread, so the first load of each page was the slowest by far. The warm-up leaves each measured load
 * a first visit for the browser: Lighthouse empties its HTTP cache before every load.
 */
const WARMUP = process.env.LH_WARMUP !== "0";
/**
 * The main thread of each of the measured Chrome's renderers runs in the real-time class, so it is
 * not kept waiting for a core by Lighthouse's tracing, the local store or the front (see
 * ./renderer-priority.ts); LH_PRIORITY=0 turns it off.
 */
const PRIORITY = process.env.LH_PRIORITY !== "0";
/**
 * LH_PAGES=/tienda,/ofertas measures only those pages (names as printed); LH_JSON_DIR keeps each
 * run's report, and with LH_TRACE=1 also the trace Lighthouse recorded (`*.trace.json`, to open in
 * Chrome's performance panel or read its long tasks).
 */
const ONLY = process.env.LH_PAGES?.split(",").map((s) => s.trim());
const JSON_DIR = process.env.LH_JSON_DIR;
if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });
const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-background-networking", "--disable-gpu"];
/** The HTTP/2 front's certificate is a throwaway self-signed one. */
const FRONT_FLAGS = ["--ignore-certificate-errors"];
const THRESHOLDS = { performance: 95, tbt: 150, lcp: 1500, cls: 0.02, accessibility: 100 };

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

interface Product {
  id: string;
}

type Report = { audits: Record<string, { details?: unknown }> };

/** The store's requests in a Lighthouse report whose status `keep` selects, as "status url". */
function storeRequests(lhr: Report, site: string, keep: (status: number) => boolean): string[] {
  const items = (lhr.audits["network-requests"]?.details as { items?: Array<{ url: string; statusCode: number }> })
    ?.items;
  return (items ?? [])
    .filter((r) => r.url.startsWith(site) && keep(r.statusCode))
    .map((r) => `${r.statusCode} ${r.url.slice(site.length)}`);
}

/** Requests that failed or answered 5xx: the load is measured again. */
const brokenRequests = (lhr: Report, site: string) => storeRequests(lhr, site, (s) => s >= 500 || s < 0);

/**
 * Requests the store refused (4xx). A shopper's page load makes none, so the load did not measure
 * the page a shopper sees (as when the front once made every POST a 403: the checkout's summary
 * was measured in its error state); the run stops rather than report it.
 */
const refusedRequests = (lhr: Report, site: string) => storeRequests(lhr, site, (s) => s >= 400 && s < 500);

async function main() {
  let base = process.argv[2];
  let store: ChildProcess | undefined;
  let front: H2Front | undefined;
  if (!base) {
    const port = await freePort();
    base = `http://localhost:${port}`;
    store = spawn("npx", ["tsx", "scripts/local/start.ts"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "tienda-lh-")) },
      stdio: "ignore",
      detached: true,
    });
    await waitFor(`${base}/api/categorias`, 180_000);
    if (process.env.LH_HTTP1 !== "1") front = await startH2Front(base);
  }
  // The store is set up through `base`; the browser loads the pages from `site`.
  const site = front?.url ?? base;
  try {
    const list = (await (await fetch(`${base}/api/productos?limite=12&en_stock=true`)).json()) as {
      productos: Product[];
    };
    const cart = await guestCart(base, 3);
    const pages = [
      { name: "/", path: "/" },
      { name: "/tienda", path: "/tienda" },
      { name: "/tienda/ropa-mujer", path: "/tienda/ropa-mujer" },
      { name: "/categoria/casual", path: "/categoria/casual" },
      { name: "/producto/{id}", path: `/producto/${list.productos[0]!.id}` },
      { name: "/buscar?q=camisa", path: "/buscar?q=camisa" },
      { name: "/ofertas", path: "/ofertas" },
      { name: "/nuevos-productos", path: "/nuevos-productos" },
      { name: "/carrito (3 líneas)", path: "/carrito", cart },
      { name: "/carrito/pago", path: "/carrito/pago", cart },
      // An empty cart as well: a short page must not shift as its footer arrives (CLS ≤ 0.02).
      { name: "/carrito (vacío)", path: "/carrito" },
      { name: "/carrito/pago (vacío)", path: "/carrito/pago" },
    ];
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: front ? [...FLAGS, ...FRONT_FLAGS] : FLAGS,
    });
    const priority: RendererPriority | undefined = PRIORITY ? raiseRenderers(chrome.pid) : undefined;
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    let failed = 0;
    try {
      console.log(
        `Lighthouse móvil (emulación y limitación por defecto), mediana de ${RUNS} ejecuciones, ${site}${front ? " (HTTP/2)" : ""}:`,
      );
      console.log("  página                  rend.  FCP ms  LCP ms  TBT ms   CLS   accesib.   CPU  TBT por carga");
      for (const p of pages.filter((x) => !ONLY || ONLY.includes(x.name))) {
        const m = {
          performance: [] as number[],
          fcp: [] as number[],
          lcp: [] as number[],
          tbt: [] as number[],
          cls: [] as number[],
          accessibility: [] as number[],
          cpu: [] as number[],
        };
        let retries = 0;
        if (WARMUP) {
          // One load that is not measured, so the store and the front have served this page once
          // before the three that are (see WARMUP).
          const warm = await browser.newPage();
          await withGuestCart(warm, site, p.cart ?? "");
          await warm.goto(`${site}${p.path}`, { waitUntil: "networkidle0", timeout: 120_000 });
          await warm.close();
        }
        for (let i = 0; i < RUNS; i++) {
          const page = await browser.newPage();
          // The cart pages need lines in the guest cart before the page loads.
          await withGuestCart(page, site, p.cart ?? "");
          const result = await lighthouse(
            `${site}${p.path}`,
            {
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance", "accessibility"],
              // Lighthouse's default storage reset stays on: it empties the HTTP cache (each load
              // is a first visit, as for a new shopper) but not localStorage, so the guest cart
              // set above is still there.
            },
            undefined,
            page,
          );
          await page.close();
          const lhr = result!.lhr;
          // A load that lost one of the store's files measured a page that never rendered (its TBT
          // reads 0): measure it again rather than let it into the median.
          const broken = brokenRequests(lhr, site);
          if (broken.length > 0) {
            console.error(`  ${p.name}: carga ${i + 1} con peticiones fallidas (${broken.join(", ")})`);
            if (++retries > 2) throw new Error(`${p.name}: tres cargas con peticiones fallidas`);
            i--;
            continue;
          }
          const refused = refusedRequests(lhr, site);
          if (refused.length > 0) throw new Error(`${p.name}: la tienda rechazó ${refused.join(", ")}`);
          if (JSON_DIR)
            writeFileSync(join(JSON_DIR, `${p.name.replace(/[^a-z0-9]+/gi, "_")}-${i}.json`), JSON.stringify(lhr));
          if (JSON_DIR && process.env.LH_TRACE === "1")
            writeFileSync(
              join(JSON_DIR, `${p.name.replace(/[^a-z0-9]+/gi, "_")}-${i}.trace.json`),
              JSON.stringify(result!.artifacts.Trace),
            );
          m.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          m.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
          m.fcp.push(lhr.audits["first-contentful-paint"]?.numericValue ?? NaN);
          m.lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN);
          m.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? NaN);
          m.cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN);
          m.cpu.push(lhr.environment.benchmarkIndex);
        }
        const row = {
          performance: median(m.performance),
          fcp: median(m.fcp),
          lcp: median(m.lcp),
          tbt: median(m.tbt),
          cls: median(m.cls),
          accessibility: median(m.accessibility),
          cpu: median(m.cpu),
        };
        const ok =
          row.performance >= THRESHOLDS.performance &&
          row.tbt <= THRESHOLDS.tbt &&
          row.lcp <= THRESHOLDS.lcp &&
          row.cls <= THRESHOLDS.cls &&
          row.accessibility >= THRESHOLDS.accessibility;
        if (!ok) failed++;
        console.log(
          `  ${p.name.padEnd(22)} ${String(row.performance).padStart(5)} ${row.fcp.toFixed(0).padStart(7)} ${row.lcp.toFixed(0).padStart(7)} ${row.tbt.toFixed(0).padStart(7)} ${row.cls.toFixed(3).padStart(6)} ${String(row.accessibility).padStart(8)} ${row.cpu.toFixed(0).padStart(5)}  ${m.tbt.map((t) => t.toFixed(0)).join("/")}  ${ok ? "ok" : "POR DEBAJO"}`,
        );
      }
    } finally {
      await browser.disconnect();
      const raised = await priority?.stop();
      chrome.kill();
      if (raised?.failure)
        console.error(
          `Aviso: el hilo principal del navegador no pudo pasar a tiempo real (${raised.failure}); las cifras incluyen su espera por un núcleo.`,
        );
      else if (raised)
        console.log(
          `Hilo principal de ${raised.raised} proceso(s) de renderizado en tiempo real (SCHED_RR; LH_PRIORITY=0 lo desactiva).`,
        );
      else console.log("Hilo principal del navegador con la prioridad por defecto (LH_PRIORITY=0).");
    }
    console.log(
      `Umbrales: rendimiento ≥ ${THRESHOLDS.performance}, TBT ≤ ${THRESHOLDS.tbt} ms, LCP ≤ ${THRESHOLDS.lcp} ms, CLS ≤ ${THRESHOLDS.cls}, accesibilidad ${THRESHOLDS.accessibility}.`,
    );
    // Lighthouse's own CPU benchmark of the host during each load: TBT scales with it, so figures
    // from two days are comparable only beside it (Lighthouse warns of a slow host under 1000).
    console.log(
      "CPU: benchmarkIndex de Lighthouse (mediana de las cargas; más alto, máquina más rápida; Lighthouse avisa por debajo de 1000).",
    );
    if (failed > 0) {
      console.error(`${failed} página(s) por debajo de los umbrales.`);
      process.exitCode = 1;
    }
  } finally {
    await front?.close();
    if (store?.pid) process.kill(-store.pid, "SIGTERM");
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
