import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import type { PedidoDetalle } from "@tienda/shared/schemas/orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { DetailList } from "@/components/ui/detail-list";
import { formatDateTime } from "../lib/dates";
import { bancoConCodigo } from "../lib/payment";
import { OrderSection } from "./order-section";
import { ReceiptUploadForm } from "./receipt-upload-form";
import { ReceiptViewer } from "./receipt-viewer";

/** The payment details the shopper gave, only those there are. */
function PaymentData({ p }: { p: PedidoDetalle }) {
  const rows: Array<[string, string]> = (
    [
      ["Banco", p.pago.banco ? bancoConCodigo(p.pago.banco) : ""],
      ["Teléfono", p.pago.telefono ?? ""],
      ["Referencia", p.pago.referencia ?? ""],
      ["Titular", p.pago.titular ?? ""],
      ["Monto", p.pago.monto_bs ? formatBs(p.pago.monto_bs) : (p.pago.monto ?? "")],
      ["Email", p.pago.email ?? ""],
    ] as Array<[string, string]>
  ).filter(([, v]) => v);
  if (!rows.length) return null;
  return <DetailList rows={rows} />;
}

/** How the order is paid: the method and details, the receipt sent, and the upload form while one is due. */
export function OrderPayment({
  p,
  token,
  onUploaded,
}: {
  p: PedidoDetalle;
  token: string | null;
  onUploaded: (p: PedidoDetalle) => void;
}) {
  return (
    <OrderSection title="Pago" testId="order-payment">
      <Stack gap="3">
        <Text fontWeight="medium">{TIPO_PAGO_LABEL[p.tipo_pago] ?? p.tipo_pago}</Text>
        <PaymentData p={p} />
        {p.tipo_pago === "efectivo_usd" && p.estado_pago === "pendiente_pago" && (
          <Text fontSize="sm" color="gray.700" data-testid="order-cash-note">
            Pagas en efectivo (dólares) al retirar o recibir tu pedido; no necesitas enviar comprobante.
          </Text>
        )}
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
            <ReceiptUploadForm pedido={p} token={token} onDone={onUploaded} />
          </Box>
        )}
      </Stack>
    </OrderSection>
  );
}
