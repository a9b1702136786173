import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { titleWithStore, useKnownStoreName } from "./store-name";

/** Mobile breakpoint of the spec (§9): under 768 px. */
export const MOBILE_QUERY = "(max-width: 767.98px)";

/** One MediaQueryList per query: reading `.matches` of a live list does not force a style recalc. */
const mediaLists = new Map<string, MediaQueryList>();
function mediaList(query: string): MediaQueryList {
  let mql = mediaLists.get(query);
  if (!mql) mediaLists.set(query, (mql = window.matchMedia(query)));
  return mql;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mql = mediaList(query);
      mql.addEventListener("change", cb);
      return () => mql.removeEventListener("change", cb);
    },
    () => mediaList(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Sets document.title to '{title} | {store's name}' (the title alone without one) while the page is shown. */
export function useDocumentTitle(title: string | undefined | null): void {
  const name = useKnownStoreName();
  useEffect(() => {
    if (!title) return;
    document.title = titleWithStore(title, name);
  }, [title, name]);
}

/** Locks page scroll while `locked` (mobile panels, popups). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = prev;
    };
  }, [locked]);
}

function insideModal(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest('[data-scope="dialog"], [data-scope="toast"]');
}

/** Calls `onEscape` when Escape is pressed while `active`. */
export function useEscape(active: boolean, onEscape: () => void): void {
  const ref = useRef(onEscape);
  ref.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const h = (e: KeyboardEvent) => {
      // A Chakra dialog on top handles its own Escape first (spec §4).
      if (e.key === "Escape" && !insideModal(e.target)) ref.current();
    };
    document.addEventListener("keydown", h);
    return () => document.removeEventListener("keydown", h);
  }, [active]);
}

/** Calls `onOutside` on a pointer-down outside every given element while `active`. */
export function useOutsideClick(
  refs: ReadonlyArray<React.RefObject<HTMLElement | null>>,
  active: boolean,
  onOutside: () => void,
): void {
  const cb = useRef(onOutside);
  cb.current = onOutside;
  useEffect(() => {
    if (!active) return;
    const h = (e: PointerEvent) => {
      const t = e.target as Node;
      if (refs.some((r) => r.current?.contains(t)) || insideModal(t)) return;
      cb.current();
    };
    document.addEventListener("pointerdown", h);
    return () => document.removeEventListener("pointerdown", h);
  }, [active, refs]);
}

/** A value that follows `value` after `ms` without changes. */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** Window width, updated on resize (carousel cards per view). */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener("resize", cb);
      return () => window.removeEventListener("resize", cb);
    },
    () => window.innerWidth,
    () => 1280,
  );
}

/** Runs `cb` once the browser is idle, at most `timeoutMs` later; returns what cancels it. */
function whenIdle(cb: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(cb, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const t = setTimeout(cb, fallbackMs);
  return () => clearTimeout(t);
}

/**
 * False on the first render, true once the browser is idle after it (at most `timeoutMs` later):
 * for content below the fold that should not compete with the first screen for the main thread.
 */
export function useAfterIdle(timeoutMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    // A transition: React renders the deferred content in slices, yielding to input.
    () => whenIdle(() => startTransition(() => setReady(true)), timeoutMs, 200),
    [timeoutMs],
  );
  return ready;
}

/**
 * Runs `action` once, when the browser is first idle after the component mounted (at most
 * `timeoutMs` later), without rendering again: to fetch code a later tap will need. `action`
 * should be a stable function (a module's), or it runs again whenever it changes.
 */
export function useIdleAction(action: () => void, timeoutMs = 3000): void {
  useEffect(() => whenIdle(action, timeoutMs, 200), [action, timeoutMs]);
}

/**
 * How many of `stages` parts of a page to show: one more each time the browser is idle after the
 * previous part was put on screen, so several heavy sections mount in several short commits
 * instead of one long one (each commit is a task the main thread cannot split).
 */
export function useStagedReveal(stages: number, timeoutMs = 2000): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= stages) return;
    return whenIdle(() => startTransition(() => setShown((n) => Math.min(stages, n + 1))), timeoutMs, 50);
  }, [shown, stages, timeoutMs]);
  return shown;
}

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport (one
 * screen by default), and from then on: content far below the fold mounts as the shopper scrolls
 * towards it instead of during the page's load, when a phone's main thread is busiest
 * (docs/performance.md, "Nothing mounted before it is needed"). The element keeps the content's
 * place meanwhile (a placeholder of at
 * least its height), so nothing shifts. A callback ref, so an element rendered later is observed.
 */
export function useNearViewport<T extends Element>(
  margin = "100% 0px",
): [(el: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  // The element is observed from the ref itself, not kept in state: a state set from a ref runs
  // in the commit, and React renders the whole component again at once, synchronously, in the same
  // task (on the home page, every below-the-fold section's placeholder).
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near) return;
      if (typeof IntersectionObserver !== "function") {
        startTransition(() => setNear(true));
        return;
      }
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: margin },
      );
      io.observe(el);
      return () => io.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}

/**
 * A function whose identity never changes and that calls the latest `fn`: for handlers passed to
 * memoised children, which a new function each render would re-render for nothing.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
