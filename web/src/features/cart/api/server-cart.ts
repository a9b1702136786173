import { ApiError, requestWithHeaders, type ApiBody } from "@/lib/api-client";
import { rebaseCartChange, sanitizeLines, type CartLine } from "./lines";

/**
 * The signed-in shopper's cart on the server, written with a version: GET gives an ETag, a PUT
 * sends it back as If-Match, and the server answers 412 with the current cart when another tab
 * or device wrote in between. Then the change is re-applied to that cart (rebaseCartChange) and
 * written once more; a second conflict is reported.
 */
export interface ServerCart {
  lineas: CartLine[];
  /** The version this copy is, as the server's ETag; null when unknown. */
  etag: string | null;
}

export async function fetchServerCart(signal?: AbortSignal): Promise<ServerCart> {
  const { data, headers } = await requestWithHeaders("GET /api/carrito", { signal });
  return { lineas: sanitizeLines(data?.lineas), etag: headers.get("etag") };
}

async function put(body: ApiBody<"PUT /api/carrito">, etag: string | null): Promise<ServerCart> {
  const { data, headers } = await requestWithHeaders("PUT /api/carrito", {
    body,
    headers: etag ? { "If-Match": etag } : undefined,
  });
  return { lineas: sanitizeLines(data?.lineas), etag: headers.get("etag") };
}

/** Saves `next`, computed from `base` (the copy whose ETag is `etag`); merges and retries once on 412. */
export async function saveServerCart(base: CartLine[], next: CartLine[], etag: string | null): Promise<ServerCart> {
  try {
    return await put({ lineas: next }, etag);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 412) throw err;
    const current = sanitizeLines((err.data as { lineas?: unknown } | undefined)?.lineas);
    return put({ lineas: rebaseCartChange(base, next, current) }, err.headers?.get("etag") ?? null);
  }
}

/** Adds guest lines to the saved cart (sign-in); the server merges with the same conditional write. */
export function mergeIntoServerCart(lineas: CartLine[]): Promise<ServerCart> {
  return put({ lineas, fusionar: true }, null);
}
