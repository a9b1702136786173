/**
 * The SPA starts in steps, each a task of its own so a phone is never blocked long
 * (web/src/main.tsx; docs/performance.md): the entry (the query client), React DOM, the app
 * (Chakra, the router, the layout), Chakra's system, the first render. The entry imports React DOM
 * and the app dynamically, and a dynamic import is only requested once the entry has run, one
 * network round trip later; this plugin lists those chunks, their static imports and their CSS in
 * index.html next to the entry's own preloads, so the browser fetches everything in parallel from
 * the start, as it did when it was one static graph.
 */
import type { Plugin } from "vite";
import { LANDING_ROOTS } from "./landing-chunks.ts";

/** The id of the JSON in index.html that lists each landing page's files (web/src/app/landing-files.ts). */
export const LANDING_FILES_ID = "landing-files";

/** The modules the entry imports dynamically, each in a task of its own, to start the app. */
const START_MODULES = [
  { name: "src/app/app.tsx", test: /[\\/]src[\\/]app[\\/]app\.tsx$/ },
  { name: "react-dom/client", test: /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/ },
];

interface ChunkLike {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function preloadApp(): Plugin {
  return {
    name: "tienda:preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is ChunkLike & typeof c => c.type === "chunk");
        const starts = START_MODULES.map(({ name, test }) => {
          const chunk = chunks.find((c) => c.facadeModuleId && test.test(c.facadeModuleId));
          // Fail the build rather than silently lose the preload (and the first paint's speed).
          if (!chunk) throw new Error(`preload-app: no chunk for ${name}`);
          return chunk;
        });
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (name: string) => {
          const c = byName.get(name);
          if (!c || js.has(name)) return;
          js.add(name);
          for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
          for (const i of c.imports) visit(i);
        };
        for (const chunk of starts) visit(chunk.fileName);
        /** A chunk's static imports, transitively (file names). */
        const collect = (c: ChunkLike): string[] => {
          const out = new Set<string>();
          const stack = [...c.imports];
          while (stack.length) {
            const n = stack.pop()!;
            if (out.has(n)) continue;
            out.add(n);
            stack.push(...(byName.get(n)?.imports ?? []));
          }
          return [...out];
        };
        /** A chunk, its static imports and their CSS. */
        const collectWithCss = (c: ChunkLike): string[] => {
          const files = [c.fileName, ...collect(c)];
          const styles = files.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
          return [...styles, ...files];
        };
        const tags = [
          ...[...css].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        // Each landing page's own chunks and CSS, for the entry to request at once instead of
        // after the start-up's tasks (web/src/app/landing-files.ts). Data, not a script, so the
        // Content-Security-Policy needs no exception.
        const started = new Set([...js, ...css, ...chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...collect(c)])]);
        const pageFiles = (re: RegExp) => {
          const face = chunks.find((c) => c.facadeModuleId && re.test(c.facadeModuleId));
          return face ? collectWithCss(face) : [];
        };
        const recipes = pageFiles(LANDING_ROOTS.recipes!);
        const landing: Record<string, string[]> = {};
        for (const [page, re] of Object.entries(LANDING_ROOTS)) {
          if (page === "recipes") continue;
          const files = [...new Set([...pageFiles(re), ...(page === "home" ? [] : recipes)])];
          landing[page] = files.filter((f) => !started.has(f)).map((f) => `/${f}`);
        }
        const data = `<script type="application/json" id="${LANDING_FILES_ID}">${JSON.stringify(landing)}</script>`;
        return html.replace(/(<script type="module"[^>]*><\/script>)/, `${[...tags, data].join("\n    ")}\n    $1`);
      },
    },
  };
}
