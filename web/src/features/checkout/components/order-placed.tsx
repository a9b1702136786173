import { Box, Heading, HStack, Stack } from "@chakra-ui/react";
import { useEffect, useState, type ComponentType } from "react";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { withExtraRecipes } from "@/theme/lazy";
import type { OrderPlacedDialogProps } from "./order-placed-dialog";
import { Actions, CheckBadge, Details } from "./order-placed-details";
import { OrderCompleted } from "./order-completed";

/**
 * The modal's code (Chakra's dialog: Zag's dialog, focus-trap and dismissable machines, ~22 KB
 * gzip) is not part of the checkout's first download: it is shown only after an order is placed.
 * The checkout fetches it once the browser is idle (`preloadOrderPlacedDialog`), so it is there
 * by then.
 */
const loadDialog = withExtraRecipes(() => import("./order-placed-dialog"));
let loadedDialog: ComponentType<OrderPlacedDialogProps> | null = null;

/** Fetches the confirmation modal's code; a failure is left for the next try. */
export function preloadOrderPlacedDialog(): Promise<ComponentType<OrderPlacedDialogProps> | null> {
  return loadDialog().then(
    (m) => (loadedDialog = m.OrderPlacedDialog),
    () => null,
  );
}

/**
 * After a successful POST /api/pedido: the '¡Pedido Confirmado!' modal with the server's order
 * number and totals, over a page that says the same (what remains if the modal is closed). The
 * page shows the details until the modal is up, so the order number and a guest's only link back
 * are on screen even if the modal's code cannot be fetched. Once the shopper closes the modal, the
 * page is the spec's 'Pedido Completado' view, which returns to the home page after 3 seconds.
 */
export function OrderPlaced({ result }: { result: PedidoCreado }) {
  const [open, setOpen] = useState(true);
  const [OrderDialog, setOrderDialog] = useState(() => loadedDialog);
  useEffect(() => {
    if (OrderDialog) return;
    let live = true;
    void preloadOrderPlacedDialog().then((c) => live && c && setOrderDialog(() => c));
    return () => {
      live = false;
    };
  }, [OrderDialog]);
  const dialogUp = open && OrderDialog !== null;
  return (
    <Box maxW="2xl" mx="auto" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }}>
      {/* After the modal: 'Pedido Completado' with its countdown to the home page. */}
      {!open && <OrderCompleted result={result} />}
      {/* The same content while the modal cannot show (its code not fetched yet, or offline). */}
      {open && !dialogUp && (
        <Stack gap="5" borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "8" }}>
          <HStack gap="3">
            <CheckBadge size="10" />
            <Heading as="h1" size="xl">
              Gracias por tu compra
            </Heading>
          </HStack>
          <Details result={result} />
          <HStack gap="3" wrap="wrap">
            <Actions result={result} />
          </HStack>
        </Stack>
      )}
      {OrderDialog && <OrderDialog result={result} open={open} onOpenChange={setOpen} />}
    </Box>
  );
}
