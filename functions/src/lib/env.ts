// zod/mini rather than zod classic: every function checks its configuration as it loads, and
// classic's ~30 schema objects (each with its methods) cost 3 to 12 ms of every cold start, the most
// in functions whose routes build no schema at load; mini's schemas are plain objects with the
// same rules (tests/unit/functions/env-at-load.test.ts compares them with classic's).
import * as z from "zod/mini";

/**
 * Configuration read once per container. Lambda gets these from the stack;
 * the local runtime and tests set them before the first handler call. Each kind of function is
 * given, and checks, only what it reads: every one the common part, the API's functions and the
 * jobs also the upload and receipt buckets, the page renderer the built SPA's bucket.
 */
const CommonSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), "us-east-1"),
  /** Only set locally: DynamoDB Local / LocalStack endpoint. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  /** Only set locally: S3 emulator endpoint (path-style). */
  S3_ENDPOINT: z.optional(z.url()),
  /** Public origin of the site, e.g. https://d123.cloudfront.net or http://localhost:3000. */
  APP_ORIGIN: z.optional(z.string()),
  /**
   * Other origins the same store answers at, comma-separated: with its own domain, the stack sets
   * the distribution's https://<id>.cloudfront.net here so that name keeps working.
   */
  APP_ORIGIN_ALIASES: z.optional(z.string()),
  /** Cookies are Secure unless explicitly relaxed for plain http://localhost. */
  COOKIE_SECURE: z._default(z.enum(["true", "false"]), "true"),
  /** Demo mode lists the demo accounts on the login page (local only). */
  DEMO_MODE: z._default(z.enum(["true", "false"]), "false"),
  /**
   * Demo mode only: the demo accounts the login page lists, as JSON `[{ email, password, role,
   * nombre }]`. Set by the local runtime (scripts/local/function-env.ts) from the seed, so no
   * deployed bundle holds a demo password.
   */
  DEMO_ACCOUNTS: z.optional(z.string()),
  /**
   * HMAC key of the trusted-device cookie (lib/auth/device-cookie.ts), at least 32 characters.
   * The stack generates one in Secrets Manager for the login function; the local runtime sets a
   * random one. Without it no device is trusted (sign-in still works, under the per-account limit).
   */
  DEVICE_COOKIE_KEY: z.optional(z.string().check(z.minLength(32))),
});

/** The API's functions and the jobs: the buckets of uploads, product images and receipts too. */
const EnvSchema = z.extend(CommonSchema, {
  IMAGES_BUCKET: z.string().check(z.minLength(1)),
  RECEIPTS_BUCKET: z.string().check(z.minLength(1)),
  /**
   * Where the BCV rate is fetched (an answer in DolarApi's shape, docs/bcv-rate.md). Deployed: the
   * stack parameter TasaBcvUrl; unset, the public DolarApi endpoint of the official rate.
   */
  TASA_BCV_URL: z.optional(z.url()),
});

/** The page renderer (handlers/paginas-html): the built SPA's bucket, and no other bucket. */
const PageEnvSchema = z.extend(CommonSchema, {
  WEB_BUCKET: z.string().check(z.minLength(1)),
});

export type CommonEnv = z.infer<typeof CommonSchema>;
export type Env = z.infer<typeof EnvSchema>;
export type PageEnv = z.infer<typeof PageEnvSchema>;

/** Parses the environment; a missing or malformed variable is named in the error. */
function parse<T>(schema: z.ZodMiniType<T>): T {
  // Once per container, as it loads: without zod's compiled fast path, whose code generation
  // costs more than a single parse.
  const result = schema.safeParse(process.env, { jitless: true });
  if (result.success) return result.data;
  const names = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  throw new Error(`Invalid function configuration (environment): ${names}`);
}

let cachedCommon: CommonEnv | undefined;
let cachedApi: Env | undefined;
let cachedPages: PageEnv | undefined;

/** The API's functions and the jobs: everything, the buckets included. */
export function env(): Env {
  return (cachedApi ??= parse(EnvSchema));
}

/** What every function has (the data and S3 clients use it, shared with the page renderer). */
export function commonEnv(): CommonEnv {
  return (cachedCommon ??= parse(CommonSchema));
}

/** The page renderer's configuration. */
export function pageEnv(): PageEnv {
  return (cachedPages ??= parse(PageEnvSchema));
}

const READERS = { common: commonEnv, api: env, pages: pageEnv } as const;

/**
 * In Lambda the configuration is checked when the module loads, so a cold start with a missing
 * or malformed variable fails at once, naming it, instead of on the first request that needs it.
 * This module checks the common part; endpoint() (every API function) and the page renderer check
 * their own kind as they load, a job when it first reads env(). Locally the runtime and tests set the variables after loading, so
 * nothing is checked before the first use.
 */
export function checkEnvAtLoad(kind: keyof typeof READERS): void {
  if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  try {
    READERS[kind]();
  } catch (err) {
    console.error(JSON.stringify({ level: "ERROR", message: (err as Error).message }));
    throw err;
  }
}

checkEnvAtLoad("common");

/** Tests and the local runtime change endpoints between runs. */
export function resetEnvCache(): void {
  cachedCommon = cachedApi = cachedPages = undefined;
}
