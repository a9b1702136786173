import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { EVENTO_PEDIDO_LABEL, type EventoHistorial } from "@tienda/shared/schemas/orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { formatDateTime } from "../lib/dates";
import { bancoConCodigo } from "../lib/payment";

const EVENT_COLOR: Partial<Record<EventoHistorial["tipo"], string>> = {
  aprobado: "green.600",
  entregado: "green.600",
  rechazado: "red.600",
  cancelado: "red.600",
  vencido: "red.600",
  enviado: "purple.600",
  comprobante_enviado: "yellow.600",
};

function who(por: string): string {
  if (por === "cliente") return "Cliente";
  if (por === "sistema") return "Sistema";
  return por;
}

/** The order's history (`historial`) as a timeline, oldest first (the shopper's page and the admin's details). */
export function OrderTimeline({
  historial,
  testId = "order-timeline",
}: {
  historial: readonly EventoHistorial[];
  testId?: string;
}) {
  if (!historial.length) return <Text color="gray.600">Sin movimientos.</Text>;
  return (
    <Stack as="ol" listStyleType="none" gap="0" data-testid={testId}>
      {historial.map((e, i) => (
        <Flex as="li" key={`${e.tipo}-${e.fecha}-${i}`} gap="3">
          <Flex direction="column" align="center" flexShrink={0} aria-hidden="true">
            <Box boxSize="3" mt="1.5" borderRadius="full" bg={EVENT_COLOR[e.tipo] ?? "gray.500"} />
            {i < historial.length - 1 && <Box flex="1" w="2px" bg="gray.200" my="1" />}
          </Flex>
          <Box pb="4" minW="0">
            <Text fontWeight="semibold">{EVENTO_PEDIDO_LABEL[e.tipo] ?? e.tipo}</Text>
            <Text fontSize="sm" color="gray.600">
              <time dateTime={e.fecha}>{formatDateTime(e.fecha)}</time> · Por: {who(e.por)}
            </Text>
            {e.motivo && (
              <Text fontSize="sm" color="gray.800">
                Motivo: {e.motivo}
              </Text>
            )}
            {e.nota && (
              <Text fontSize="sm" color="gray.800">
                {e.nota}
              </Text>
            )}
            {(e.guia || e.transportista) && (
              <Text fontSize="sm" color="gray.800">
                {[e.guia && `Guía: ${e.guia}`, e.transportista && `Transportista: ${e.transportista}`].filter(Boolean).join(" · ")}
              </Text>
            )}
            {e.sin_devolver?.length ? (
              <Text fontSize="sm" color="gray.700">
                No vuelven al inventario (la variante ya no existe):{" "}
                {e.sin_devolver.map((u) => `${u.nombre} (${u.talla} / ${u.color}) × ${u.cantidad}`).join(", ")}
              </Text>
            ) : null}
            {e.pago && (e.pago.referencia || e.pago.banco || e.pago.monto) && (
              <Text fontSize="sm" color="gray.700">
                {[
                  e.pago.banco && bancoConCodigo(e.pago.banco),
                  e.pago.referencia && `Ref. ${e.pago.referencia}`,
                  e.pago.monto ? `Monto declarado: Bs. ${e.pago.monto}` : e.pago.monto_bs ? formatBs(e.pago.monto_bs) : "",
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            )}
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
