/**
 * Toast notifications without putting the toast machinery in the first download: the toaster
 * module loads on first use (or when the browser is idle). Shop notifications last 3 s, auth
 * ones 4 s (storefront spec §9).
 */
export const SHOP_TOAST_MS = 3000;
export const AUTH_TOAST_MS = 4000;

export type ToastType = "success" | "error" | "info" | "warning";

let mod: Promise<typeof import("@/components/ui/toaster")> | null = null;

export function loadToaster() {
  return (mod ??= import("@/components/ui/toaster"));
}

/** Set once a toast was asked for: the (idle-mounted) toaster then mounts right away. */
let requested = false;
const requestListeners = new Set<() => void>();

export function toastRequested(): boolean {
  return requested;
}

export function onToastRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function notify(title: string, type: ToastType = "success", duration = SHOP_TOAST_MS, description?: string): void {
  if (!requested) {
    requested = true;
    requestListeners.forEach((l) => l());
  }
  void loadToaster().then((m) => m.toaster.create({ title, description, type, duration }));
}
