import path from "node:path";
import { fileURLToPath } from "node:url";

/** Repository root, resolved from this file so `cdk synth` works from any working directory. */
export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Where the route table's handler modules live: `<handlersDir>/<route.handler>.ts`. */
export const defaultHandlersDir = path.join(repoRoot, "functions", "src", "handlers");

/** The built SPA (`npm run build`). */
/** Folder of the scheduled jobs' modules (`<job.handler>.ts`). */
export const defaultJobsDir = path.join(repoRoot, "functions", "src", "jobs");
export const defaultWebDistDir = path.join(repoRoot, "web", "dist");

/** The lock file esbuild bundling hashes and resolves dependencies against (npm workspaces: one lock at the root). */
export const lockFile = path.join(repoRoot, "package-lock.json");
