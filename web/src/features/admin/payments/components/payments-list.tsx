import { Box, Button, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import type { PedidoAdmin } from "@tienda/shared/schemas/admin-orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { formatPrice } from "@/lib/format";
import { AdminCard, AdminCardList, AdminTable, ArrowDownIcon, ArrowUpIcon, SortIcon } from "../../shell";
import type { AccionPedido } from "../lib/actions";
import { metodoLabel } from "../lib/export";
import type { AdminSort, PaymentFilters } from "../lib/filters";
import { formatFechaHora, formatFechaPartes } from "../lib/format";
import { RowActionsMenu } from "./row-actions-menu";
import { FlagBadges, PagoBadge, PedidoBadge } from "./status-badges";

export type OnRowAction = (row: PedidoAdmin, action: AccionPedido) => void;

const estadoDe = (p: PedidoAdmin) => ({
  estado_pago: p.estado_pago,
  estado_pedido: p.estado_pedido,
  tiene_comprobante: p.tiene_comprobante,
  tipo_pago: p.tipo_pago,
});

function Cliente({ p }: { p: PedidoAdmin }) {
  return (
    <Box minW="0">
      <Text fontWeight="medium">
        {p.usuario_nombre} {p.usuario_apellido}
        {p.invitado && (
          <Text as="span" fontSize="xs" color="gray.600" fontWeight="normal">
            {" "}
            (invitado)
          </Text>
        )}
      </Text>
      <Text fontSize="xs" color="gray.600" overflowWrap="anywhere">
        {p.usuario_correo}
      </Text>
    </Box>
  );
}

function FechaCelda({ iso }: { iso: string }) {
  const { fecha, hora } = formatFechaPartes(iso);
  return (
    <time dateTime={iso}>
      {fecha}
      <Text as="span" display="block" color="gray.600">
        {hora}
      </Text>
    </time>
  );
}

function Totales({ p, align = "end" }: { p: PedidoAdmin; align?: "start" | "end" }) {
  return (
    <Box textAlign={align}>
      <Text fontWeight="semibold">{formatPrice(p.total)}</Text>
      <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
        {formatBs(p.total_bs)}
      </Text>
    </Box>
  );
}

function SortHeader({
  column,
  label,
  filters,
  onSort,
  textAlign,
}: {
  column: AdminSort;
  label: string;
  filters: PaymentFilters;
  onSort: (c: AdminSort) => void;
  textAlign?: "end";
}) {
  const active = filters.orden === column;
  const Icon = !active ? SortIcon : filters.direccion === "asc" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (filters.direccion === "asc" ? "ascending" : "descending") : "none"}
      textAlign={textAlign}
    >
      <Button
        variant="ghost"
        size="xs"
        mx="-2"
        fontWeight="semibold"
        color={active ? "gray.900" : "gray.700"}
        onClick={() => onSort(column)}
        data-testid={`ordenar-${column}`}
      >
        {label}
        <Icon size="14" color={active ? undefined : "var(--chakra-colors-gray-400)"} />
      </Button>
    </Table.ColumnHeader>
  );
}

/** Large screens: the payments table with sortable date, customer and amount headers. */
export function PaymentsTable({
  rows,
  filters,
  onSort,
  onAction,
}: {
  rows: readonly PedidoAdmin[];
  filters: PaymentFilters;
  onSort: (c: AdminSort) => void;
  onAction: OnRowAction;
}) {
  return (
    <AdminTable
      caption="Pagos y transacciones"
      testId="payments-table"
      head={
        <>
          <Table.ColumnHeader>N.º pedido</Table.ColumnHeader>
          <SortHeader column="fecha" label="Fecha" filters={filters} onSort={onSort} />
          <SortHeader column="cliente" label="Cliente" filters={filters} onSort={onSort} />
          <Table.ColumnHeader>Método</Table.ColumnHeader>
          <SortHeader column="monto" label="Total" filters={filters} onSort={onSort} textAlign="end" />
          <Table.ColumnHeader>Pago</Table.ColumnHeader>
          <Table.ColumnHeader>Pedido</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Box srOnly>Acciones</Box>
          </Table.ColumnHeader>
        </>
      }
    >
      {rows.map((p) => (
        <Table.Row key={p.id} data-testid="payment-row" data-numero={p.numero_pedido}>
          <Table.Cell fontWeight="semibold" whiteSpace="nowrap" fontSize="sm">
            {p.numero_pedido}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" fontSize="xs" color="gray.700">
            <FechaCelda iso={p.fecha_pedido} />
          </Table.Cell>
          <Table.Cell minW="44">
            <Cliente p={p} />
          </Table.Cell>
          <Table.Cell fontSize="sm" maxW="32">
            {metodoLabel(p.tipo_pago)}
          </Table.Cell>
          <Table.Cell>
            <Totales p={p} />
          </Table.Cell>
          <Table.Cell>
            <Stack gap="1" align="flex-start">
              <PagoBadge estado={p.estado_pago} />
              <FlagBadges banderas={p.banderas} />
            </Stack>
          </Table.Cell>
          <Table.Cell>
            <PedidoBadge estado={p.estado_pedido} />
          </Table.Cell>
          <Table.Cell textAlign="end">
            <RowActionsMenu
              orderId={p.id}
              numero={p.numero_pedido}
              estado={estadoDe(p)}
              onAction={(a) => onAction(p, a)}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminTable>
  );
}

/** Small screens: one card per order. */
export function PaymentCards({ rows, onAction }: { rows: readonly PedidoAdmin[]; onAction: OnRowAction }) {
  return (
    <AdminCardList data-testid="payments-cards">
      {rows.map((p) => (
        <AdminCard key={p.id} data-testid="payment-row" data-numero={p.numero_pedido}>
          <HStack justify="space-between" align="flex-start" gap="2">
            <Box minW="0">
              <Text fontWeight="bold">{p.numero_pedido}</Text>
              <Text fontSize="xs" color="gray.600">
                <time dateTime={p.fecha_pedido}>{formatFechaHora(p.fecha_pedido)}</time> · {metodoLabel(p.tipo_pago)}
              </Text>
            </Box>
            <RowActionsMenu
              orderId={p.id}
              numero={p.numero_pedido}
              estado={estadoDe(p)}
              onAction={(a) => onAction(p, a)}
            />
          </HStack>
          <HStack justify="space-between" align="flex-end" gap="3" mt="2">
            <Cliente p={p} />
            <Totales p={p} />
          </HStack>
          <HStack gap="1.5" mt="2" wrap="wrap">
            <PagoBadge estado={p.estado_pago} />
            <PedidoBadge estado={p.estado_pedido} />
            <FlagBadges banderas={p.banderas} />
          </HStack>
        </AdminCard>
      ))}
    </AdminCardList>
  );
}

export function PaymentsListSkeleton({ table }: { table: boolean }) {
  if (table) {
    return (
      <Stack borderWidth="1px" borderRadius="lg" p="4" gap="3" aria-busy="true" aria-label="Cargando pagos...">
        <Skeleton h="6" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="3" aria-busy="true" aria-label="Cargando pagos...">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h="32" borderRadius="lg" />
      ))}
    </Stack>
  );
}
