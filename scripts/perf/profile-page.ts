/**
 * Where a shopper page's start-up JavaScript time goes: loads one page in Chromium with the
 * CPU slowed 4× (as Lighthouse's mobile preset), records a V8 CPU profile from navigation until
 * the page is quiet, and prints self time per source module (and per package), plus the
 * heaviest functions.
 *
 *   npx vite build --minify false --outDir /tmp/dist-prof   (in web/; keeps the module regions)
 *   WEB_ROOT=/tmp/dist-prof PORT=4999 npx tsx scripts/local/start.ts &
 *   npx tsx scripts/perf/profile-page.ts http://localhost:4999/tienda
 *
 * Against an unminified build, rolldown starts each module with a `// <path>` comment, so each sample's
 * line maps back to the module it came from. EVAL_ONLY=1 keeps the modules' evaluation only;
 * UNDER=<function or module> keeps what it called (UNDER=performSyncWorkOnRoot: unsliced renders).
 * CART=3 puts 3 lines in the guest cart first (for /carrito and /carrito/pago).
 * It is a diagnostic, not a test.
 */
import { readFileSync } from "node:fs";
import { guestCart, launchChromium, phonePage, withGuestCart } from "./phone-page";

const url = process.argv[2] ?? "";
const distDir = process.env.WEB_ROOT ?? "/tmp/dist-prof";
if (!url) throw new Error("uso: profile-page.ts <url>");

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** line → module, from the bundle's region comments. */
const regionCache = new Map<string, string[]>();
function moduleOf(scriptUrl: string, line: number): string {
  const path = new URL(scriptUrl).pathname;
  if (!path.startsWith("/assets/")) return path;
  let lines = regionCache.get(path);
  if (!lines) {
    lines = [];
    let current = "(chunk)";
    const src = readFileSync(`${distDir}${path}`, "utf8").split("\n");
    for (const l of src) {
      const m = /^\/\/ ((?:\.\.\/)*(?:\S*\/)?(?:node_modules|src)\/\S+\.[cm]?[jt]sx?)$/.exec(l);
      if (m) current = m[1]!;
      lines.push(current);
    }
    regionCache.set(path, lines);
  }
  return lines[line] ?? "(chunk)";
}

function packageOf(mod: string): string {
  const nm = mod.lastIndexOf("node_modules/");
  if (nm < 0) return mod.startsWith("src/") ? "app: " + mod.split("/").slice(0, 3).join("/") : mod;
  const rest = mod.slice(nm + "node_modules/".length).split("/");
  return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
}

async function main() {
  const browser = await launchChromium();
  try {
    const page = await phonePage(browser);
    const origin = new URL(url).origin;
    await withGuestCart(page, origin, await guestCart(origin, Number(process.env.CART ?? 0)));
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "networkidle0" });
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as {
      profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
    };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    // EVAL_ONLY=1 keeps only the samples under a bundle's top-level module code (its evaluation).
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const underModuleTop = (id: number): boolean => {
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        if (f.functionName === "" && f.lineNumber === 0 && f.url.includes("/assets/")) return true;
      }
      return false;
    };
    // UNDER=<function name or module path part> keeps only the samples with such a caller, e.g.
    // UNDER=performSyncWorkOnRoot: React's synchronous (unsliced) renders.
    const under = process.env.UNDER;
    const underModule = (id: number): boolean => {
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        if (f.functionName === under) return true;
        if (f.url.startsWith("http") && moduleOf(f.url, f.lineNumber).includes(under!)) return true;
      }
      return false;
    };
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
    const byModule = new Map<string, number>();
    const byPackage = new Map<string, number>();
    const byFn = new Map<string, number>();
    let total = 0;
    for (const [id, ms] of self) {
      const n = byId.get(id)!;
      const { url: u, functionName, lineNumber } = n.callFrame;
      if (!u || functionName === "(idle)" || functionName === "(program)") continue;
      if (process.env.EVAL_ONLY && !underModuleTop(id)) continue;
      if (under && !underModule(id)) continue;
      total += ms;
      const mod = u.startsWith("http") ? moduleOf(u, lineNumber) : u;
      byModule.set(mod, (byModule.get(mod) ?? 0) + ms);
      const pkg = packageOf(mod);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
      const file = u.startsWith("http") ? new URL(u).pathname.replace("/assets/", "") : u;
      const key = `${functionName || "(anon)"}  ${mod === "(chunk)" ? file : mod}:${lineNumber + 1}`;
      byFn.set(key, (byFn.get(key) ?? 0) + ms);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`)
        .join("\n");
    console.log(`JS self time (4× CPU): ${total.toFixed(0)} ms\n\nby package:\n${top(byPackage, 15)}`);
    console.log(`\nby module:\n${top(byModule, 25)}\n\nby function:\n${top(byFn, 30)}`);
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
