/**
 * How much of Lighthouse's total blocking time is the page's own work, and how much is waiting for
 * a core. Reads the reports and traces `LH_JSON_DIR=<dir> LH_TRACE=1 npm run perf:lighthouse` kept,
 * and prints per load, beside Lighthouse's TBT and simulated FCP, Lighthouse's rule applied to the
 * trace's main-thread tasks after the observed first contentful paint: Σ max(0, m·t − 50 ms), with
 * m = 4 (its mobile CPU slowdown) or 2 for a task that lays out (its layout multiplier), and t each
 * task's wall time, then its thread CPU time. On a quiet many-core machine the two agree; where
 * they differ, the tasks waited for a core while they ran (docs/performance.md, "Comparing two
 * builds").
 *
 *   npx tsx scripts/perf/trace-tbt.ts <dir>
 *
 * A diagnostic; Lighthouse's own figure is the one of record.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TraceEvent } from "./trace-event";


export interface TaskTime {
  /** Wall time, ms. */
  wall: number;
  /** Thread CPU time, ms. */
  cpu: number;
  /** Whether the task ran a layout (Lighthouse halves its slowdown for those). */
  layout: boolean;
}

const SLOWDOWN = 4;
const LAYOUT_SLOWDOWN = 2;

/** Lighthouse's blocking time of one task, from a time in ms. */
export function blocking(ms: number, layout: boolean): number {
  return Math.max(0, (layout ? LAYOUT_SLOWDOWN : SLOWDOWN) * ms - 50);
}

/** Blocking time of the tasks, from their wall and from their CPU time. */
export function estimate(tasks: TaskTime[]): { wall: number; cpu: number } {
  let wall = 0;
  let cpu = 0;
  for (const t of tasks) {
    wall += blocking(t.wall, t.layout);
    cpu += blocking(t.cpu, t.layout);
  }
  return { wall, cpu };
}

/** The renderer main thread's tasks that end after the page's first contentful paint. */
function tasksAfterFcp(events: TraceEvent[]): TaskTime[] {
  const nav = events.find(
    (e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!nav) return [];
  const onMain = (e: TraceEvent) => e.pid === nav.pid && e.tid === nav.tid;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && onMain(e));
  const from = fcp?.ts ?? nav.ts;
  const complete = events.filter((e) => onMain(e) && e.ph === "X" && e.ts >= nav.ts && e.dur !== undefined);
  const layouts = complete.filter((e) => e.name === "Layout").sort((a, b) => a.ts - b.ts);
  return complete
    .filter((e) => e.name === "RunTask" && e.ts + e.dur! >= from)
    .map((t) => ({
      wall: t.dur! / 1000,
      cpu: (t.tdur ?? 0) / 1000,
      layout: layouts.some((l) => l.ts >= t.ts && l.ts < t.ts + t.dur!),
    }));
}

function main(dir: string) {
  const traces = readdirSync(dir)
    .filter((f) => f.endsWith(".trace.json"))
    .sort();
  if (!traces.length) throw new Error(`no hay trazas en ${dir} (LH_TRACE=1 y LH_JSON_DIR al medir)`);
  console.log("carga                             TBT LH  FCP sim.  est. (pared)  est. (CPU)  pared/CPU tareas largas");
  const sums = { lh: 0, wall: 0, cpu: 0 };
  for (const f of traces) {
    const raw = JSON.parse(readFileSync(join(dir, f), "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
    const report = JSON.parse(readFileSync(join(dir, f.replace(/\.trace\.json$/, ".json")), "utf8")) as {
      audits: Record<string, { numericValue?: number }>;
    };
    const tbt = report.audits["total-blocking-time"]?.numericValue ?? 0;
    const fcp = report.audits["first-contentful-paint"]?.numericValue ?? 0;
    const tasks = tasksAfterFcp(events);
    const est = estimate(tasks);
    const long = tasks.filter((t) => t.wall > 12.5);
    const ratio = long.reduce((s, t) => s + t.wall, 0) / Math.max(1, long.reduce((s, t) => s + t.cpu, 0));
    sums.lh += tbt;
    sums.wall += est.wall;
    sums.cpu += est.cpu;
    const n = (x: number, w: number) => String(Math.round(x)).padStart(w);
    console.log(
      `${f.replace(/\.trace\.json$/, "").padEnd(32)} ${n(tbt, 6)} ${n(fcp, 9)} ${n(est.wall, 13)} ${n(est.cpu, 11)}  ${ratio.toFixed(1).padStart(8)}`,
    );
  }
  const k = traces.length;
  console.log(
    `media de ${k} cargas: TBT ${Math.round(sums.lh / k)} ms; estimado con tiempo de pared ${Math.round(sums.wall / k)} ms, con tiempo de CPU ${Math.round(sums.cpu / k)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2] ?? "");
