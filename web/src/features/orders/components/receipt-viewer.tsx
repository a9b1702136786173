import { Box, Button, Dialog, Link, Spinner, Text, chakra } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { ordersApi } from "../api/orders-api";
import { AppDialog, DialogDismiss } from "@/components/ui/app-dialog";

/**
 * 'Ver comprobante': asks GET /api/pedido/{id}/comprobante for a short-lived link each time and
 * shows the image in a dialog, with a link that opens it in a new tab.
 */
export function ReceiptViewer({ id, token, numero }: { id: string; token: string | null; numero: string }) {
  const [open, setOpen] = useState(false);
  const link = useMutation({
    mutationFn: () => ordersApi.receiptUrl(id, token),
    onError: (err) => notify(errorMessage(err, "No se pudo cargar el comprobante"), "error"),
    onSuccess: () => setOpen(true),
  });
  const [broken, setBroken] = useState(false);

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        loading={link.isPending}
        onClick={() => {
          setBroken(false);
          link.mutate();
        }}
      >
        Ver comprobante
      </Button>
      <AppDialog
        open={open}
        onClose={() => setOpen(false)}
        size="lg"
        lazyMount={false}
        unmountOnExit={false}
        title={<>Comprobante del pedido {numero}</>}
        contentProps={{ mx: "4" }}
      >
        <Dialog.Body>
          {link.data ? (
            broken ? (
              <Text color="gray.700">
                No se pudo mostrar la imagen. El enlace puede haber caducado: ciérralo y vuelve a abrirlo.
              </Text>
            ) : (
              <Box bg="gray.50" borderRadius="md" overflow="hidden">
                <chakra.img
                  src={link.data.url}
                  alt={`Comprobante de pago del pedido ${numero}`}
                  maxH="70vh"
                  w="100%"
                  objectFit="contain"
                  onError={() => setBroken(true)}
                  data-testid="receipt-image"
                />
              </Box>
            )
          ) : (
            <Spinner />
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {link.data && (
            <Link
              href={link.data.url}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="sm"
              textDecoration="underline"
            >
              Abrir en una pestaña nueva
            </Link>
          )}
          <DialogDismiss>Cerrar</DialogDismiss>
        </Dialog.Footer>
      </AppDialog>
    </>
  );
}
