/**
 * perf:lighthouse's renderer priority: the main thread of every renderer of the Chrome it measures
 * runs in Linux's round-robin real-time class (SCHED_RR, priority 1), set as each renderer starts.
 *
 * Why: Lighthouse's simulated throttling multiplies each main-thread task's observed wall time by 4,
 * taking it for the page's own work on a fast, otherwise idle computer. On a two-core host the
 * page's main thread shares the cores with Lighthouse's own tracing (Chrome's tracing service
 * among them), Chrome's browser process and software compositor, the
 * local store, DynamoDB Local and the HTTP/2 front, none of which a phone runs on the page's core.
 * Linux's scheduler (EEVDF) then makes the woken main thread wait behind the running thread's slice,
 * about a thousand times per load, and Lighthouse counts that run-queue wait as the page's
 * work. A nicer value changes a thread's share, not how soon it runs when woken; the real-time class
 * does (docs/performance.md, "Lighthouse on the shopper pages"). LH_PRIORITY=0 turns it off. Setting it needs root
 * or CAP_SYS_NICE; without them the run goes on and says so.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

export interface ProcInfo {
  ppid: number;
  /** Command line, arguments joined by spaces. */
  cmdline: string;
}

/** The parent pid from a /proc/<pid>/stat line (the command may hold spaces and parentheses). */
export function parentPid(stat: string): number {
  const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(rest[1]);
}

/** Whether a command line is a Chrome renderer's. */
export const isRenderer = (cmdline: string): boolean => cmdline.includes("--type=renderer");

/** A zygote, or a process just forked from one that has not taken its own command line yet. */
export const isZygote = (cmdline: string): boolean => cmdline.includes("--type=zygote");

/** Whether `pid` descends from `root` in the table (`lookup` reads a process not yet in it). */
export function descendsFrom(pid: number, root: number, lookup: (pid: number) => ProcInfo | undefined): boolean {
  for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
    if (p === root) return true;
    const info = lookup(p);
    if (!info) return false;
    p = info.ppid;
  }
  return false;
}

function readProc(pid: number): ProcInfo | undefined {
  try {
    return {
      ppid: parentPid(readFileSync(`/proc/${pid}/stat`, "utf8")),
      cmdline: readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " "),
    };
  } catch {
    return undefined; // gone, or not ours to read
  }
}

/** Puts one thread in SCHED_RR at priority 1 (util-linux's chrt). Resolves with an error message, or undefined. */
function setRealtime(pid: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn("chrt", ["--rr", "-p", "1", String(pid)], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", (e) => resolve(e.message));
    child.on("close", (code) => resolve(code === 0 ? undefined : err.trim() || `chrt salió con ${code}`));
  });
}

export interface RendererPriority {
  /** Stops watching; resolves with how many renderers were raised and the first failure, if any. */
  stop(): Promise<{ raised: number; failure?: string }>;
}

/**
 * Watches /proc every `intervalMs` for new renderers under the browser `root` and raises each
 * one's main thread (its pid: Linux's setscheduler on a pid is that one thread). After the first
 * failure it stops trying (a missing privilege fails the same way every time).
 */
export function raiseRenderers(root: number, intervalMs = 20, raise = setRealtime): RendererPriority {
  // Processes already raised, or known not to be renderers, are not read again.
  const settled = new Set<number>();
  const pending: Promise<void>[] = [];
  let raised = 0;
  let failure: string | undefined;
  const tick = () => {
    if (failure) return;
    for (const name of readdirSync("/proc")) {
      const pid = Number(name);
      if (!Number.isInteger(pid) || settled.has(pid)) continue;
      const info = readProc(pid);
      if (!info) continue;
      if (!isRenderer(info.cmdline)) {
        // A zygote's child is a renderer once it renames itself: read it again next time.
        if (!isZygote(info.cmdline)) settled.add(pid);
        continue;
      }
      settled.add(pid);
      if (!descendsFrom(pid, root, readProc)) continue;
      pending.push(
        raise(pid).then((err) => {
          if (err) failure ??= err;
          else raised++;
        }),
      );
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { raised, failure };
    },
  };
}
