import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { OrderRecord } from "./order-record";

/**
 * Who may read or act on an order: its signed-in owner, an admin, or (guest orders only) whoever
 * holds the secret link token. Everybody else is told the order does not exist (404), so order
 * ids cannot be probed.
 */
export interface Viewer {
  usuario: { id: string; role: "admin" | "user" } | null;
  token: string | undefined;
}

export type Access = "owner" | "admin" | null;

export function orderAccess(
  order: Pick<OrderRecord, "usuario_id" | "token_hash" | "token_hashes">,
  viewer: Viewer,
): Access {
  if (viewer.usuario && order.usuario_id && viewer.usuario.id === order.usuario_id) return "owner";
  if (!order.usuario_id && viewer.token) {
    // The link from the order answer, or a fresh one a rejection email carried.
    const hash = hashOrderToken(viewer.token);
    const valid = [order.token_hash, ...(order.token_hashes ?? [])].filter((h): h is string => !!h);
    if (valid.some((h) => sameHash(hash, h))) return "owner";
  }
  if (viewer.usuario?.role === "admin") return "admin";
  return null;
}

/** 256-bit random token for a guest's order link; only its sha256 is stored. */
export function newOrderToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOrderToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function guestOrderLink(id: string, token: string): string {
  return `/pedido/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
}
