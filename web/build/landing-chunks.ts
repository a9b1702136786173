/**
 * Fewer script files for the pages a shopper lands on. Left to itself, Rolldown makes one chunk
 * per set of routes that share a module; with ~40 lazy routes (the admin area among them) a
 * landing page fetched 53–66 script files. Over HTTP/1.1 (the local store) a browser opens six
 * connections per host and waits a round trip per file, and Lighthouse's slow-4G model with a
 * cold cache counted each one: that, not bytes or CPU, was most of the time to the largest paint.
 *
 * The grouping needs to know which module each page really uses, after tree-shaking: a module's
 * static imports say much more, because one `import { Box } from "@chakra-ui/react"` reaches every
 * Chakra component through the barrel. So the build runs twice. A first pass, not written to disk,
 * chunks as Rolldown does by default; `landingGroups` reads from its chunks which landing pages
 * use each module, and the real build puts modules together by that:
 *   - `app-shared`: the modules of the chunks the app (src/app/app.tsx) loads at start-up, besides
 *     the entry's and React DOM's, which keep their chunks (each is evaluated in a task of its
 *     own, web/src/main.tsx);
 *   - `shop-<pages>`: modules the landing pages load, one chunk per set of landing pages that use
 *     them, instead of one per set of all routes.
 * A module that is the target of a dynamic import stays the face of its own chunk, so the router,
 * the start-up steps and web/build/preload-app.ts find it as before. Everything else (the admin
 * area, accounts, what the layout loads later) keeps Rolldown's automatic chunks.
 *
 * Moving modules between chunks changes which chunk evaluates them first, so the output keeps
 * every module's evaluation in source order (`strictExecutionOrder`); without it a grouped chunk
 * ran before one it depended on ("Cannot read properties of undefined (reading 'createContext')").
 */
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The landing pages' modules (web/src/app/route-preload.ts) and the recipes all but home load. */
export const LANDING_ROOTS: Record<string, RegExp> = {
  home: /[\\/]src[\\/]features[\\/]home[\\/]components[\\/]home-page\.tsx$/,
  shop: /[\\/]src[\\/]features[\\/]catalogue[\\/]routes[\\/]shop-route\.tsx$/,
  search: /[\\/]src[\\/]features[\\/]catalogue[\\/]routes[\\/]search-route\.tsx$/,
  product: /[\\/]src[\\/]features[\\/]product[\\/]components[\\/]product-page\.tsx$/,
  offers: /[\\/]src[\\/]features[\\/]offers[\\/]components[\\/]offers-page\.tsx$/,
  cart: /[\\/]src[\\/]features[\\/]cart[\\/]components[\\/]cart-page\.tsx$/,
  checkout: /[\\/]src[\\/]features[\\/]checkout[\\/]components[\\/]checkout-page\.tsx$/,
  recipes: /[\\/]src[\\/]theme[\\/]extra-recipes\.ts$/,
};
/**
 * What the layout and the landing pages load after start-up (the footer, the top banner and the
 * toaster on every page; the header's menus, drawers and dropdowns, a page's dialogs and drawers
 * on a tap). They count as one more user, "layout", so a module they share with a landing page
 * is not grouped with what only that page uses: the footer would otherwise fetch the whole
 * checkout group on every page.
 */
export const LAZY_PARTS =
  /[\\/]src[\\/](features[\\/]layout[\\/]components[\\/][a-z-]+|components[\\/]ui[\\/](toaster|confirm-dialog)|features[\\/](cart|favorites)[\\/]components[\\/](cart|favorites)-dropdown-content|features[\\/]home[\\/]components[\\/]below-the-fold|features[\\/]product[\\/]components[\\/]size-picker-dialog|features[\\/]catalogue[\\/]components[\\/]filter-drawer)\.tsx$/;
/** Of those, what every page loads at start: one user. The others are a user each. */
const EAGER_PARTS = /[\\/](footer|top-banner|toaster)\.tsx$/;
const ENTRY_SCRIPT = /[\\/]src[\\/]main\.tsx$/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;
const APP = /[\\/]src[\\/]app[\\/]app\.tsx$/;

/** The landing pages besides home, which share most of their modules. */
const SHOP_PAGES = new Set(Object.keys(LANDING_ROOTS).filter((p) => p !== "home" && p !== "recipes"));
/**
 * A module that at least this many of them use goes into one `shop-shared` chunk instead of a
 * chunk per set of pages: left apart, /tienda fetched a score of such small chunks, each a request,
 * a response and a module to link for the browser. A module's imports
 * are used by at least the same pages, so the chunk only imports start-up chunks, never a group
 * that imports it back.
 */
export const SHOP_SHARED_MIN_PAGES = 3;

/** What the first pass tells about one chunk. */
export interface PassChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The chunk's modules after tree-shaking (re-export-only barrels among them). */
  moduleIds: string[];
  /** Chunks it imports statically. */
  imports: string[];
}

export interface Group {
  name: string;
  /** The landing pages (and lazy parts) that use the group's modules; none for start-up groups. */
  users: string[];
  /** Higher first: the start-up's groups, then shop groups by how many landing pages share them. */
  priority: number;
}

/** Module id → its group, for the modules this groups (the rest are left to Rolldown). */
export function landingGroups(chunks: PassChunk[]): Map<string, Group> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const facadeOf = (re: RegExp) => chunks.find((c) => c.facadeModuleId && re.test(c.facadeModuleId));
  const closure = (root: PassChunk | undefined): Set<PassChunk> => {
    const seen = new Set<PassChunk>();
    const stack = root ? [root] : [];
    while (stack.length) {
      const c = stack.pop()!;
      if (seen.has(c)) continue;
      seen.add(c);
      for (const i of c.imports) if (byName.has(i)) stack.push(byName.get(i)!);
    }
    return seen;
  };
  // The start-up steps' modules stay the faces of their chunks (web/src/main.tsx imports them one
  // task after another; web/build/preload-app.ts finds them by it). Nothing imports them statically.
  const entry = chunks.find((c) => c.isEntry);
  const faces = new Set(
    [entry, facadeOf(REACT_DOM), facadeOf(APP)].flatMap((c) => (c?.facadeModuleId ? [c.facadeModuleId] : [])),
  );
  // The HTML entry's chunk is faced by index.html; its script is src/main.tsx.
  for (const id of entry?.moduleIds ?? []) if (ENTRY_SCRIPT.test(id)) faces.add(id);
  // So do the landing pages' modules, which the router and route-preload.ts import dynamically
  // (and the budget in scripts/perf/bundle-size.ts finds by name).
  for (const re of Object.values(LANDING_ROOTS)) {
    const id = facadeOf(re)?.facadeModuleId;
    if (id) faces.add(id);
  }
  const groups = new Map<string, Group>();
  const start = new Set<PassChunk>();
  const claim = (root: PassChunk | undefined, name: string, priority: number) => {
    for (const c of closure(root)) {
      if (start.has(c)) continue;
      for (const id of c.moduleIds) if (!faces.has(id)) groups.set(id, { name, users: [], priority });
      start.add(c);
    }
  };
  const pages = Object.keys(LANDING_ROOTS).length;
  claim(entry, "start-entry", pages + 3);
  claim(facadeOf(REACT_DOM), "start-react-dom", pages + 2);
  claim(facadeOf(APP), "app-shared", pages + 1);
  const users = new Map<string, string[]>();
  const roots: Array<[string, PassChunk | undefined]> = Object.entries(LANDING_ROOTS).map(([page, re]) => [
    page,
    facadeOf(re),
  ]);
  for (const c of chunks) {
    const id = c.isDynamicEntry ? c.facadeModuleId : null;
    if (id && LAZY_PARTS.test(id))
      roots.push([EAGER_PARTS.test(id) ? "layout" : id.replace(/^.*[\\/]|\.tsx$/g, ""), c]);
  }
  for (const [page, root] of roots) {
    for (const c of closure(root)) {
      if (start.has(c)) continue;
      for (const id of c.moduleIds) {
        const used = users.get(id) ?? [];
        if (!faces.has(id) && !used.includes(page)) users.set(id, [...used, page]);
      }
    }
  }
  // A module's dependencies are used by at least the same pages, so a group never takes along a
  // module that belongs to a group of higher priority: that group has already taken it.
  for (const [id, used] of users) {
    // Used by most of the shop's landing pages: one chunk for all of them (below).
    if (!used.includes("home") && used.filter((u) => SHOP_PAGES.has(u)).length >= SHOP_SHARED_MIN_PAGES) {
      groups.set(id, { name: "shop-shared", users: used, priority: pages });
      continue;
    }
    // One user: named for it; more: a short hash of who, as file names stay readable.
    const name =
      used.length === 1
        ? `page-${used[0]}`
        : `shared-${createHash("sha1").update(used.join()).digest("hex").slice(0, 6)}`;
    groups.set(id, { name, users: used, priority: used.length });
  }
  return groups;
}

/** A cycle among chunks' static imports (file names), or null when there is none. */
export function chunkCycle(chunks: Array<{ fileName: string; imports: string[] }>): string[] | null {
  const imports = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === "done") return null;
    if (state.get(name) === "open") return [...path.slice(path.indexOf(name)), name];
    state.set(name, "open");
    path.push(name);
    for (const i of imports.get(name) ?? []) {
      const found = visit(i);
      if (found) return found;
    }
    path.pop();
    state.set(name, "done");
    return null;
  };
  for (const name of imports.keys()) {
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

interface OutputChunkLike {
  type: string;
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  modules: Record<string, unknown>;
  imports: string[];
}

/** Env flag that marks the first pass, so its own config does not start another. */
const FIRST_PASS = "TIENDA_LANDING_CHUNKS_FIRST_PASS";

export function landingChunks(): Plugin {
  return {
    name: "tienda:landing-chunks",
    apply: "build",
    async config(_config, env) {
      if (process.env[FIRST_PASS] || env.command !== "build") return;
      const { build } = await import("vite");
      process.env[FIRST_PASS] = "1";
      let output;
      try {
        output = await build({
          root: fileURLToPath(new URL("..", import.meta.url)),
          configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
          mode: env.mode,
          logLevel: "silent",
          build: { write: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const outputs = (Array.isArray(output) ? output : [output]) as Array<{ output: OutputChunkLike[] }>;
      const chunks: PassChunk[] = outputs
        .flatMap((o) => o.output)
        .filter((c) => c.type === "chunk")
        .map((c) => ({
          fileName: c.fileName,
          facadeModuleId: c.facadeModuleId,
          isEntry: c.isEntry,
          isDynamicEntry: c.isDynamicEntry,
          moduleIds: Object.keys(c.modules),
          imports: c.imports,
        }));
      const groups = landingGroups(chunks);
      const priorities = [...new Set([...groups.values()].map((g) => g.priority))];
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // A group takes its modules' dependencies along unless a group of higher priority
                // took them first; one group per priority, so the order holds.
                groups: priorities.map((priority) => ({
                  priority,
                  includeDependenciesRecursively: false,
                  name: (id: string) => {
                    const g = groups.get(id);
                    return g?.priority === priority ? g.name : null;
                  },
                })),
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (process.env[FIRST_PASS]) return;
      const cycle = chunkCycle(
        Object.values(bundle).flatMap((c) =>
          c.type === "chunk" ? [{ fileName: c.fileName, imports: c.imports }] : [],
        ),
      );
      // Chunks that import each other evaluate in an order ES modules do not guarantee; fail the
      // build rather than ship a page that may break at start-up.
      if (cycle) this.error(`landing-chunks: los chunks se importan en ciclo: ${cycle.join(" → ")}`);
    },
  };
}
