import { Button, CloseButton, Dialog, Portal, Text, Wrap } from "@chakra-ui/react";
import type { ProductVariants } from "../api/variants";
import { isSizeAvailable } from "../api/variants";

/**
 * Shown when adding without a chosen size (spec, product detail): Escape closes it, body scroll
 * is locked while open, choosing a size adds the item.
 */
export default function SizePickerDialog({
  open,
  producto,
  color,
  onPick,
  onClose,
}: {
  open: boolean;
  producto: ProductVariants & { nombre: string };
  color: string | null;
  onPick: (talla: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" preventScroll>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Selecciona una talla</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.700" mb="4">
                {producto.nombre}
                {color ? ` · ${color}` : ""}
              </Text>
              <Wrap gap="2">
                {producto.tallas.map((t) => {
                  const ok = isSizeAvailable(producto, t, color);
                  return (
                    <Button
                      key={t}
                      variant="outline"
                      minW="12"
                      disabled={!ok}
                      textDecoration={ok ? undefined : "line-through"}
                      aria-label={ok ? `Talla ${t}` : `Talla ${t} agotada`}
                      onClick={() => onPick(t)}
                    >
                      {t}
                    </Button>
                  );
                })}
              </Wrap>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
