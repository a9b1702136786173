import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { chakraStaticCss } from "./build/chakra-static-css.ts";
import { chakraSplitSystem } from "./build/chakra-split-system.ts";
import { compileHints } from "./build/compile-hints.ts";
import { landingChunks } from "./build/landing-chunks.ts";
import { preloadApp } from "./build/preload-app.ts";
import { apiDocs } from "./build/api-docs.ts";

// `npm run dev -w web` on its own proxies the API and product images to a running local
// runtime (scripts/local/start.ts); the root `npm run dev` mounts Vite as middleware instead.
const apiTarget = process.env.TIENDA_API_URL ?? "http://localhost:3000";

/*
 * React Router 7's package exports only its development build (its issues #12532 and #14102), in
 * which every render of <Routes> builds its dev warnings' messages and its error boundary logs to
 * the console. The build takes the production build it ships beside it; `npm run dev` keeps the
 * warnings.
 */
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);
const productionRouter = [
  { find: /^react-router$/, replacement: join(routerDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(routerDist, "dom-export.mjs") },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), chakraStaticCss(), chakraSplitSystem(), landingChunks(), preloadApp(), compileHints(), apiDocs()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(command === "build" ? productionRouter : []),
    ],
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/img": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    manifest: true,
    target: "es2022",
    sourcemap: false,
    // Every browser we support has native <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme barrel builds `defaultThemeConfig` (every recipe) through the identity
        // `defineConfig`; marking it pure lets the ~100 recipes we never render be dropped.
        manualPureFunctions: ["defineConfig"],
      },
    },
  },
}));
