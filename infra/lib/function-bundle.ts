/**
 * How every Lambda's code is bundled: the stack (infra/lib/endpoint-function.ts), the size and
 * import report (`npm run perf:functions`) and the tests (tests/infra/function-size.test.ts,
 * no-secrets-in-artifacts.test.ts) all build with these options, so what they measure is what is
 * deployed.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { routes, type Grant, type RouteDef } from "@tienda/shared/routes";
import { jobs, type JobDef } from "@tienda/shared/jobs";
import { PAGE_RENDERER } from "@tienda/shared/page-renderer";
import { defaultHandlersDir, defaultJobsDir, repoRoot } from "./paths.ts";

/** CommonJS dependencies inside an ESM bundle still call require(). */
export const FUNCTION_BANNER =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** The file each function's bundle is written to; the Lambda handler is `index.handler`. */
export const FUNCTION_OUTFILE = "index.mjs";

/** What changes between functions' bundles. */
export interface FunctionBundleFlags {
  /**
   * The function may drop the edge's copies (its route or job is granted "cdn:invalidate"): only
   * then does its bundle hold the CloudFront client (functions/src/lib/edge-purge.ts).
   */
  edgePurge: boolean;
}

/** The global functions/src/lib/edge-purge.ts reads; unset (tests, the local runtime) means true. */
export const EDGE_PURGE_DEFINE = "TIENDA_EDGE_PURGE";

/**
 * esbuild's options for the functions (without entry points or output). The AWS SDK is bundled
 * too: the deployed code then runs the versions in package-lock.json, and packages the runtime
 * lacks (@aws-sdk/s3-presigned-post) are included.
 */
export function functionBuildOptions(flags: FunctionBundleFlags): BuildOptions {
  return {
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    mainFields: ["module", "main"],
    minify: true,
    // Stack traces name our sources: the map beside the bundle is read when a trace is first
    // written (functions/src/lib/stack-traces.ts), not at load; it leaves out the sources' text.
    sourcemap: true,
    sourcesContent: false,
    logLevel: "warning",
    banner: { js: FUNCTION_BANNER },
    absWorkingDir: repoRoot,
    define: { [EDGE_PURGE_DEFINE]: String(flags.edgePurge) },
    plugins: [
      zodTreeShaken,
      zodSpanishOnly,
      zodWithoutUnusedTools,
      unusedModulesStandIns,
      processWithoutModuleFace,
      sdkPackageVersionOnly,
      cloudFrontInvalidationOnly,
      compactWordLists,
      lambdaCredentialsOnly,
      unusedSchemasDropped,
    ],
  };
}

/** The shared zod schemas' modules (shared/src/schemas), each holding the schemas of one area. */
const SCHEMA_MODULE = /[\\/]shared[\\/]src[\\/]schemas[\\/][^\\/]+\.ts$/;

/** TypeScript's parser, loaded once per process and only by a build that reaches a schema module. */
let typescript: Promise<typeof import("typescript")> | undefined;

/**
 * A schema module builds every schema it declares as it loads (zod calls, which esbuild must
 * keep: a call may have side effects), so a function built all the schemas of the modules it
 * imports, for one or two it parses: every function imports the account module (its messages)
 * and built its dozen schemas. Building them was a tenth of a function's import time.
 * Each top-level `const` whose value calls something is bundled as an
 * immediately called arrow function marked `@__PURE__`: the same value, built at the same point
 * of the load, and esbuild drops it from the bundle when nothing the function runs names it.
 * The modules hold no other top-level statement, and nothing a function runs reads zod's global
 * registry, the only side effect of building a schema (`.describe()`, `.meta()`). Line numbers
 * are kept (stack traces); only the wrapped lines' columns move. The SPA and the OpenAPI
 * generator load the modules as they are. tests/infra/function-size.test.ts checks that a
 * function holds the schemas it parses and not the others.
 */
export const unusedSchemasDropped: Plugin = {
  name: "unused-schemas-dropped",
  setup(b) {
    b.onLoad({ filter: SCHEMA_MODULE }, async (args) => {
      // A CommonJS module: Node gives it as the default export, tsx and vitest by name too.
      const loaded = await (typescript ??= import("typescript"));
      const ts = (loaded as { default?: typeof loaded }).default ?? loaded;
      const source = zodAsNamespace(await fs.promises.readFile(args.path, "utf8"));
      const file = ts.createSourceFile(args.path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
      const edits: { at: number; text: string }[] = [];
      for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
        for (const d of statement.declarationList.declarations) {
          const value = d.initializer;
          if (!value || !ts.isIdentifier(d.name) || !buildsSomething(ts, value)) continue;
          edits.push({ at: value.getStart(file), text: "/* @__PURE__ */ (() => (" }, { at: value.end, text: "))()" });
        }
      }
      let contents = source;
      for (const e of edits.sort((x, y) => y.at - x.at))
        contents = contents.slice(0, e.at) + e.text + contents.slice(e.at);
      return { contents, loader: "ts" };
    });
  },
};

/**
 * Whether a value runs code as the module loads: a call or `new` outside any function (a function
 * itself runs nothing). One holding `await` stays as it is (an arrow function cannot wrap it).
 */
function buildsSomething(ts: typeof import("typescript"), value: import("typescript").Expression): boolean {
  let calls = false;
  let awaits = false;
  const visit = (node: import("typescript").Node): void => {
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) return;
    if (ts.isAwaitExpression(node)) awaits = true;
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) calls = true;
    ts.forEachChild(node, visit);
  };
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return false;
  visit(value);
  return calls && !awaits;
}

/** Our sources (the shared package's and the functions'), as opposed to node_modules. */
const OUR_SOURCE = /[\\/](functions|shared)[\\/]src[\\/].*\.tsx?$/;

/** `import { z } from "zod"` or from the shared zod-es module (shared/src/zod-es.ts). */
const Z_IMPORT = /import\s*\{\s*z\s*\}\s*from\s*(["'])(zod|[^"'\n]*zod-es)\1;?/g;

/**
 * `z` is zod's namespace re-exported as a value (zod's index: `export { z }`), and esbuild keeps
 * every export of a namespace taken as a value: each function held all of zod classic's schema
 * types, checks and helpers (bigint, map, set, file, codecs, template literals…), about 60 KB
 * its schemas never build, for V8 to parse at every cold start. Taken with `import * as z`,
 * `z.string()` is an ordinary reference and esbuild keeps only what the code calls. Each such
 * import of our sources is bundled that way (same line, so the source map is unchanged), and one
 * from zod-es still loads zod-es first, as its Spanish messages must be set before any schema.
 */
export function zodAsNamespace(source: string): string {
  return source.replace(Z_IMPORT, (_all, quote: string, from: string) =>
    from === "zod" ? 'import * as z from "zod";' : `import * as z from "zod"; import ${quote}${from}${quote};`,
  );
}

export const zodTreeShaken: Plugin = {
  name: "zod-tree-shaken",
  setup(b) {
    b.onLoad({ filter: OUR_SOURCE, namespace: "file" }, async (args) => {
      // The schema modules are rewritten by unusedSchemasDropped, which applies zodAsNamespace too.
      if (SCHEMA_MODULE.test(args.path) || args.path.includes("node_modules")) return undefined;
      const source = await fs.promises.readFile(args.path, "utf8");
      const contents = zodAsNamespace(source);
      return contents === source ? undefined : { contents, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

/** zod's index of its locales (zod/v4/locales/index.js): reached from `z.locales` and from "zod/locales". */
const ZOD_LOCALES_INDEX = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;

/**
 * zod's namespace re-exports every one of its 60-odd locales (`export * as locales`), about a
 * quarter of a megabyte in every function, while the store speaks only Spanish
 * (shared/src/zod-es.ts takes `es` from "zod/locales"). The index is replaced by one naming only
 * Spanish, so `es` is the only locale a bundle holds; a module asking for another one fails
 * the build (tests/infra/function-size.test.ts checks the Spanish messages are still there).
 */
export const zodSpanishOnly: Plugin = {
  name: "zod-spanish-only",
  setup(b) {
    b.onLoad({ filter: ZOD_LOCALES_INDEX }, (args) => ({
      contents: 'export { default as es } from "./es.js";\n',
      resolveDir: path.dirname(args.path),
      loader: "js",
    }));
  },
};

/** zod's modules no function calls, and what stands in for each (the same exports). */
const ZOD_UNUSED: Record<string, string> = {
  // z.compile (ahead-of-time parsers): the functions parse with zod's runtime parser.
  "core/compile.js": [
    'export const INVALID = Symbol.for("zod.compile.invalid");',
    "export class ZodCompileAsyncError extends Error {}",
    "export class ZodCompileUnsupportedError extends Error {}",
    "export function compile() { throw new Error(ABSENT); }",
    "export function withParser() { throw new Error(ABSENT); }",
    "export function compileFn() { throw new Error(ABSENT); }",
  ].join("\n"),
  // z.fromJSONSchema: only the OpenAPI generator speaks JSON Schema, and it is not a function.
  "classic/from-json-schema.js": "export function fromJSONSchema() { throw new Error(ABSENT); }",
};
const ZOD_UNUSED_FILE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core[\\/]compile|classic[\\/]from-json-schema)\.js$/;

/**
 * z.compile and z.fromJSONSchema are reachable from zod's namespace, so every bundle held them
 * (about 40 KB) though no function calls them: each is replaced by a module with the same exports
 * that throws if ever called. tests/infra/function-size.test.ts checks neither is bundled and that
 * the bundled schemas still parse.
 */
export const zodWithoutUnusedTools: Plugin = {
  name: "zod-without-unused-tools",
  setup(b) {
    b.onLoad({ filter: ZOD_UNUSED_FILE }, (args) => {
      const key = args.path.split(/[\\/]/).slice(-2).join("/");
      const stub = ZOD_UNUSED[key];
      if (!stub) return undefined;
      const absent = `${key.replace(/\.js$/, "")} is not bundled in the functions (infra/lib/function-bundle.ts)`;
      return { contents: `const ABSENT = ${JSON.stringify(absent)};\n${stub}\n`, loader: "js" };
    });
  },
};

/**
 * Modules a function bundles but never runs, each replaced by a stand-in with the same exports
 * that throws if called (or constructed); `keep` names exports taken from the real module, of
 * which esbuild keeps only those and what they use. Bytes V8 must still parse at every cold start.
 */
const STAND_INS: { file: RegExp; why: string; keep?: string[] }[] = [
  {
    // zod's JSON Schema output (toJSONSchema, the `~standard` jsonSchema methods): only the
    // OpenAPI generator writes JSON Schema, and it is not a function. About 21 KB of every bundle.
    // aggregateChecks stays: the schemas' minLength/maxLength/format getters read it.
    file: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema|json-schema-generator)\.js$/,
    why: "zod's JSON Schema output",
    keep: ["aggregateChecks"],
  },
  {
    // The SDK's event streams, loaded by import() for operations that stream events (none of
    // DynamoDB's, S3's or CloudFront's that the functions call). That import() made esbuild wrap
    // the module and everything it imports (the checksum module, node:zlib's crc32) in lazy
    // initializers that cannot be tree-shaken: about 20 KB of every bundle, and node:zlib.
    file: /[\\/]node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]event-streams[\\/]index\.js$/,
    why: "the AWS SDK's event streams",
  },
  {
    // The SDK's SHA-256 in JavaScript, for runtimes without node:crypto's (Sha256Node uses it only then).
    file: /[\\/]node_modules[\\/]@smithy[\\/]core[\\/]dist-es[\\/]submodules[\\/]checksum[\\/]sha256[\\/]Sha256Js\.js$/,
    why: "the AWS SDK's JavaScript SHA-256",
  },
];

/** The real module a stand-in keeps exports of (its path after the prefix). */
const ORIGINAL = "tienda-original:";

/**
 * Replaces each STAND_INS module by its stand-in: the export names are read from the module
 * (TypeScript's parser), so the stand-in has them all and a new export of a newer version is
 * covered. tests/infra/function-size.test.ts checks they are gone and the rest still runs.
 */
export const unusedModulesStandIns: Plugin = {
  name: "unused-modules-stand-ins",
  setup(b) {
    const filter = new RegExp(STAND_INS.map((s) => s.file.source).join("|"));
    b.onLoad({ filter, namespace: "file" }, async (args) => {
      const standIn = STAND_INS.find((s) => s.file.test(args.path))!;
      const loaded = await (typescript ??= import("typescript"));
      const ts = (loaded as { default?: typeof loaded }).default ?? loaded;
      const source = await fs.promises.readFile(args.path, "utf8");
      const names = exportNames(
        ts,
        ts.createSourceFile(args.path, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS),
      );
      const keep = (standIn.keep ?? []).filter((n) => names.includes(n));
      const absent = `${standIn.why} (${path.basename(args.path)}) is not bundled in the functions (infra/lib/function-bundle.ts)`;
      const thrown = names.filter((n) => !keep.includes(n));
      const lines = [
        `function absent() { throw new Error(${JSON.stringify(absent)}); }`,
        ...(thrown.length
          ? [`export { ${thrown.map((n) => `absent as ${n === "default" ? "default" : n}`).join(", ")} };`]
          : []),
        ...(keep.length ? [`export { ${keep.join(", ")} } from ${JSON.stringify(ORIGINAL + args.path)};`] : []),
      ];
      return { contents: lines.join("\n") + "\n", loader: "js" };
    });
    b.onResolve({ filter: new RegExp(`^${ORIGINAL}`) }, (args) => ({
      path: args.path.slice(ORIGINAL.length),
      namespace: "original",
      sideEffects: false,
    }));
    b.onLoad({ filter: /.*/, namespace: "original" }, async (args) => ({
      contents: await fs.promises.readFile(args.path, "utf8"),
      resolveDir: path.dirname(args.path),
      loader: "js",
    }));
  },
};

/** The names an ES module exports (declarations, export lists, `export *` as a namespace). */
function exportNames(ts: typeof import("typescript"), file: import("typescript").SourceFile): string[] {
  const names: string[] = [];
  const exported = (s: import("typescript").Statement) =>
    ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const s of file.statements) {
    if (ts.isExportDeclaration(s)) {
      if (!s.exportClause) throw new Error(`export * in ${file.fileName}: its names cannot be listed`);
      if (ts.isNamespaceExport(s.exportClause)) names.push(s.exportClause.name.text);
      else for (const e of s.exportClause.elements) names.push(e.name.text);
    } else if (ts.isExportAssignment(s)) names.push("default");
    else if (exported(s)) {
      if (ts.isVariableStatement(s)) {
        for (const d of s.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
      } else if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s)) && s.name) names.push(s.name.text);
    }
  }
  return names;
}

/** What the edge purge loads on its first purge (functions/src/lib/cloudfront-invalidation.ts). */
const CLOUDFRONT_INVALIDATION = /[\\/]functions[\\/]src[\\/]lib[\\/]cloudfront-invalidation\.ts$/;

/**
 * The purge's import() makes esbuild wrap its module and everything that module imports in lazy
 * initializers, which it cannot tree-shake: through the package's index, all 200-odd CloudFront
 * commands, paginators and waiters were in the 24 bundles that may purge. Bundled, the module
 * imports the client and the one command from their own files, and only those are kept.
 */
export const cloudFrontInvalidationOnly: Plugin = {
  name: "cloudfront-invalidation-only",
  setup(b) {
    b.onLoad({ filter: CLOUDFRONT_INVALIDATION, namespace: "file" }, () => ({
      contents: [
        'export { CloudFrontClient } from "@aws-sdk/client-cloudfront/dist-es/CloudFrontClient.js";',
        'export { CreateInvalidationCommand } from "@aws-sdk/client-cloudfront/dist-es/commands/CreateInvalidationCommand.js";',
      ].join("\n"),
      resolveDir: repoRoot,
      loader: "js",
    }));
  },
};

/** An AWS SDK client's package.json, which its runtime configuration imports whole. */
const SDK_PACKAGE_JSON = /[\\/]node_modules[\\/]@aws-sdk[\\/][^\\/]+[\\/]package\.json$/;

/**
 * Each AWS SDK client imports its package.json (2-3 KB, its scripts and dependencies included)
 * for one field, its version, sent in the user agent: only the name and version are bundled.
 */
export const sdkPackageVersionOnly: Plugin = {
  name: "sdk-package-version-only",
  setup(b) {
    b.onLoad({ filter: SDK_PACKAGE_JSON }, async (args) => {
      const { name, version } = JSON.parse(await fs.promises.readFile(args.path, "utf8")) as Record<string, unknown>;
      return { contents: JSON.stringify({ name, version }), loader: "json" };
    });
  },
};

/** What a bundled module may import from node:process (a name not listed fails the build). */
const PROCESS_EXPORTS = ["env", "versions", "version", "platform", "arch", "argv", "cwd", "nextTick", "hrtime", "pid"];

/**
 * `import { env } from "node:process"` (the SDK's user agent, in every function) makes Node build
 * the ES module face of `process`, which reads every one of its properties, lazy ones included
 * (the set of allowed flags): 1.5 to 3 ms of CPU at every cold start, measured. The same values
 * are taken from the global `process` instead, read once as the module loads, as that face does.
 */
export const processWithoutModuleFace: Plugin = {
  name: "process-without-module-face",
  setup(b) {
    b.onResolve({ filter: /^(node:)?process$/ }, () => ({ path: "process", namespace: "node-process" }));
    b.onLoad({ filter: /.*/, namespace: "node-process" }, () => ({
      contents: [
        "export default process;",
        ...PROCESS_EXPORTS.map((name) => `export const ${name} = process.${name};`),
      ].join("\n"),
      loader: "js",
    }));
  },
};

/** The AWS SDK's default credential chain (every client's, through its runtime configuration). */
const DEFAULT_CREDENTIALS =
  /[\\/]node_modules[\\/]@aws-sdk[\\/]credential-provider-node[\\/]dist-es[\\/]defaultProvider\.js$/;

/**
 * Lambda gives a function its role's credentials in environment variables and nowhere else, and
 * the SDK's default chain takes them from there first. The chain's other links (SSO, profiles,
 * credential processes, web identity, the container and instance metadata) bring the STS, SSO and
 * sign-in clients, about 90 KB of every bundle, for sources a function never has: the chain is
 * bundled as the environment link and the chain's own final error, with the same exports and the
 * same memoization. The sources, run as they are (tests, the local runtime), keep the whole chain.
 * tests/infra/function-size.test.ts runs the bundled chain.
 */
export const lambdaCredentialsOnly: Plugin = {
  name: "lambda-credentials-only",
  setup(b) {
    b.onLoad({ filter: DEFAULT_CREDENTIALS }, (args) => ({
      contents: `
import { fromEnv } from "@aws-sdk/credential-provider-env";
import { CredentialsProviderError } from "@smithy/core/config";
import { memoizeChain } from "./runtime/memoize-chain";
export const defaultProvider = (init = {}) => memoizeChain([
  async () => fromEnv(init)(),
  async () => {
    throw new CredentialsProviderError("Could not load credentials from any providers", { tryNextLink: false, logger: init.logger });
  },
], credentialsTreatedAsExpired);
export const credentialsWillNeedRefresh = (credentials) => credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials) =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300000;
`,
      resolveDir: path.dirname(args.path),
      loader: "js",
    }));
  },
};

/** A zxcvbn-ts word list: a module whose default export is an array of words. */
const WORD_LIST = /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]language-[a-z-]+[\\/]dist[\\/][A-Za-z]+\.json\.mjs$/;

/**
 * The common-password check (functions/src/domain/accounts/common-passwords.ts) holds ~100k words,
 * almost 800 KB as text: sign-up's and the password change's bundles were over 1 MB. Only sets
 * are built from the lists, so each is written sorted (neighbours share their start) and
 * brotli-compressed, about a third of its size, and unpacked as the module loads (a few ms, in
 * those two functions only). tests/infra/function-size.test.ts runs the bundled check.
 */
/** Compressed once per process (the strongest brotli takes a while), whatever the number of builds. */
const packedLists = new Map<string, string>();

export const compactWordLists: Plugin = {
  name: "compact-word-lists",
  setup(b) {
    b.onLoad({ filter: WORD_LIST }, async (args) => {
      let packed = packedLists.get(args.path);
      if (packed === undefined) {
        const list: unknown = ((await import(pathToFileURL(args.path).href)) as { default: unknown }).default;
        // Anything else (the keyboard graphs) is bundled as it is.
        if (!Array.isArray(list) || !list.every((w) => typeof w === "string" && !w.includes("\n"))) return undefined;
        const text = [...(list as string[])].sort().join("\n");
        packed = brotliCompressSync(Buffer.from(text, "utf8"), {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: text.length },
        }).toString("base64");
        packedLists.set(args.path, packed);
      }
      return {
        contents:
          'import { brotliDecompressSync } from "node:zlib";\n' +
          `export default brotliDecompressSync(Buffer.from("${packed}", "base64")).toString("utf8").split("\\n");\n`,
        loader: "js",
      };
    });
  },
};

/** One deployed function: what it serves and its module. */
export interface DeployedFunction extends FunctionBundleFlags {
  /** "POST /api/pedido", "Tarea enviar-correos", "Páginas HTML". */
  name: string;
  /** Absolute path of the module exporting `handler`. */
  entry: string;
}

/** A function's flags from its grants (shared/src/routes.ts, shared/src/jobs.ts). */
export function bundleFlags(grants: readonly Grant[] | undefined): FunctionBundleFlags {
  return { edgePurge: grants?.includes("cdn:invalidate") ?? false };
}

/** Every function the stack deploys: one per route, one per job, and the page renderer. */
export function deployedFunctions(
  routeTable: readonly RouteDef[] = routes as readonly RouteDef[],
  jobTable: readonly JobDef[] = jobs as readonly JobDef[],
): DeployedFunction[] {
  return [
    ...routeTable.map((r) => ({
      name: `${r.method} ${r.path}`,
      entry: path.join(defaultHandlersDir, `${r.handler}.ts`),
      ...bundleFlags(r.grants),
    })),
    ...jobTable.map((j) => ({
      name: `Tarea ${j.name}`,
      entry: path.join(defaultJobsDir, `${j.handler}.ts`),
      ...bundleFlags(j.grants),
    })),
    {
      name: "Páginas HTML",
      entry: path.join(defaultHandlersDir, `${PAGE_RENDERER.handler}.ts`),
      ...bundleFlags(undefined),
    },
  ];
}

/** A function's bundle may not pass 1 MB (issue 49; tests/infra/function-size.test.ts). */
export const FUNCTION_MAX_BYTES = 1024 * 1024;
/** The median bundle stays within 500 KB (`npm run perf:functions`). */
export const FUNCTION_MEDIAN_MAX_BYTES = 500 * 1024;

export interface FunctionBundle extends DeployedFunction {
  /** `<outdir>/<n>/index.mjs`: one folder per function, as each is deployed. */
  file: string;
  /** The code's size (the source map apart). */
  bytes: number;
  /** The code, when built with write: false. */
  text?: string;
}

/**
 * Bundles the given functions into `<outdir>/<n>/index.mjs` (or in memory): one esbuild call per
 * set of flags, each entry point its own bundle (no code splitting: nothing shared between them).
 */
export async function bundleFunctions(
  fns: readonly DeployedFunction[],
  outdir: string,
  write: boolean,
): Promise<FunctionBundle[]> {
  const outputs = new Map<string, Uint8Array>();
  for (const edgePurge of [false, true]) {
    const group = fns.flatMap((f, i) => (f.edgePurge === edgePurge ? [{ in: f.entry, out: `${i}/index` }] : []));
    if (group.length === 0) continue;
    const result = await build({
      ...functionBuildOptions({ edgePurge }),
      entryPoints: group,
      outdir,
      outExtension: { ".js": ".mjs" },
      write,
    });
    for (const o of result.outputFiles ?? []) outputs.set(o.path, o.contents);
  }
  return fns.map((f, i) => {
    const file = path.join(outdir, String(i), FUNCTION_OUTFILE);
    const contents = outputs.get(file);
    return {
      ...f,
      file,
      bytes: contents ? contents.byteLength : fs.statSync(file).size,
      ...(contents ? { text: new TextDecoder().decode(contents) } : {}),
    };
  });
}
