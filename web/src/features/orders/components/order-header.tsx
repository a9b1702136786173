import { Badge, Box, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { AlertBox } from "@/components/ui/alert-box";
import { estadoPagoInfo, estadoPedidoInfo, type PedidoDetalle } from "@tienda/shared/schemas/orders";
import { formatDateTime } from "../lib/dates";

function StatusBadge({
  label,
  info,
  testId,
}: {
  label: string;
  info: { color: string; label: string };
  testId: string;
}) {
  return (
    <HStack gap="1.5">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Badge colorPalette={info.color} size="md" data-testid={testId}>
        {info.label}
      </Badge>
    </HStack>
  );
}

/** The order's number, when it was placed and last changed, and where its payment and the order stand. */
export function OrderHeader({ p }: { p: PedidoDetalle }) {
  return (
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
        <StatusBadge label="Pago:" info={estadoPagoInfo(p.estado_pago)} testId="estado-pago" />
        <StatusBadge label="Pedido:" info={estadoPedidoInfo(p.estado)} testId="estado-pedido" />
      </HStack>
    </Flex>
  );
}

/** The payment deadline while the order waits for a receipt, and the reason of the last rejection. */
export function OrderNotices({ p }: { p: PedidoDetalle }) {
  const rechazo =
    p.estado_pago === "rechazado" ? [...p.historial].reverse().find((e) => e.tipo === "rechazado") : undefined;
  return (
    <>
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
        <AlertBox>
          <Text fontWeight="semibold">Tu pago fue rechazado</Text>
          {rechazo.motivo && <Text fontSize="sm">Motivo: {rechazo.motivo}</Text>}
          {p.puede_subir_comprobante && <Text fontSize="sm">Sube un nuevo comprobante para que lo revisemos.</Text>}
        </AlertBox>
      )}
    </>
  );
}
