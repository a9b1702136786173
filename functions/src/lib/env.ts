/**
 * Configuration read once per container. Lambda gets these from the stack;
 * the local runtime and tests set them before the first handler call. Each kind of function is
 * given, and checks, only what it reads: every one the common part, the API's functions and the
 * jobs also the upload and receipt buckets, the page renderer the built SPA's bucket.
 *
 * Checked by hand rather than with zod: every function checks its configuration as it loads, and
 * building the zod schemas for it (about 30 schema objects, and zod's first use of each kind) was
 * 3 to 12 ms of every cold start, the most in functions whose routes build no schema at load.
 * The rules are zod's (tests/unit/functions/env-at-load.test.ts checks them against zod's).
 */

/** One variable's rule: its value (or the default) when valid, else why not. */
type Rule = (value: string | undefined) => { value?: string } | { error: string };

const MISSING = "falta (se esperaba texto)";
/** z.string().min(n): present and at least n characters. */
const text =
  (min = 0): Rule =>
  (v) =>
    v === undefined
      ? { error: MISSING }
      : v.length < min
        ? { error: `debe tener al menos ${min} caracteres` }
        : { value: v };
/** .optional(): absent passes, absent. */
const optional =
  (rule: Rule): Rule =>
  (v) =>
    v === undefined ? {} : rule(v);
/** .default(d): absent is d (an empty value is not absent). */
const withDefault =
  (rule: Rule, fallback: string): Rule =>
  (v) =>
    rule(v ?? fallback);
/** z.enum([...]). */
const oneOf =
  (...options: string[]): Rule =>
  (v) =>
    v !== undefined && options.includes(v) ? { value: v } : { error: `debe ser ${options.join(" o ")}` };
/** z.url(): the trimmed text parses as a URL; tabs and line breaks are dropped, as the URL parser does. */
const url: Rule = (v) => {
  if (v === undefined) return { error: MISSING };
  const trimmed = v.trim();
  return URL.canParse(trimmed) ? { value: trimmed.replace(/[\t\n\r]/g, "") } : { error: "no es una URL válida" };
};

const COMMON = {
  TABLE_NAME: text(1),
  AWS_REGION: withDefault(text(1), "us-east-1"),
  /** Only set locally: DynamoDB Local / LocalStack endpoint. */
  DYNAMODB_ENDPOINT: optional(url),
  /** Only set locally: S3 emulator endpoint (path-style). */
  S3_ENDPOINT: optional(url),
  /** Public origin of the site, e.g. https://d123.cloudfront.net or http://localhost:3000. */
  APP_ORIGIN: optional(text()),
  /**
   * Other origins the same store answers at, comma-separated: with its own domain, the stack sets
   * the distribution's https://<id>.cloudfront.net here so that name keeps working.
   */
  APP_ORIGIN_ALIASES: optional(text()),
  /** Cookies are Secure unless explicitly relaxed for plain http://localhost. */
  COOKIE_SECURE: withDefault(oneOf("true", "false"), "true"),
  /** Demo mode lists the demo accounts on the login page (local only). */
  DEMO_MODE: withDefault(oneOf("true", "false"), "false"),
  /**
   * Demo mode only: the demo accounts the login page lists, as JSON `[{ email, password, role,
   * nombre }]`. Set by the local runtime (scripts/local/function-env.ts) from the seed, so no
   * deployed bundle holds a demo password.
   */
  DEMO_ACCOUNTS: optional(text()),
  /**
   * HMAC key of the trusted-device cookie (lib/auth/device-cookie.ts), at least 32 characters.
   * The stack generates one in Secrets Manager for the login function; the local runtime sets a
   * random one. Without it no device is trusted (sign-in still works, under the per-account limit).
   */
  DEVICE_COOKIE_KEY: optional(text(32)),
} satisfies Record<string, Rule>;

/** The API's functions and the jobs: the buckets of uploads, product images and receipts too. */
const API = {
  ...COMMON,
  IMAGES_BUCKET: text(1),
  RECEIPTS_BUCKET: text(1),
  /**
   * Where the BCV rate is fetched (an answer in DolarApi's shape, docs/bcv-rate.md). Deployed: the
   * stack parameter TasaBcvUrl; unset, the public DolarApi endpoint of the official rate.
   */
  TASA_BCV_URL: optional(url),
} satisfies Record<string, Rule>;

/** The page renderer (handlers/paginas-html): the built SPA's bucket, and no other bucket. */
const PAGES = {
  ...COMMON,
  WEB_BUCKET: text(1),
} satisfies Record<string, Rule>;

/** Each variable's type: what a rule with a default or a required one always gives is a string. */
type Config<R extends Record<string, Rule>, Required extends keyof R> = { [K in Required]: string } & {
  [K in Exclude<keyof R, Required>]?: string;
};
type CommonRequired = "TABLE_NAME" | "AWS_REGION" | "COOKIE_SECURE" | "DEMO_MODE";
export type CommonEnv = Config<typeof COMMON, CommonRequired> & {
  COOKIE_SECURE: "true" | "false";
  DEMO_MODE: "true" | "false";
};
export type Env = Config<typeof API, CommonRequired | "IMAGES_BUCKET" | "RECEIPTS_BUCKET"> & CommonEnv;
export type PageEnv = Config<typeof PAGES, CommonRequired | "WEB_BUCKET"> & CommonEnv;

/** Reads the environment by the given rules; a missing or malformed variable is named in the error. */
function parse<T>(rules: Record<string, Rule>): T {
  const out: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(rules)) {
    const result = rule(process.env[name]);
    if ("error" in result) problems.push(`${name}: ${result.error}`);
    else if (result.value !== undefined) out[name] = result.value;
  }
  if (problems.length > 0) throw new Error(`Invalid function configuration (environment): ${problems.join("; ")}`);
  return out as T;
}

let cachedCommon: CommonEnv | undefined;
let cachedApi: Env | undefined;
let cachedPages: PageEnv | undefined;

/** The API's functions and the jobs: everything, the buckets included. */
export function env(): Env {
  return (cachedApi ??= parse<Env>(API));
}

/** What every function has (the data and S3 clients use it, shared with the page renderer). */
export function commonEnv(): CommonEnv {
  return (cachedCommon ??= parse<CommonEnv>(COMMON));
}

/** The page renderer's configuration. */
export function pageEnv(): PageEnv {
  return (cachedPages ??= parse<PageEnv>(PAGES));
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
