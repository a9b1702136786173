/**
 * `npm run checks`: the typecheck and lint side by side. The typecheck script's steps (the root
 * program and the SPA's, package.json "typecheck") run as separate processes too: each tsc and
 * ESLint is one single-threaded process, so on two cores three of them end sooner than the two
 * typechecks one after the other beside lint. npm scripts named as arguments run beside them
 * (`npm test` passes `build`: the SPA's Vite build, which the tests need, no longer waits for the
 * checks). Each one's output is printed whole once it ends (never interleaved); exits 1 when any
 * fails.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const scripts = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

interface Task {
  name: string;
  command: string;
}

const tasks: Task[] = [
  // "tsc -p tsconfig.json --noEmit && tsc -p web/tsconfig.json --noEmit": independent programs.
  ...scripts.typecheck!.split("&&").map((command, i) => ({ name: `typecheck ${i + 1}`, command: command.trim() })),
  { name: "lint", command: "npm run --silent lint" },
  ...process.argv.slice(2).map((script) => {
    if (!scripts[script]) throw new Error(`No npm script "${script}" in package.json`);
    return { name: script, command: `npm run --silent ${script}` };
  }),
];

function run(task: Task): Promise<{ task: Task; code: number; output: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    // Through a shell, as npm runs a script (node_modules/.bin is on the PATH npm gave us).
    const child = spawn(task.command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ task, code: code ?? 1, output, ms: performance.now() - started }));
  });
}

const results = await Promise.all(tasks.map(run));
for (const r of results) {
  if (r.output.trim()) process.stdout.write(r.output.endsWith("\n") ? r.output : `${r.output}\n`);
  process.stdout.write(
    `${r.task.name} (${r.task.command}): ${r.code === 0 ? "ok" : `failed (exit ${r.code})`} in ${(r.ms / 1000).toFixed(1)} s\n`,
  );
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
