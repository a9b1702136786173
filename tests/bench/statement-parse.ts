/**
 * `npm run bench:statement`: how long the bank statement parser (shared/src/rules/statement-csv.ts,
 * run by POST /api/admin/conciliaciones and by the admin's browser before sending) takes on files
 * of 0.5, 1 and 2 MB (the importer's limit), ordinary and hostile. Prints figures and what each
 * file was answered; asserts nothing (tests/unit/shared/statement-csv-linear.test.ts checks the
 * answers and that the work grows linearly). `BENCH_SIZES_KB=100,300` measures other sizes.
 */
import { parseStatement, STATEMENT_MAX_BYTES } from "../../shared/src/rules/statement-csv";
import { hostileStatements, ordinaryStatement } from "../helpers/statement-files";

const sizes = (process.env.BENCH_SIZES_KB ?? "")
  .split(",")
  .map((s) => Number(s.trim()) * 1024)
  .filter((n) => n > 0);
const SIZES = sizes.length ? sizes : [STATEMENT_MAX_BYTES / 4, STATEMENT_MAX_BYTES / 2, STATEMENT_MAX_BYTES];

function timeParse(text: string): { ms: number; answer: string } {
  parseStatement(text.slice(0, 4096)); // warm the JIT on the same shape
  const start = performance.now();
  const r = parseStatement(text);
  const ms = performance.now() - start;
  return { ms, answer: r.ok ? `${r.abonos.length} abonos` : r.mensaje.slice(0, 70) };
}

console.log(`statement parser, Node ${process.version}`);
console.log("file".padEnd(28), "size".padStart(8), "ms".padStart(9), "  answer");
let worst = 0;
for (const bytes of SIZES) {
  const files: [string, string][] = [
    ["ordinary", ordinaryStatement(bytes)],
    ...Object.entries(hostileStatements(bytes)),
  ];
  for (const [name, text] of files) {
    const { ms, answer } = timeParse(text);
    worst = Math.max(worst, ms);
    console.log(
      name.padEnd(28),
      `${(bytes / 1024).toFixed(0)} KB`.padStart(8),
      ms.toFixed(1).padStart(9),
      ` ${answer}`,
    );
  }
}
console.log(`slowest: ${worst.toFixed(1)} ms`);
