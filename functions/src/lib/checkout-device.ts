import { randomBytes } from "node:crypto";
import { buildCookie } from "./cookies";

/**
 * The checkout's device cookie: a random id that counts the live unpaid orders of one browser
 * (domain/orders/order-limits.ts). It proves nothing and needs no signature: a client that drops
 * or invents it is still bound by the per-email limit and the per-address ceiling; it only lets an
 * honest browser be told apart from others behind the same address.
 */
export const CHECKOUT_DEVICE_COOKIE = "tienda_comprador";
const MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{22}$/;

/** The browser's id, and a Set-Cookie when it had none (or a malformed one). */
export function checkoutDevice(value: string | undefined, now: Date): { id: string; setCookie: string | null } {
  if (value && ID.test(value)) return { id: value, setCookie: null };
  const id = randomBytes(16).toString("base64url");
  // Sent back only to the order routes, never cross-site.
  const setCookie = buildCookie(CHECKOUT_DEVICE_COOKIE, id, new Date(now.getTime() + MAX_AGE_MS), now, {
    path: "/api/pedido",
  });
  return { id, setCookie };
}
