import { Dialog, HStack } from "@chakra-ui/react";
import { AppDialog } from "@/components/ui/app-dialog";
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
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      size="md"
      lazyMount={false}
      unmountOnExit={false}
      contentProps={{ mx: "4" }}
    >
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
    </AppDialog>
  );
}
