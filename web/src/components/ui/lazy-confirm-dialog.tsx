import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog";

const ConfirmDialog = lazy(() => import("./confirm-dialog"));

/**
 * ConfirmDialog loaded on demand: nothing is mounted (or downloaded) until it opens, for the
 * shopper's header dropdowns and pages, where it is rarely needed.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
