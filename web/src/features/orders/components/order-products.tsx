import { Flex, Link, Separator, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { isPagoUsd } from "@tienda/shared/schemas/checkout";
import { formatBs, formatRate } from "@tienda/shared/schemas/settings";
import { formatDate, formatPrice } from "@/lib/format";
import { paths } from "@/config/paths";
import { discountLabel } from "../lib/discount";
import { OrderLineRow, orderLineKey } from "./order-line-row";
import { OrderSection } from "./order-section";
import { RateButton } from "@/features/reviews";

function Row({ label, value, strong, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? "bold" : undefined}>
      <Text color={strong ? undefined : "gray.700"}>{label}</Text>
      <Text textAlign="right" data-testid={testId}>
        {value}
      </Text>
    </Flex>
  );
}

/** What was ordered, at the prices locked when it was placed, and the totals in USD and Bs. */
export function OrderProducts({ p, token }: { p: PedidoDetalle; token?: string | null }) {
  return (
    <OrderSection title="Productos" testId="order-lines">
      <Stack as="ul" listStyleType="none" gap="4">
        {p.lineas.map((l) => (
          <OrderLineRow
            key={orderLineKey(l)}
            line={l}
            large
            action={
              // Verified buyers rate what they received (issue 36): only once the order is delivered.
              p.estado === "entregado" ? (
                <RateButton
                  orderId={p.id}
                  token={token}
                  target={{ productoId: l.productoId, nombre: l.nombre, talla: l.talla, color: l.color }}
                />
              ) : undefined
            }
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
        {p.descuento > 0 && <Row label={discountLabel(p.descuento_detalle)} value={`-${formatPrice(p.descuento)}`} />}
        <Row
          label={p.envio_detalle.nombre}
          value={
            p.envio_detalle.tipo === "cobro_destino"
              ? "Se paga al recibir"
              : p.envio === 0
                ? "Gratis"
                : formatPrice(p.envio)
          }
          testId="order-shipping-cost"
        />
        {p.impuestos > 0 && <Row label="Impuestos" value={formatPrice(p.impuestos)} />}
        {p.igtf > 0 && (
          <Row label={`IGTF (${p.igtf_porcentaje ?? ""}%)`} value={formatPrice(p.igtf)} testId="order-igtf" />
        )}
        <Separator my="1" />
        <Row label="Total" value={formatPrice(p.total)} strong testId="order-total" />
        {/* A payment in dollars is charged in dollars: no Bs amount beside it. */}
        {!isPagoUsd(p.tipo_pago) && (
          <>
            <Row label="Total en bolívares" value={formatBs(p.total_bs)} strong testId="order-total-bs" />
            <Text fontSize="xs" color="gray.600" textAlign="right">
              Tasa BCV: {formatRate(p.tasa_bcv.valor)} por USD del {formatDate(p.tasa_bcv.fecha)}
            </Text>
          </>
        )}
      </Stack>
    </OrderSection>
  );
}
