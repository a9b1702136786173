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
import { landingHtmlFile, LANDING_PAGES } from "../../shared/src/landing-pages.ts";
import { LANDING_ROOTS } from "./landing-chunks.ts";
import { isCartViewPage, withCartFirstView } from "./cart-first-view.ts";

/**
 * index.html with a landing page's own files listed as preloads, before the entry's script: the
 * page's styles (only preloaded: Vite's loader adds the stylesheet with the page, from the cache)
 * and its chunks. The browser requests them as it reads the HTML, alongside the start-up's, with
 * no script and no task of the page's own: a script adding the links made one long task
 * (docs/performance.md, "Start-up in short tasks").
 */
export function withLandingPreloads(html: string, files: readonly string[]): string {
  const tags = files.map((href) =>
    href.endsWith(".css")
      ? `<link rel="preload" as="style" crossorigin href="${href}">`
      : `<link rel="modulepreload" crossorigin href="${href}">`,
  );
  if (tags.length === 0) return html;
  const entry = /(<script type="module"[^>]*><\/script>)/;
  // Fail the build rather than silently lose the preloads.
  if (!entry.test(html)) throw new Error("preload-app: index.html has no module script");
  return html.replace(entry, `${tags.join("\n    ")}\n    $1`);
}

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
  /** Each landing page's own files, found while index.html is written. */
  let landing: Record<string, string[]> = {};
  return {
    name: "tienda:preload-app",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const index = bundle["index.html"];
        if (!index || index.type !== "asset") return;
        const html = String(index.source);
        // One HTML file per landing page, served for its paths (shared/src/landing-pages.ts).
        for (const { page } of LANDING_PAGES) {
          const preloaded = withLandingPreloads(html, landing[page] ?? []);
          this.emitFile({
            type: "asset",
            fileName: landingHtmlFile(page),
            // The cart's and the checkout's first view is drawn from the browser's cart (./cart-first-view.ts).
            source: isCartViewPage(page) ? withCartFirstView(preloaded, page) : preloaded,
          });
        }
      },
    },
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
          ...[...css]
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...[...js]
            .filter((f) => !html.includes(`/${f}"`))
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        // Each landing page's own chunks and CSS, for its HTML file (generateBundle, above).
        const started = new Set([
          ...js,
          ...css,
          ...chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...collect(c)]),
        ]);
        const pageFiles = (re: RegExp) => {
          const face = chunks.find((c) => c.facadeModuleId && re.test(c.facadeModuleId));
          return face ? collectWithCss(face) : [];
        };
        const recipes = pageFiles(LANDING_ROOTS.recipes!);
        landing = {};
        for (const [page, re] of Object.entries(LANDING_ROOTS)) {
          if (page === "recipes") continue;
          const files = [...new Set([...pageFiles(re), ...(page === "home" ? [] : recipes)])];
          landing[page] = files.filter((f) => !started.has(f)).map((f) => `/${f}`);
        }
        return html.replace(/(<script type="module"[^>]*><\/script>)/, `${tags.join("\n    ")}\n    $1`);
      },
    },
  };
}
