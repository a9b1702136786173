import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";

/** The spec's '¿Vaciar carrito?' confirmation, shared by the dropdown and the cart page (loaded on demand). */
export function ClearCartDialog({
  open,
  onConfirm,
  onClose,
}: {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <LazyConfirmDialog
      open={open}
      title="¿Vaciar carrito?"
      description="Esta acción eliminará todos los productos de tu carrito. No podrás deshacer esta acción."
      confirmLabel="Vaciar carrito"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
