import { pathToFileURL, fileURLToPath } from "node:url";
import { join } from "node:path";
import { jobs, type JobDef } from "@tienda/shared/jobs";

/**
 * The local runtime's scheduler: the same job modules the stack runs from EventBridge
 * schedules, on timers: once at start, then every 15 seconds (JOB_INTERVAL_SECONDS, or
 * JOB_INTERVAL_SECONDS_<NAME> for one job, e.g. _ENVIAR_CORREOS), so on a laptop an email or an
 * offer's end shows up within seconds rather than at the next minute. The
 * jobs only act on work that is due, so running them more often changes nothing else. A run
 * still going when the next one is due is not doubled here; the jobs are safe to run twice anyway.
 */
const JOBS_DIR = fileURLToPath(new URL("../../functions/src/jobs/", import.meta.url));

export async function loadJob(job: JobDef): Promise<(now?: Date) => Promise<unknown>> {
  const mod = (await import(/* @vite-ignore */ pathToFileURL(join(JOBS_DIR, `${job.handler}.ts`)).href)) as {
    runJob?: (now?: Date) => Promise<unknown>;
  };
  if (typeof mod.runJob !== "function") throw new Error(`Job ${job.handler} does not export runJob`);
  return mod.runJob;
}

export async function startJobTimers(log: (line: string) => void = console.log): Promise<() => void> {
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs as readonly JobDef[]) {
    const run = await loadJob(job);
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await run(new Date());
      } catch (err) {
        log(`Tienda: la tarea ${job.name} falló: ${(err as Error).message}`);
      } finally {
        running = false;
      }
    };
    void tick();
    // One job's own interval, e.g. JOB_INTERVAL_SECONDS_ENVIAR_CORREOS=1 (the browser tests' stores
    // send their emails every second without running every other job that often).
    const own = process.env[`JOB_INTERVAL_SECONDS_${job.name.toUpperCase().replace(/-/g, "_")}`];
    const seconds = Number(own) || Number(process.env.JOB_INTERVAL_SECONDS) || 15;
    const t = setInterval(() => void tick(), Math.min(job.everyMinutes * 60, seconds) * 1000);
    t.unref();
    timers.push(t);
  }
  return () => timers.forEach(clearInterval);
}
