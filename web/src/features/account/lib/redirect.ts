/**
 * Where to go after signing in: the page the shopper came from (router state `from`, or a
 * `?redirect=` path), only if it is a path of this site; otherwise the home page.
 */
export function safeRedirect(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string") return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  if (/^\/(login|registro|forgot-password)(\/|\?|$)/.test(candidate)) return fallback;
  return candidate;
}

export interface FromState {
  from?: string;
}
