import { Box, Button, Grid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/states";
import { ordersApi, useOrder, useSetOrder } from "../api/orders-api";
import { OrderHeader, OrderNotices } from "./order-header";
import { OrderPayment } from "./order-payment";
import { OrderProducts } from "./order-products";
import { OrderSection } from "./order-section";
import { OrderTimeline } from "./order-timeline";
import { OrderDelivery } from "./order-delivery";

/**
 * One order in full (GET /api/pedido/{id}): what was ordered, the locked prices and BCV rate,
 * where it goes, how it is paid and where the payment stands, its history, and the shopper's
 * actions (upload a receipt, see it, cancel). The same page serves /perfil/pedido/:id (signed
 * in) and /pedido/:id?token=… (a guest's secret link).
 */
export function OrderPage({ id, token = null, back }: { id: string; token?: string | null; back: ReactNode }) {
  const order = useOrder(id, token);
  const setOrder = useSetOrder(id, token);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancel = useMutation({
    mutationFn: () => ordersApi.cancel(id, token),
    onSuccess: (p) => {
      setOrder(p);
      notify("Pedido cancelado");
    },
    onError: (err) => notify(errorMessage(err, "No se pudo cancelar el pedido"), "error"),
  });
  useDocumentTitle(order.data ? `Pedido ${order.data.numero_pedido}` : "Detalle del pedido");

  let body: ReactNode;
  if (order.isLoading) {
    body = (
      <Stack gap="4" aria-busy="true">
        <Skeleton h="10" w="60%" />
        <Skeleton h="48" />
        <Skeleton h="32" />
      </Stack>
    );
  } else if (order.isError) {
    body =
      order.error instanceof ApiError && order.error.status === 404 ? (
        <ErrorState
          title="Pedido no encontrado"
          message="Comprueba el enlace o inicia sesión con la cuenta con la que hiciste el pedido."
        />
      ) : (
        <ErrorState
          title="Error al cargar el pedido"
          message={errorMessage(order.error)}
          onRetry={() => void order.refetch()}
        />
      );
  } else if (order.data) {
    const p = order.data;
    body = (
      <Stack gap="6">
        <OrderHeader p={p} />
        <OrderNotices p={p} />

        <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1.5fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
          <Stack gap="6" minW="0">
            <OrderProducts p={p} token={token} />
            <OrderSection title="Historial">
              <OrderTimeline historial={p.historial} />
            </OrderSection>
          </Stack>

          <Stack gap="6" minW="0">
            <OrderPayment p={p} token={token} onUploaded={setOrder} />
            <OrderSection title="Envío" testId="order-shipping">
              <OrderDelivery p={p} />
              <Stack gap="0.5" fontSize="sm" mt="3">
                <Text fontWeight="medium">
                  {p.cliente.nombre} {p.cliente.apellido}
                </Text>
                <Text>{p.direccion_envio.direccion}</Text>
                <Text>
                  {p.direccion_envio.ciudad}, {p.direccion_envio.estado} {p.direccion_envio.codigo_postal}
                </Text>
                <Text color="gray.700">{p.cliente.telefono}</Text>
                <Text color="gray.700">{p.cliente.email}</Text>
              </Stack>
            </OrderSection>
            {p.puede_cancelar && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setConfirmCancel(true)}
                loading={cancel.isPending}
              >
                Cancelar pedido
              </Button>
            )}
          </Stack>
        </Grid>
        <ConfirmDialog
          open={confirmCancel}
          title="¿Cancelar pedido?"
          description={`El pedido ${p.numero_pedido} se cancelará y ya no podrás pagarlo. Esta acción no se puede deshacer.`}
          confirmLabel="Cancelar pedido"
          cancelLabel="Volver"
          onConfirm={() => cancel.mutate()}
          onClose={() => setConfirmCancel(false)}
        />
      </Stack>
    );
  }

  return (
    <Box maxW="6xl" mx="auto" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
      <Box mb="4">{back}</Box>
      {body}
    </Box>
  );
}
