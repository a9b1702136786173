import { useSyncExternalStore } from "react";

/**
 * The store's name as its owner set it (settings' nombre_tienda), for titles, the header and the
 * footer. The page renderer writes it into every page's og:site_name, so the app starts knowing it
 * without a request; otherwise the header asks GET /api/ajustes/contacto once (useStoreName in
 * features/content). undefined: not known yet; null: the store has no name (nothing names it).
 */
let current: string | null | undefined = readFromHtml();
const listeners = new Set<() => void>();

function readFromHtml(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const content = document.querySelector('meta[property="og:site_name"]')?.getAttribute("content")?.trim();
  return content || undefined;
}

export function storeNameNow(): string | null | undefined {
  return current;
}

export function setStoreName(name: string | null): void {
  if (name === current) return;
  current = name;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The name as known now (re-renders when the answer arrives). */
export function useKnownStoreName(): string | null | undefined {
  return useSyncExternalStore(subscribe, storeNameNow, storeNameNow);
}

/** '{page} | {store}', or the page's title alone while the store has no name. */
export function titleWithStore(title: string, name: string | null | undefined): string {
  return name ? `${title} | ${name}` : title;
}
