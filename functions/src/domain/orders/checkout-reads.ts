import type { AjustesTienda } from "@tienda/shared/schemas/settings";
import { getItemsByKey, type TableKey } from "../../data/batch-get";
import { keys } from "../../data/keys";
import { productsFromItems } from "../../data/products";
import { getLiveOrderCount, liveOrderCountOf, storedReplyOf, type StoredReply } from "../../data/orders";
import {
  resolveSession,
  sessionFromItems,
  sessionKeyOf,
  sessionReadKeys,
  type ResolvedSession,
} from "../../lib/auth/session";
import type { ProductRecord } from "../catalogue/product-record";

/** The buyer of an order: the signed-in account, with its sign-in email (once-per-customer codes). */
export interface Buyer {
  id: string;
  /** The account's sign-in email: with the account, one customer for once-per-customer codes. */
  email?: string | null;
}

/** The session cookie of the request, unread: the checkout reads it with its other reads. */
export interface SessionCookie {
  sessionToken: string | undefined;
}

/** A buyer's count of live orders, for the user it was read for. */
export interface LiveOrders {
  usuarioId: string;
  count: number;
}

/**
 * What a quote or an order reads by key, all under way at once:
 * - `products`: the cart's products, read consistently (prices and stock, never cached);
 * - `buyer`: the session's user (null for a guest or a session that is not valid);
 * - `live`: the live-order count of the user the session names (the first-purchase discount),
 *   null when there is none to read; used only once that user is known to be the buyer;
 * - `earlier`: the stored answer of the order's Idempotency-Key (null: none, or not asked).
 */
export interface CheckoutReads {
  products: Promise<Map<string, ProductRecord | null>>;
  buyer: Promise<Buyer | null>;
  live: Promise<LiveOrders | null>;
  earlier: Promise<StoredReply | null>;
}

const buyerOf = (auth: ResolvedSession | null): Buyer | null =>
  auth ? { id: auth.usuario.id, email: auth.usuario.email } : null;

/**
 * Every keyed read of the checkout in one BatchGetItem: the products, the Idempotency-Key's answer
 * and, when the cookie's token names its user, that session, the user and the user's live-order
 * count. A token issued before tokens named their user is read as before (the session, then its
 * user, then, while the first-purchase discount is on, the live orders).
 */
export function checkoutReads(opts: {
  productIds: readonly string[];
  who: SessionCookie | Buyer | null;
  settings: Promise<AjustesTienda | null>;
  idempotencyKey?: string;
}): CheckoutReads {
  const { productIds, who } = opts;
  const session = who && "sessionToken" in who ? sessionKeyOf(who.sessionToken) : null;
  const named = session?.usuarioId ? { ...session, usuarioId: session.usuarioId } : null;
  const keyList: TableKey[] = productIds.map((id) => keys.product(id));
  const at = (k: TableKey) => keyList.push(k) - 1;
  const sessionAt = named ? sessionReadKeys(named.tokenHash, named.usuarioId).map(at) : [];
  const liveAt = named ? at(keys.userPurchases(named.usuarioId)) : -1;
  const earlierAt = opts.idempotencyKey ? at(keys.idempotency(opts.idempotencyKey)) : -1;
  const items = getItemsByKey(keyList);

  const products = items.then((i) => productsFromItems(productIds, i.slice(0, productIds.length)));
  let buyer: Promise<Buyer | null>;
  let live: Promise<LiveOrders | null>;
  if (named) {
    buyer = items.then((i) => buyerOf(sessionFromItems(named, i[sessionAt[0]!] ?? null, i[sessionAt[1]!] ?? null)));
    live = items.then((i) => ({ usuarioId: named.usuarioId, count: liveOrderCountOf(i[liveAt] ?? null) }));
  } else {
    buyer = who && "sessionToken" in who ? resolveSession(who.sessionToken).then(buyerOf) : Promise.resolve(who);
    // Only read while the discount is on: it is the only thing the count decides.
    live = Promise.all([buyer, opts.settings]).then(([b, s]) =>
      b && s?.descuento_primera_compra?.activo === true
        ? getLiveOrderCount(b.id).then((count) => ({ usuarioId: b.id, count }))
        : null,
    );
  }
  const earlier = items.then((i) => (earlierAt >= 0 ? storedReplyOf(i[earlierAt] ?? null) : null));
  // A request refused before it waits on one of these must not leave a failed read unheard.
  for (const p of [products, buyer, live, earlier]) p.catch(() => undefined);
  return { products, buyer, live, earlier };
}
