import { createLocalStore } from "@/lib/local-store";
import { sanitizeIds, sanitizeLines, type CartLine } from "./lines";

/** Guest copies (spec §9 storage keys shop-cart-guest / shop-favorites-guest). */
export const GUEST_CART_KEY = "shop-cart-guest";
export const GUEST_FAVORITES_KEY = "shop-favorites-guest";

export const guestCart = createLocalStore<CartLine[]>(GUEST_CART_KEY, [], sanitizeLines);
export const guestFavorites = createLocalStore<string[]>(GUEST_FAVORITES_KEY, [], sanitizeIds);
