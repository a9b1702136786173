import { Badge, HStack } from "@chakra-ui/react";
import type { BanderasPago } from "@tienda/shared/schemas/admin-orders";
import { estadoPagoInfo, estadoPedidoInfo } from "@tienda/shared/schemas/orders";
import { activeFlags, FLAG_INFO } from "../lib/actions";

export function PagoBadge({ estado }: { estado: string }) {
  const info = estadoPagoInfo(estado);
  return (
    <Badge colorPalette={info.color} variant="subtle" whiteSpace="nowrap" data-testid="badge-estado-pago">
      {info.label}
    </Badge>
  );
}

export function PedidoBadge({ estado }: { estado: string }) {
  const info = estadoPedidoInfo(estado);
  return (
    <Badge colorPalette={info.color} variant="outline" whiteSpace="nowrap" data-testid="badge-estado-pedido">
      {info.label}
    </Badge>
  );
}

/** 'Referencia repetida' (orange) and 'Monto distinto' (red), with their explanation as a tooltip text. */
export function FlagBadges({ banderas }: { banderas: BanderasPago | null | undefined }) {
  const flags = activeFlags(banderas);
  if (!flags.length) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {flags.map((k) => (
        <Badge
          key={k}
          colorPalette={FLAG_INFO[k].color}
          variant="solid"
          size="sm"
          title={FLAG_INFO[k].description}
          data-testid={`bandera-${k}`}
        >
          {FLAG_INFO[k].label}
        </Badge>
      ))}
    </HStack>
  );
}
