import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import {
  descendsFrom,
  isRenderer,
  isZygote,
  parentPid,
  raiseRenderers,
  type ProcInfo,
} from "../../../scripts/perf/renderer-priority";

/** perf:lighthouse raises the measured Chrome's renderer main threads, and only those (scripts/perf/renderer-priority.ts). */
describe("the renderer priority of perf:lighthouse", () => {
  const children: ChildProcess[] = [];
  // Waits until each is gone from /proc: a renderer still exiting would be the next test's first.
  afterEach(async () => {
    await Promise.all(
      children.splice(0).map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null || c.signalCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill();
          }),
      ),
    );
  });
  /** A process that lives until killed, with `args` on its command line. */
  const sleeper = (...args: string[]) => {
    const c = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", "--", ...args], { stdio: "ignore" });
    children.push(c);
    return c;
  };
  const until = async (cond: () => boolean) => {
    for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("reads the parent pid of a /proc stat line whose command has spaces and parentheses", () => {
    expect(parentPid("4242 (chromium (x) y) S 4100 4242 4242 0 -1 4194560")).toBe(4100);
    expect(parentPid("1 (init) S 0 1 1 0 -1")).toBe(0);
  });

  it("tells a renderer and a zygote by their command line", () => {
    expect(isRenderer("/usr/lib/chromium/chromium --type=renderer --enable-features=X")).toBe(true);
    expect(isRenderer("/usr/lib/chromium/chromium --type=gpu-process")).toBe(false);
    expect(
      isRenderer("/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService"),
    ).toBe(false);
    expect(isZygote("/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox")).toBe(true);
    expect(isZygote("/usr/lib/chromium/chromium --type=renderer")).toBe(false);
  });

  it("follows the parent chain to the browser, and stops at unknown processes", () => {
    const table = new Map<number, ProcInfo>([
      [300, { ppid: 200, cmdline: "chromium --type=renderer" }],
      [200, { ppid: 100, cmdline: "chromium --type=zygote" }],
      [100, { ppid: 1, cmdline: "chromium" }],
      [900, { ppid: 800, cmdline: "chromium --type=renderer" }],
      [800, { ppid: 1, cmdline: "chromium" }],
    ]);
    const lookup = (pid: number) => table.get(pid);
    expect(descendsFrom(300, 100, lookup)).toBe(true);
    expect(descendsFrom(100, 100, lookup)).toBe(true);
    expect(descendsFrom(900, 100, lookup)).toBe(false); // another browser's renderer
    expect(descendsFrom(555, 100, lookup)).toBe(false);
  });

  it("raises each renderer under the browser once, and leaves other processes alone", async () => {
    const raised: number[] = [];
    const watch = raiseRenderers(process.pid, 5, async (pid) => {
      raised.push(pid);
      return undefined;
    });
    const renderer = sleeper("--type=renderer");
    const gpu = sleeper("--type=gpu-process");
    await until(() => raised.includes(renderer.pid!));
    const later = sleeper("--type=renderer");
    await until(() => raised.includes(later.pid!));
    await new Promise((r) => setTimeout(r, 50));
    const result = await watch.stop();
    expect(raised.sort()).toEqual([renderer.pid!, later.pid!].sort());
    expect(raised).not.toContain(gpu.pid);
    expect(result).toEqual({ raised: 2, failure: undefined });
  });

  it("reports the first failure and stops trying after it", async () => {
    const tried: number[] = [];
    const watch = raiseRenderers(process.pid, 5, async (pid) => {
      tried.push(pid);
      return "Operation not permitted";
    });
    const first = sleeper("--type=renderer");
    await until(() => tried.length > 0);
    await new Promise((r) => setTimeout(r, 30));
    sleeper("--type=renderer");
    await new Promise((r) => setTimeout(r, 60));
    const result = await watch.stop();
    expect(tried).toEqual([first.pid]);
    expect(result).toEqual({ raised: 0, failure: "Operation not permitted" });
  });
});
