/**
 * `npm run checks`: the typecheck and lint side by side. Each is one single-threaded process, so on
 * two cores they take as long together as the typecheck alone. Each one's output is printed whole
 * once it ends (never interleaved); exits 1 when either fails.
 */
import { spawn } from "node:child_process";

const SCRIPTS = ["typecheck", "lint"] as const;

function run(script: string): Promise<{ script: string; code: number; output: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ script, code: code ?? 1, output, ms: performance.now() - started }));
  });
}

const results = await Promise.all(SCRIPTS.map(run));
for (const r of results) {
  if (r.output.trim()) process.stdout.write(r.output.endsWith("\n") ? r.output : `${r.output}\n`);
  process.stdout.write(
    `${r.script}: ${r.code === 0 ? "ok" : `failed (exit ${r.code})`} in ${(r.ms / 1000).toFixed(1)} s\n`,
  );
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
