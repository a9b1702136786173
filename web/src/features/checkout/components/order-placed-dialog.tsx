import { Dialog, HStack, Portal } from "@chakra-ui/react";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { Actions, CheckBadge, Details } from "./order-placed-details";

export interface OrderPlacedDialogProps {
  result: PedidoCreado;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The '¡Pedido Confirmado!' modal (./order-placed.tsx loads it apart from the checkout). */
export function OrderPlacedDialog({ result, open, onOpenChange }: OrderPlacedDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <HStack gap="3">
                <CheckBadge size="8" />
                <Dialog.Title>¡Pedido Confirmado!</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Details result={result} />
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Actions result={result} />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
