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
 * CART=3 puts 3 lines in the guest cart first (for /carrito and /carrito/pago); TASKS=1 also prints,
 * for the last load of each page, every task over 10 ms with what it spent its time on.
 *
 * A diagnostic to compare two builds of the SPA served side by side (WEB_ROOT in
 * scripts/local/start.ts); `npm run perf:lighthouse` on an idle machine is the figure of record.
 */
import type { Browser } from "puppeteer-core";
import { guestCart, launchChromium, phonePage, withGuestCart } from "./phone-page";
import type { TraceEvent } from "./trace-event";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) throw new Error("uso: main-thread.ts <baseUrl> <ruta> [<ruta>...]");
const RUNS = Number(process.env.RUNS ?? 5);
const CART_LINES = Number(process.env.CART ?? 0);
const SHOW_TASKS = process.env.TASKS === "1";
const TASK_MIN_MS = Number(process.env.TASK_MIN ?? 10);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

interface Figures {
  cpu: number;
  longest: number;
  tbt: number;
}

async function measure(browser: Browser, url: string, cart: string, showTasks: boolean): Promise<Figures> {
  const page = await phonePage(browser);
  await withGuestCart(page, base!, cart);
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
  if (showTasks) printTasks(events, tasks);
  return {
    cpu: cpu.reduce((a, b) => a + b, 0),
    longest: Math.max(0, ...cpu),
    tbt: cpu.reduce((a, c) => a + Math.max(0, 4 * c - 50), 0),
  };
}

/** Each task over 10 ms of thread time: when it started, and its time per kind of work inside. */
function printTasks(events: TraceEvent[], tasks: TraceEvent[]): void {
  const t0 = Math.min(...tasks.map((t) => t.ts));
  const kinds = new Set(["EvaluateScript", "v8.compile", "FunctionCall", "TimerFire", "EventDispatch", "FireAnimationFrame",
    "ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "PrePaint", "Layerize", "RunMicrotasks", "FireIdleCallback",
    "XHRReadyStateChange", "ResourceReceivedData", "Commit", "v8.evaluateModule", "EvaluateModule"]);
  for (const t of tasks) {
    const ms = (t.tdur ?? t.dur ?? 0) / 1000;
    if (ms < TASK_MIN_MS) continue;
    const end = t.ts + (t.dur ?? 0);
    const inside = events.filter(
      (e) => e.ph === "X" && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < end && kinds.has(e.name),
    );
    const by = new Map<string, number>();
    for (const e of inside) by.set(e.name, (by.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    const parts = [...by].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`);
    console.log(`    @${((t.ts - t0) / 1000).toFixed(0).padStart(5)} ms  ${ms.toFixed(1).padStart(5)} ms  ${parts.join(", ")}`);
  }
}

async function main() {
  const browser = await launchChromium();
  try {
    console.log(`mediana de ${RUNS} cargas (CPU del hilo principal, sin limitar; TBT estimado con 4×):`);
    console.log("  ruta                        CPU ms  tarea máx ms  TBT est. ms");
    for (const path of paths) {
      const runs: Figures[] = [];
      const cart = await guestCart(base!, CART_LINES);
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base + path, cart, SHOW_TASKS && i === RUNS - 1));
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
