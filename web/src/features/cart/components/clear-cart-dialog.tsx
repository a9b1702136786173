import { lazy, Suspense } from "react";

const ConfirmDialog = lazy(() => import("@/components/ui/confirm-dialog"));

/** The spec's '¿Vaciar carrito?' confirmation, shared by the dropdown and the cart page (loaded on demand). */
export function ClearCartDialog({ open, onConfirm, onClose }: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        title="¿Vaciar carrito?"
        description="Esta acción eliminará todos los productos de tu carrito. No podrás deshacer esta acción."
        confirmLabel="Vaciar carrito"
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Suspense>
  );
}
