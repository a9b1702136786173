/**
 * Main-thread work of shopper pages, measured in thread CPU time so that a busy machine moves the
 * figures little (Lighthouse's own timings are wall time and swing with the machine's load).
 * Loads each page several times in Chromium (phone viewport, no throttling), records a trace until
 * the page is quiet, and prints per page the medians of: the renderer main thread's CPU time in
 * tasks, the longest task, and an estimate of Lighthouse's total blocking time, Σ max(0, 4·cpu − 50 ms)
 * over the tasks, since Lighthouse's mobile preset multiplies task times by 4.
 *
 *   npx tsx scripts/perf/main-thread.ts http://localhost:3000 / /tienda /producto/p005
 *
 * A diagnostic to compare two builds of the SPA served side by side (WEB_ROOT in
 * scripts/local/start.ts); `npm run perf:lighthouse` on an idle machine is the figure of record.
 */
import type { Browser } from "puppeteer-core";
import { launchChromium, phonePage } from "./phone-page";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) throw new Error("uso: main-thread.ts <baseUrl> <ruta> [<ruta>...]");
const RUNS = Number(process.env.RUNS ?? 5);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

interface Figures {
  cpu: number;
  longest: number;
  tbt: number;
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const page = await phonePage(browser);
  await page.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "networkidle0" });
  const events = (JSON.parse(new TextDecoder().decode((await page.tracing.stop())!)) as { traceEvents: TraceEvent[] })
    .traceEvents;
  await page.close();
  // The page's renderer main thread: of the CrRendererMain threads, the one that worked most.
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const tasksOf = (m: TraceEvent) =>
    events.filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === m.pid && e.tid === m.tid);
  const busy = (ts: TraceEvent[]) => ts.reduce((a, t) => a + (t.tdur ?? t.dur ?? 0), 0);
  const tasks = mains.map(tasksOf).sort((a, b) => busy(b) - busy(a))[0] ?? [];
  const cpu = tasks.map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
  return {
    cpu: cpu.reduce((a, b) => a + b, 0),
    longest: Math.max(0, ...cpu),
    tbt: cpu.reduce((a, c) => a + Math.max(0, 4 * c - 50), 0),
  };
}

async function main() {
  const browser = await launchChromium();
  try {
    console.log(`mediana de ${RUNS} cargas (CPU del hilo principal, sin limitar; TBT estimado con 4×):`);
    console.log("  ruta                        CPU ms  tarea máx ms  TBT est. ms");
    for (const path of paths) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base + path));
      const m = (k: "cpu" | "longest" | "tbt") => median(runs.map((r) => r[k])).toFixed(0);
      console.log(`  ${path.padEnd(26)} ${m("cpu").padStart(7)} ${m("longest").padStart(13)} ${m("tbt").padStart(12)}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
