import type { CuentaDemo } from "@tienda/shared/schemas/account-shapes";
import { endpoint } from "../../lib/http";
import { env } from "../../lib/env";
import { logger } from "../../lib/logger";

/**
 * The login page lists the demo accounts only in demo mode (the local store); deployed stacks
 * answer []. The list comes from DEMO_ACCOUNTS, which only the local runtime sets (from the seed,
 * scripts/local/function-env.ts): nothing demo ships in this function's bundle.
 */
export const handler = endpoint("GET /api/auth/cuentas-demo", async () => {
  const { DEMO_MODE, DEMO_ACCOUNTS } = env();
  return { body: { cuentas: DEMO_MODE === "true" ? parseAccounts(DEMO_ACCOUNTS) : [] } };
});

function parseAccounts(raw: string | undefined): CuentaDemo[] {
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list
      .filter((a): a is Record<string, unknown> => !!a && typeof a === "object")
      .map((a) => ({
        email: String(a.email ?? ""),
        password: String(a.password ?? ""),
        role: a.role === "admin" ? ("admin" as const) : ("user" as const),
        nombre: String(a.nombre ?? ""),
      }))
      .filter((a) => a.email && a.password);
  } catch {
    logger.warn("DEMO_ACCOUNTS is not valid JSON");
    return [];
  }
}
