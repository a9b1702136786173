/** Browser storage that never throws (private mode, quota, SSR-less tests). */
function safe(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, fallback: T, kind: "localStorage" | "sessionStorage" = "localStorage"): T {
  const raw = safe(kind)?.getItem(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, kind: "localStorage" | "sessionStorage" = "localStorage"): void {
  try {
    safe(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the in-memory state still works for this visit */
  }
}

export function removeKey(key: string, kind: "localStorage" | "sessionStorage" = "localStorage"): void {
  try {
    safe(kind)?.removeItem(key);
  } catch {
    /* ignore */
  }
}
