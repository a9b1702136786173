import { lazy, Suspense } from "react";
import { useSession } from "@/features/session";
import { readJson } from "@/lib/storage";

const TopBanner = lazy(() => import("./top-banner"));

/** Same key and height as ./top-banner (kept here so the banner code stays out of the entry). */
const DISMISS_KEY = "banner-dismissed";
const BANNER_MIN_H = "36px";

/**
 * The top banner is a lazy chunk: it can only show once the session and its text are loaded.
 * Until then a black strip of its height holds its place (no layout shift for guests), unless
 * the shopper already dismissed it this session or is known to be signed in.
 */
export function TopBannerSlot() {
  const dismissed = readJson<boolean>(DISMISS_KEY, false, "sessionStorage");
  // A known signed-in session never sees the banner: no strip to remove later (a page shift).
  const { isAuthenticated } = useSession();
  const placeholder =
    dismissed || isAuthenticated ? null : (
      <div style={{ height: BANNER_MIN_H, background: "#000000" }} aria-hidden="true" />
    );
  return (
    <Suspense fallback={placeholder}>
      <TopBanner />
    </Suspense>
  );
}
