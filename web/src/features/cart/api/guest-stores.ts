import { createLocalStore } from "@/lib/local-store";
import { sanitizeLines, type CartLine } from "./lines";

/** The guest cart (spec §9 storage key shop-cart-guest; the favourites feature keeps shop-favorites-guest). */
export const GUEST_CART_KEY = "shop-cart-guest";

export const guestCart = createLocalStore<CartLine[]>(GUEST_CART_KEY, [], sanitizeLines);
