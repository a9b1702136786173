import {
  Badge,
  Box,
  Button,
  Dialog,
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
import { bancoNombre, isPagoUsd, TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { formatBs, formatRate } from "@tienda/shared/schemas/settings";
import { DetailList } from "@/components/ui/detail-list";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { useAdminOrder } from "../api/admin-orders-api";
import { ACCION_LABEL, activeFlags, availableActions, FLAG_INFO, type AccionPedido } from "../lib/actions";
import { formatDia, formatFechaHora } from "../lib/format";
import { OrderLineRow, OrderTimeline, orderLineKey } from "@/features/orders";
import { PagoBadge, PedidoBadge } from "./status-badges";
import { AppDialog, DialogCloseButton, DialogDismiss } from "@/components/ui/app-dialog";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: "3", md: "4" }}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Pairs({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  const shown = rows.filter(([, v]) => v !== "" && v !== null && v !== undefined);
  if (!shown.length)
    return (
      <Text fontSize="sm" color="gray.600">
        Sin datos.
      </Text>
    );
  return <DetailList rows={shown} wordBreak="break-word" />;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? "bold" : undefined}>
      <Text color={strong ? undefined : "gray.700"}>{label}</Text>
      <Text textAlign="right">{value}</Text>
    </Flex>
  );
}

function Details({ p }: { p: PedidoDetalle }) {
  const flags = activeFlags(p.banderas);
  const tipo = TIPO_PAGO_LABEL[p.tipo_pago] ?? p.tipo_pago;
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="gray.600">
          Pago:
        </Text>
        <PagoBadge estado={p.estado_pago} />
        <Text fontSize="sm" color="gray.600" ms="2">
          Pedido:
        </Text>
        <PedidoBadge estado={p.estado} />
      </HStack>
      <Text fontSize="sm" color="gray.600">
        Realizado el {formatFechaHora(p.fecha_pedido)} · Actualizado el {formatFechaHora(p.fecha_actualizacion)}
      </Text>
      {flags.length > 0 && (
        <Stack
          role="note"
          gap="2"
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          borderRadius="md"
          p="3"
          data-testid="detalle-banderas"
        >
          {flags.map((k) => (
            <Box key={k} fontSize="sm">
              <Badge colorPalette={FLAG_INFO[k].color} variant="solid" size="sm" me="2">
                {FLAG_INFO[k].label}
              </Badge>
              {FLAG_INFO[k].description}
            </Box>
          ))}
        </Stack>
      )}
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
        <Section title="Cliente">
          <Pairs
            rows={[
              ["Nombre", `${p.cliente.nombre} ${p.cliente.apellido}`],
              ["Email", p.cliente.email],
              ["Teléfono", p.cliente.telefono],
              ["Cuenta", p.invitado ? "Invitado (sin cuenta)" : "Cliente registrado"],
              ...(p.cedula_rif ? ([["Cédula o RIF", p.cedula_rif]] as Array<[string, string]>) : []),
            ]}
          />
        </Section>
        <Section title="Dirección de envío">
          <Stack gap="0.5" fontSize="sm">
            <Text>{p.direccion_envio.direccion}</Text>
            <Text>
              {p.direccion_envio.ciudad}, {p.direccion_envio.estado} {p.direccion_envio.codigo_postal}
            </Text>
            {/* How it travels (issue 47): the method, an office delivery's courier and office, the tracking link. */}
            <Text mt="2" fontWeight="medium" data-testid="admin-order-delivery">
              {[
                p.envio_detalle.nombre,
                p.envio_detalle.courier?.nombre,
                p.envio_detalle.oficina && `oficina ${p.envio_detalle.oficina}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {p.envio_detalle.tipo === "cobro_destino" && <Text color="gray.700">Envío cobrado a destino</Text>}
            {p.seguimiento_url && (
              <Link href={p.seguimiento_url} target="_blank" rel="noopener noreferrer" color="blue.600">
                Seguimiento del envío
              </Link>
            )}
          </Stack>
        </Section>
      </Grid>
      <Section title="Productos">
        <Stack as="ul" listStyleType="none" gap="3">
          {p.lineas.map((l) => (
            <OrderLineRow key={orderLineKey(l)} line={l} />
          ))}
        </Stack>
        <Separator my="3" />
        <Stack gap="1" fontSize="sm">
          <Row label="Subtotal" value={formatPrice(p.subtotal)} />
          {p.descuento > 0 && (
            <Row
              label={
                p.descuento_detalle?.tipo === "promocion"
                  ? `Descuento (${p.descuento_detalle.codigo ?? "código"}, ${p.descuento_detalle.porcentaje}%)`
                  : p.descuento_detalle?.tipo === "primera_compra"
                    ? `Descuento primera compra (${p.descuento_detalle.porcentaje}%)`
                    : "Descuento"
              }
              value={`-${formatPrice(p.descuento)}`}
            />
          )}
          <Row
            label={p.envio_detalle.nombre}
            value={
              p.envio_detalle.tipo === "cobro_destino" ? "A destino" : p.envio === 0 ? "Gratis" : formatPrice(p.envio)
            }
          />
          {p.impuestos > 0 && <Row label="Impuestos" value={formatPrice(p.impuestos)} />}
          {p.igtf > 0 && <Row label={`IGTF (${p.igtf_porcentaje ?? ""}%)`} value={formatPrice(p.igtf)} />}
          <Separator my="1" />
          <Row label="Total" value={formatPrice(p.total)} strong />
          {/* A payment in dollars is charged in dollars: its Bs figure would only mislead. */}
          {!isPagoUsd(p.tipo_pago) && <Row label="Total en bolívares" value={formatBs(p.total_bs)} strong />}
          <Text fontSize="xs" color="gray.600" textAlign="right">
            Tasa BCV fijada: {formatRate(p.tasa_bcv.valor)} por USD del {formatDia(p.tasa_bcv.fecha)}
          </Text>
        </Stack>
      </Section>
      <Section title="Pago">
        <Pairs
          rows={[
            ["Método", tipo],
            ["Banco", p.pago.banco ? bancoNombre(p.pago.banco) : ""],
            ["Referencia", p.pago.referencia ?? ""],
            ["Titular", p.pago.titular ?? ""],
            ["Teléfono", p.pago.telefono ?? ""],
            ["Monto declarado", p.pago.monto ?? (p.pago.monto_bs ? formatBs(p.pago.monto_bs) : "")],
            ["Email del pago", p.pago.email ?? ""],
            ["Comprobante", p.comprobante ? `Enviado el ${formatFechaHora(p.comprobante.fecha)}` : "Sin comprobante"],
            ["Pago aprobado", p.fecha_pago ? formatFechaHora(p.fecha_pago) : ""],
            ["Fecha límite de pago", p.vence_en ? formatFechaHora(p.vence_en) : ""],
          ]}
        />
      </Section>
      <Section title="Historial">
        <OrderTimeline historial={p.historial} testId="admin-order-history" />
      </Section>
    </Stack>
  );
}

/**
 * 'Ver detalles': the order in full (GET /api/pedido/{id}) with its flags explained, and the
 * moves it allows as buttons (they open their confirmation on top of this dialog).
 */
export function OrderDetailsDialog({
  open,
  orderId,
  onClose,
  onAction,
  finalFocusEl,
}: {
  open: boolean;
  orderId: string | null;
  onClose: () => void;
  onAction: (p: PedidoDetalle, a: AccionPedido) => void;
  finalFocusEl?: () => HTMLElement | null;
}) {
  const order = useAdminOrder(orderId, open);
  const p = order.data;
  const actions = p
    ? availableActions({
        estado_pago: p.estado_pago,
        estado_pedido: p.estado,
        tiene_comprobante: !!p.comprobante,
        tipo_pago: p.tipo_pago,
      }).filter((a) => a !== "ver")
    : [];
  return (
    <AppDialog
      open={open && !!orderId}
      size={{ base: "full", md: "xl" }}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
      onClose={onClose}
      lazyMount={false}
      unmountOnExit={false}
      title={p ? `Pedido ${p.numero_pedido}` : "Detalles del pedido"}
      contentProps={{ "data-testid": "order-details" }}
    >
      <Dialog.Body>
        {order.isLoading ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton h="6" w="50%" />
            <Skeleton h="28" />
            <Skeleton h="40" />
          </Stack>
        ) : order.isError ? (
          <ErrorState
            title="No se pudo cargar el pedido"
            message={errorMessage(order.error)}
            onRetry={() => void order.refetch()}
          />
        ) : p ? (
          <Details p={p} />
        ) : null}
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="2">
        {p &&
          actions.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === "aprobar" ? "solid" : "outline"}
              colorPalette={
                a === "aprobar" ? "green" : a === "rechazar" || a === "cancelar" || a === "archivar" ? "red" : undefined
              }
              onClick={() => onAction(p, a)}
            >
              {ACCION_LABEL[a]}
            </Button>
          ))}
        <DialogDismiss size="sm" variant="ghost">
          Cerrar
        </DialogDismiss>
      </Dialog.Footer>
      <DialogCloseButton />
    </AppDialog>
  );
}
