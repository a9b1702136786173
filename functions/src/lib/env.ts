import { z } from "zod";

/**
 * Configuration read once per container. Lambda gets these from the stack;
 * the local runtime and tests set them before the first handler call.
 */
const EnvSchema = z.object({
  TABLE_NAME: z.string().min(1),
  IMAGES_BUCKET: z.string().min(1),
  RECEIPTS_BUCKET: z.string().min(1),
  AWS_REGION: z.string().min(1).default("us-east-1"),
  /** The built SPA's bucket: only the page renderer reads it (handlers/paginas-html). */
  WEB_BUCKET: z.string().min(1).optional(),
  /** Only set locally: DynamoDB Local / LocalStack endpoint. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  /** Only set locally: S3 emulator endpoint (path-style). */
  S3_ENDPOINT: z.url().optional(),
  /** Public origin of the site, e.g. https://d123.cloudfront.net or http://localhost:3000. */
  APP_ORIGIN: z.string().optional(),
  /**
   * Other origins the same store answers at, comma-separated: with its own domain, the stack sets
   * the distribution's https://<id>.cloudfront.net here so that name keeps working.
   */
  APP_ORIGIN_ALIASES: z.string().optional(),
  /** Cookies are Secure unless explicitly relaxed for plain http://localhost. */
  COOKIE_SECURE: z.enum(["true", "false"]).default("true"),
  /** Demo mode lists the demo accounts on the login page (local only). */
  DEMO_MODE: z.enum(["true", "false"]).default("false"),
  /**
   * Demo mode only: the demo accounts the login page lists, as JSON `[{ email, password, role,
   * nombre }]`. Set by the local runtime (scripts/local/function-env.ts) from the seed, so no
   * deployed bundle holds a demo password.
   */
  DEMO_ACCOUNTS: z.string().optional(),
  /**
   * HMAC key of the trusted-device cookie (lib/auth/device-cookie.ts), at least 32 characters.
   * The stack generates one in Secrets Manager for the login function; the local runtime sets a
   * random one. Without it no device is trusted (sign-in still works, under the per-account limit).
   */
  DEVICE_COOKIE_KEY: z.string().min(32).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Parses the environment; a missing or malformed variable is named in the error. */
function parseEnv(): Env {
  const result = EnvSchema.safeParse(process.env);
  if (result.success) return result.data;
  const names = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  throw new Error(`Invalid function configuration (environment): ${names}`);
}

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

// In Lambda the configuration is checked when the module loads, so a cold start with a missing
// or malformed variable fails at once, naming it, instead of on the first request that needs it.
// Locally the runtime and tests set the variables after loading this module, so it waits.
if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
  try {
    cached = parseEnv();
  } catch (err) {
    console.error(JSON.stringify({ level: "ERROR", message: (err as Error).message }));
    throw err;
  }
}

/** Tests and the local runtime change endpoints between runs. */
export function resetEnvCache(): void {
  cached = undefined;
}
