import { createLocalStore } from "@/lib/local-store";
import { GUEST_CART_KEY } from "../early";
import { sanitizeLines, type CartLine } from "./lines";

export { GUEST_CART_KEY };

export const guestCart = createLocalStore<CartLine[]>(GUEST_CART_KEY, [], sanitizeLines);
