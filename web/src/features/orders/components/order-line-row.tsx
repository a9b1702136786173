import { Box, HStack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { formatPrice } from "@/lib/format";
import { ProductImage } from "@/components/ui/product-image";

type OrderLine = PedidoDetalle["lineas"][number];

/**
 * One line of an order as it was ordered: image, name, size and colour, quantity × unit price
 * and the line's amount. The shopper's order page links the name to the product; the admin's
 * order details show it as text (`name`).
 */
export function OrderLineRow({
  line: l,
  name,
  large = false,
  action,
}: {
  line: OrderLine;
  name?: ReactNode;
  large?: boolean;
  /** Under the line's details: the buyer's 'Calificar' once the order is delivered. */
  action?: ReactNode;
}) {
  return (
    <HStack as="li" gap="3" align="flex-start">
      <ProductImage
        src={l.imagen}
        alt=""
        w={large ? { base: "16", md: "20" } : "14"}
        h={large ? { base: "20", md: "24" } : "16"}
        borderRadius="md"
        flexShrink={0}
      />
      <Box flex="1" minW="0" fontSize="sm">
        {name ?? (
          <Text fontWeight="semibold" lineClamp={2}>
            {l.nombre}
          </Text>
        )}
        <Text color="gray.600">
          Talla: {l.talla} · Color: {l.color}
        </Text>
        <Text color="gray.600">
          Cantidad: {l.cantidad} × {formatPrice(l.precio)}
        </Text>
        {action && <Box mt="2">{action}</Box>}
      </Box>
      <Text fontWeight="semibold" fontSize="sm">
        {formatPrice(l.importe)}
      </Text>
    </HStack>
  );
}

/** The key of an order line: one per product, size and colour. */
export const orderLineKey = (l: OrderLine) => `${l.productoId}|${l.talla}|${l.color}`;
