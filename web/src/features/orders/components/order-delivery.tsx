import { Link, Stack, Text } from "@chakra-ui/react";
import { DELIVERY_MESSAGES, TIPO_ENVIO_LABEL } from "@tienda/shared/rules/delivery";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";

/**
 * How the order travels (docs/delivery.md): the method, an office delivery's courier and office,
 * a pickup's address and hours, that a pay-on-delivery is paid on arrival, and once shipped the
 * courier's tracking link for the guía.
 */
export function OrderDelivery({ p }: { p: Pick<PedidoDetalle, "envio_detalle" | "seguimiento_url"> }) {
  const d = p.envio_detalle;
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="order-delivery">
      <Text fontWeight="medium">
        {d.nombre}
        {d.nombre !== TIPO_ENVIO_LABEL[d.tipo] && (
          <Text as="span" color="gray.600" fontWeight="normal">
            {" "}
            · {TIPO_ENVIO_LABEL[d.tipo]}
          </Text>
        )}
      </Text>
      {d.courier && <Text>Empresa de envío: {d.courier.nombre}</Text>}
      {d.oficina && <Text>Oficina: {d.oficina}</Text>}
      {d.tipo === "retiro" && d.direccion && <Text>Retira en: {d.direccion}</Text>}
      {d.tipo === "retiro" && d.horario && <Text color="gray.700">Horario: {d.horario}</Text>}
      {d.tipo === "cobro_destino" && <Text color="gray.700">{DELIVERY_MESSAGES.cobroDestino}</Text>}
      {p.seguimiento_url && (
        <Link
          href={p.seguimiento_url}
          target="_blank"
          rel="noopener noreferrer"
          color="blue.600"
          fontWeight="medium"
          data-testid="order-tracking-link"
        >
          Seguir mi envío{d.courier ? ` en ${d.courier.nombre}` : ""}
        </Link>
      )}
    </Stack>
  );
}
