import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { withExtraRecipes } from "@/theme/lazy";

/** The error page is a lazy chunk: it is only needed when something failed. */
const NotFoundPage = lazy(
  withExtraRecipes(() => import("./not-found-page").then((m) => ({ default: m.NotFoundPage }))),
);

const RELOAD_KEY = "chunk-reload";

function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading/i.test(error.message)
  );
}

/**
 * Route error boundary: a failed route module load reloads the page once (spec §8); any other
 * error shows the error page with its message.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkError(error) && !sessionStorage.getItem(RELOAD_KEY)) {
      sessionStorage.setItem(RELOAD_KEY, "1");
      window.location.reload();
      return;
    }
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error)
      return (
        <Suspense fallback={null}>
          <NotFoundPage message={error instanceof Error ? error.message : undefined} />
        </Suspense>
      );
    return this.props.children;
  }
}
