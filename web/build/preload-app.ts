/**
 * The SPA starts in two chunks: the entry (React, the query client) and the app (Chakra, the
 * router, the layout), which the entry imports dynamically so that the phone evaluates them in two
 * tasks instead of one long one (web/src/main.tsx; docs/performance.md). A dynamic import is only
 * requested once the entry has run, one network round trip later; this plugin lists the app chunk,
 * its static imports and their CSS in index.html next to the entry's own preloads, so the browser
 * fetches everything in parallel from the start, as it did when it was one static graph.
 */
import type { Plugin } from "vite";

/** The module the entry imports dynamically to start the app. */
const APP_MODULE = /[\\/]src[\\/]app[\\/]app\.tsx$/;

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
        const app = chunks.find((c) => c.facadeModuleId && APP_MODULE.test(c.facadeModuleId));
        // Fail the build rather than silently lose the preload (and the first paint's speed).
        if (!app) throw new Error("preload-app: no chunk for src/app/app.tsx");
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
        visit(app.fileName);
        const tags = [
          ...[...css].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        return html.replace(/(<script type="module"[^>]*><\/script>)/, `${tags.join("\n    ")}\n    $1`);
      },
    },
  };
}
