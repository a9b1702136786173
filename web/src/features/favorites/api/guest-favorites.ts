import { createLocalStore } from "@/lib/local-store";
import { sanitizeIds } from "./ids";

/** The guest copy of the favourites (spec §9 storage key shop-favorites-guest). */
export const GUEST_FAVORITES_KEY = "shop-favorites-guest";

export const guestFavorites = createLocalStore<string[]>(GUEST_FAVORITES_KEY, [], sanitizeIds);
