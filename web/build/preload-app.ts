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
        const tags = [
          ...[...css].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        return html.replace(/(<script type="module"[^>]*><\/script>)/, `${tags.join("\n    ")}\n    $1`);
      },
    },
  };
}
