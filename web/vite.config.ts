import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { chakraStaticCss } from "./build/chakra-static-css.ts";
import { chakraSplitSystem } from "./build/chakra-split-system.ts";
import { compileHints } from "./build/compile-hints.ts";
import { landingChunks } from "./build/landing-chunks.ts";
import { preloadApp } from "./build/preload-app.ts";

// `npm run dev -w web` on its own proxies the API and product images to a running local
// runtime (scripts/local/start.ts); the root `npm run dev` mounts Vite as middleware instead.
const apiTarget = process.env.TIENDA_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), chakraStaticCss(), chakraSplitSystem(), landingChunks(), preloadApp(), compileHints()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
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
});
