import { useSyncExternalStore } from "react";

/** Only one header dropdown (cart, favourites, user, categories) is open at a time (spec). */
export type DropdownId = "cart" | "favorites" | "user" | "categories" | null;

let open: DropdownId = null;
const listeners = new Set<() => void>();

export function setOpenDropdown(id: DropdownId): void {
  if (open === id) return;
  open = id;
  listeners.forEach((l) => l());
}

export function getOpenDropdown(): DropdownId {
  return open;
}

export function useOpenDropdown(): DropdownId {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => open,
    () => null,
  );
}
