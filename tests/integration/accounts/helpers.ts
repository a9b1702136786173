import { randomUUID } from "node:crypto";
import { hashPassword } from "../../../functions/src/lib/auth/password";
import { createUser } from "../../../functions/src/data/users";
import { newUserRecord, type UserRecord } from "../../../functions/src/domain/accounts/user-record";
import { createSession, SESSION_COOKIE } from "../../../functions/src/lib/auth/session";
import { loadAllProducts } from "../../../functions/src/data/products";
import type { CallResult } from "../../helpers/api";

/** A fresh address per call (tests share one table). */
export const uniqueEmail = (tag = "cuenta") => `${tag}-${randomUUID().slice(0, 8)}@prueba.tienda`;

/** A distinct source IP per test, so IP throttling of one test never touches another. */
export const uniqueIp = () => `10.${rand()}.${rand()}.${rand()}`;
const rand = () => Math.floor(Math.random() * 254) + 1;

export const STRONG_PASSWORD = "Girasol#Azul47";

// One scrypt per distinct password per file keeps the suites fast.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

/** Writes an account straight into the table (real hash) — no HTTP, no session. */
export async function createAccount(
  overrides: Partial<Omit<UserRecord, "password">> & { password?: string } = {},
): Promise<UserRecord & { plainPassword: string }> {
  const plainPassword = overrides.password ?? STRONG_PASSWORD;
  const record: UserRecord = {
    ...newUserRecord({
      id: randomUUID(),
      email: uniqueEmail(),
      password: await hashOf(plainPassword),
      firstName: "Lucía",
      lastName: "Prueba",
      now: new Date(),
    }),
    ...overrides,
    password: await hashOf(plainPassword),
  };
  await createUser(record);
  return { ...record, plainPassword };
}

/** A live session for the user, as a Cookie header value. */
export async function cookieFor(userId: string): Promise<string> {
  const { token } = await createSession(userId);
  return `${SESSION_COOKIE}=${token}`;
}

export function setCookie(res: CallResult): string | undefined {
  return res.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/** A seeded, active product and one of its variants with at least `min` units. */
export async function productWithStock(min = 2) {
  const products = await loadAllProducts();
  for (const p of products) {
    if (!p.activo) continue;
    for (const [key, stock] of Object.entries(p.stock_variantes)) {
      if (stock >= min) {
        const [talla, color] = key.split("|") as [string, string];
        return { product: p, talla, color, stock };
      }
    }
  }
  throw new Error("no seeded product with stock");
}

/** Every product in the seed, for picking a second or third one. */
export const allProducts = () => loadAllProducts();
