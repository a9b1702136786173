import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Separator,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { METODO_ENVIO_LABEL } from "@tienda/shared/rules/pricing";
import { TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import { estadoPagoInfo, estadoPedidoInfo, type PedidoDetalle } from "@tienda/shared/schemas/orders";
import { formatBs, formatRate } from "@tienda/shared/schemas/settings";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDate, formatPrice } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { paths } from "@/config/paths";
import ConfirmDialog from "@/components/ui/confirm-dialog";
import { ErrorState } from "@/components/ui/states";
import { discountLabel } from "../lib/discount";
import { OrderLineRow, orderLineKey } from "./order-line-row";
import { ordersApi, useOrder, useSetOrder } from "../api/orders-api";
import { formatDateTime } from "../lib/dates";
import { bancoConCodigo } from "../lib/payment";
import { OrderTimeline } from "./order-timeline";
import { ReceiptUploadForm } from "./receipt-upload-form";
import { ReceiptViewer } from "./receipt-viewer";

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="xl" p={{ base: "4", md: "5" }} bg="white" data-testid={testId}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? "bold" : undefined}>
      <Text color={strong ? undefined : "gray.700"}>{label}</Text>
      <Text textAlign="right" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

function PaymentData({ p }: { p: PedidoDetalle }) {
  const rows: Array<[string, string]> = (
    [
      ["Banco", p.pago.banco ? bancoConCodigo(p.pago.banco) : ""],
      ["Teléfono", p.pago.telefono ?? ""],
      ["Referencia", p.pago.referencia ?? ""],
      ["Monto", p.pago.monto_bs ? formatBs(p.pago.monto_bs) : (p.pago.monto ?? "")],
      ["Email", p.pago.email ?? ""],
    ] as Array<[string, string]>
  ).filter(([, v]) => v);
  if (!rows.length) return null;
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([k, v]) => (
        <Box key={k} display="contents">
          <Text as="dt" color="gray.600">
            {k}
          </Text>
          <Text as="dd" wordBreak="break-all">
            {v}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

/**
 * One order in full (GET /api/pedido/{id}): what was ordered, the locked prices and BCV rate,
 * where it goes, how it is paid and where the payment stands, its history, and the shopper's
 * actions (upload a receipt, see it, cancel). The same page serves /perfil/pedido/:id (signed
 * in) and /pedido/:id?token=… (a guest's secret link).
 */
export function OrderPage({ id, token = null, back }: { id: string; token?: string | null; back: React.ReactNode }) {
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

  let body: React.ReactNode;
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
    const pago = estadoPagoInfo(p.estado_pago);
    const estado = estadoPedidoInfo(p.estado);
    const rechazo =
      p.estado_pago === "rechazado" ? [...p.historial].reverse().find((e) => e.tipo === "rechazado") : undefined;
    body = (
      <Stack gap="6">
        <Flex
          justify="space-between"
          align={{ base: "flex-start", md: "center" }}
          direction={{ base: "column", md: "row" }}
          gap="3"
        >
          <Box>
            <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
              Pedido <span data-testid="order-number">{p.numero_pedido}</span>
            </Heading>
            <Text fontSize="sm" color="gray.600">
              Realizado el {formatDateTime(p.fecha_pedido)} · Actualizado el {formatDateTime(p.fecha_actualizacion)}
            </Text>
          </Box>
          <HStack gap="4" wrap="wrap">
            <HStack gap="1.5">
              <Text fontSize="sm" color="gray.600">
                Pago:
              </Text>
              <Badge colorPalette={pago.color} size="md" data-testid="estado-pago">
                {pago.label}
              </Badge>
            </HStack>
            <HStack gap="1.5">
              <Text fontSize="sm" color="gray.600">
                Pedido:
              </Text>
              <Badge colorPalette={estado.color} size="md" data-testid="estado-pedido">
                {estado.label}
              </Badge>
            </HStack>
          </HStack>
        </Flex>

        {p.vence_en && (
          <Box
            role="status"
            bg="orange.50"
            borderWidth="1px"
            borderColor="orange.200"
            color="orange.900"
            borderRadius="md"
            px="4"
            py="3"
            data-testid="payment-deadline"
          >
            <Text fontWeight="semibold">Fecha límite de pago: {formatDateTime(p.vence_en)}</Text>
            <Text fontSize="sm">
              Si no recibimos tu comprobante antes de esa fecha, el pedido se cancelará automáticamente.
            </Text>
          </Box>
        )}
        {rechazo && (
          <Box
            role="alert"
            bg="red.50"
            borderWidth="1px"
            borderColor="red.200"
            color="red.800"
            borderRadius="md"
            px="4"
            py="3"
          >
            <Text fontWeight="semibold">Tu pago fue rechazado</Text>
            {rechazo.motivo && <Text fontSize="sm">Motivo: {rechazo.motivo}</Text>}
            {p.puede_subir_comprobante && <Text fontSize="sm">Sube un nuevo comprobante para que lo revisemos.</Text>}
          </Box>
        )}

        <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1.5fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
          <Stack gap="6" minW="0">
            <Section title="Productos" testId="order-lines">
              <Stack as="ul" listStyleType="none" gap="4">
                {p.lineas.map((l) => (
                  <OrderLineRow
                    key={orderLineKey(l)}
                    line={l}
                    large
                    name={
                      <Link asChild fontWeight="semibold">
                        <RouterLink to={paths.product(l.productoId)}>{l.nombre}</RouterLink>
                      </Link>
                    }
                  />
                ))}
              </Stack>
              <Separator my="4" />
              <Stack gap="1.5" fontSize="sm">
                <Row label="Subtotal" value={formatPrice(p.subtotal)} />
                {p.descuento > 0 && (
                  <Row label={discountLabel(p.descuento_detalle)} value={`-${formatPrice(p.descuento)}`} />
                )}
                <Row
                  label={METODO_ENVIO_LABEL[p.metodo_envio]}
                  value={p.envio === 0 ? "Gratis" : formatPrice(p.envio)}
                  testId="order-shipping-cost"
                />
                {p.impuestos > 0 && <Row label="Impuestos" value={formatPrice(p.impuestos)} />}
                <Separator my="1" />
                <Row label="Total" value={formatPrice(p.total)} strong testId="order-total" />
                <Row label="Total en bolívares" value={formatBs(p.total_bs)} strong testId="order-total-bs" />
                <Text fontSize="xs" color="gray.600" textAlign="right">
                  Tasa BCV: {formatRate(p.tasa_bcv.valor)} por USD del {formatDate(p.tasa_bcv.fecha)}
                </Text>
              </Stack>
            </Section>
            <Section title="Historial">
              <OrderTimeline historial={p.historial} />
            </Section>
          </Stack>

          <Stack gap="6" minW="0">
            <Section title="Pago" testId="order-payment">
              <Stack gap="3">
                <Text fontWeight="medium">{TIPO_PAGO_LABEL[p.tipo_pago] ?? p.tipo_pago}</Text>
                <PaymentData p={p} />
                {p.comprobante && (
                  <HStack justify="space-between" wrap="wrap" gap="2" borderTopWidth="1px" pt="3">
                    <Text fontSize="sm" color="gray.700">
                      Comprobante enviado el {formatDateTime(p.comprobante.fecha)}
                    </Text>
                    <ReceiptViewer id={p.id} token={token} numero={p.numero_pedido} />
                  </HStack>
                )}
                {p.puede_subir_comprobante && (
                  <Box borderTopWidth="1px" pt="4">
                    <ReceiptUploadForm pedido={p} token={token} onDone={setOrder} />
                  </Box>
                )}
              </Stack>
            </Section>
            <Section title="Envío" testId="order-shipping">
              <Stack gap="0.5" fontSize="sm">
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
            </Section>
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
