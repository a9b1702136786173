import fs from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * Stack traces that name our sources, with the source map read only when a trace is first written.
 *
 * A deployed function is one minified file with its source map beside it (infra/lib/function-bundle.ts).
 * Node's --enable-source-maps would read and decode that map (about 700 KB) as the module loads,
 * a tenth of every cold start's import, for traces that only a logged unexpected error writes. Here
 * the trace is formatted by V8's hook (called when an error's `stack` is first read), and the map
 * is read on that first call, once per container. Frames outside the bundle (Node's own) are written
 * as V8 writes them. Where no map lies beside the module (the sources run by the tests and the
 * local runtime), nothing is installed.
 */

/** The bundle this module was bundled into, as V8 names it in a trace. */
const bundleUrl = import.meta.url;
const mapFile = bundleUrl.startsWith("file:") ? `${fileURLToPath(bundleUrl)}.map` : undefined;

let sourceMap: SourceMap | null | undefined;

/** The bundle's source map, read once; null when it cannot be read (the frames stay as they are). */
function bundleMap(): SourceMap | null {
  if (sourceMap !== undefined) return sourceMap;
  try {
    sourceMap = new SourceMap(
      JSON.parse(fs.readFileSync(mapFile!, "utf8")) as ConstructorParameters<typeof SourceMap>[0],
    );
  } catch {
    sourceMap = null;
  }
  return sourceMap;
}

interface Origin {
  file: string;
  line: number;
  column: number;
  /** The original name at that position: at a call, the function called. */
  name?: string;
}

function originOf(frame: NodeJS.CallSite): Origin | null {
  if (frame.getFileName() !== bundleUrl) return null;
  const map = bundleMap();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  if (!map || line === null || column === null) return null;
  // findEntry takes and gives 0-based lines and columns; a trace shows them 1-based.
  const entry = map.findEntry(line - 1, column - 1) as Partial<{
    originalSource: string;
    originalLine: number;
    originalColumn: number;
    name: string;
  }>;
  if (entry.originalSource === undefined || entry.originalLine === undefined) return null;
  const source = new URL(entry.originalSource, bundleUrl);
  return {
    file: source.protocol === "file:" ? fileURLToPath(source) : source.href,
    line: entry.originalLine + 1,
    column: (entry.originalColumn ?? 0) + 1,
    ...(entry.name ? { name: entry.name } : {}),
  };
}

function describeError(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return "Error";
  }
}

function formatTrace(error: Error, frames: NodeJS.CallSite[]): string {
  const origins = frames.map(originOf);
  const lines = frames.map((frame, i) => {
    const origin = origins[i];
    if (!origin) return `    at ${String(frame)}`;
    // As Node names a mapped frame: the function's original name is the one its caller called.
    const name = origins[i + 1]?.name ?? frame.getFunctionName();
    const where = `${origin.file}:${origin.line}:${origin.column}`;
    const prefix = frame.isAsync() ? "async " : frame.isConstructor() ? "new " : "";
    return name ? `    at ${prefix}${name} (${where})` : `    at ${prefix}${where}`;
  });
  return [describeError(error), ...lines].join("\n");
}

if (mapFile && fs.existsSync(mapFile)) Error.prepareStackTrace = formatTrace;
