import type { TestProject } from "vitest/node";
import { connectExternalBackend, startLocalBackend, type LocalBackend } from "../../scripts/local/runtime";

/**
 * Starts DynamoDB Local (in memory) and the S3 emulator on free loopback ports,
 * creates the table and buckets and seeds the store once for the whole run.
 */
let backend: LocalBackend | undefined;

export const SEED_NOW = new Date();

export async function setup(project: TestProject) {
  const appOrigin = "http://localhost:3000";
  // `npm run test:localstack` points the same suite at LocalStack instead of the emulators.
  if (process.env.LOCALSTACK_ENDPOINT) {
    await connectExternalBackend({ endpoint: process.env.LOCALSTACK_ENDPOINT, appOrigin, seed: { now: SEED_NOW } });
  } else {
    backend = await startLocalBackend({ appOrigin, seed: { now: SEED_NOW } });
  }
  const keys = [
    "TABLE_NAME",
    "IMAGES_BUCKET",
    "RECEIPTS_BUCKET",
    "AWS_REGION",
    "DYNAMODB_ENDPOINT",
    "S3_ENDPOINT",
    "APP_ORIGIN",
    "COOKIE_SECURE",
    "DEMO_MODE",
    "MAIL_TRANSPORT",
    "SMTP_HOST",
    "SMTP_PORT",
    "MAIL_FROM",
  ] as const;
  project.provide("backendEnv", Object.fromEntries(keys.map((k) => [k, process.env[k] ?? ""])));
  project.provide("seedNow", SEED_NOW.toISOString());
  project.provide("mailWebUrl", backend?.mail.webUrl ?? "");
}

export async function teardown() {
  await backend?.stop();
}

declare module "vitest" {
  export interface ProvidedContext {
    backendEnv: Record<string, string>;
    seedNow: string;
    /** The SMTP catcher's web API (`/api/email`), empty when running against LocalStack. */
    mailWebUrl: string;
  }
}
