import { inject } from "vitest";

// Point the handlers at the emulators started by global-setup.ts.
Object.assign(process.env, inject("backendEnv"));
