import { Box, Button, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { isPagoUsd } from "@tienda/shared/schemas/checkout";
import { formatPrice } from "@/lib/format";
import { notify } from "@/lib/notify";
import { paths } from "@/config/paths";
import { formatDateTime } from "@/features/orders";
import { CheckIcon } from "@/components/ui/icons";

function absolute(link: string): string {
  try {
    return new URL(link, window.location.origin).toString();
  } catch {
    return link;
  }
}

/** The guest's secret order link, shown prominently: without an account it is the only way back. */
function GuestLink({ enlace }: { enlace: string }) {
  const url = absolute(enlace);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify("Enlace copiado");
    } catch {
      notify("No se pudo copiar el enlace. Cópialo a mano.", "warning");
    }
  };
  return (
    <Stack
      gap="2"
      bg="yellow.50"
      borderWidth="1px"
      borderColor="yellow.300"
      borderRadius="lg"
      p="4"
      data-testid="guest-order-link"
    >
      <Text fontWeight="semibold">Guarda este enlace</Text>
      <Text fontSize="sm" color="gray.800">
        Es la única forma de ver tu pedido y subir tu comprobante sin una cuenta. Guárdalo o cópialo antes de cerrar
        esta ventana.
      </Text>
      <Input
        readOnly
        value={url}
        aria-label="Enlace de tu pedido"
        onFocus={(e) => e.currentTarget.select()}
        fontSize="sm"
        bg="white"
      />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copiar enlace
        </Button>
        <Button size="sm" asChild>
          <RouterLink to={enlace}>Ver mi pedido</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

export function Details({ result }: { result: PedidoCreado }) {
  const p = result.pedido;
  return (
    <Stack gap="3">
      <Text>
        Tu número de pedido es{" "}
        <Text as="strong" whiteSpace="nowrap" data-testid="numero-pedido">
          {p.numero_pedido}
        </Text>
      </Text>
      <Flex justify="space-between" align="baseline" px="4" fontSize="sm">
        <Text color="gray.700">
          {[p.envio_detalle.nombre, p.envio_detalle.courier?.nombre, p.envio_detalle.oficina]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        <Text fontWeight="medium" data-testid="placed-shipping">
          {p.envio_detalle.tipo === "cobro_destino"
            ? "Se paga al recibir"
            : p.envio === 0
              ? "Gratis"
              : formatPrice(p.envio)}
        </Text>
      </Flex>
      <Flex justify="space-between" align="baseline" borderWidth="1px" borderRadius="md" px="4" py="3">
        <Text color="gray.700">Total</Text>
        <Box textAlign="right">
          <Text fontWeight="bold" fontSize="lg" data-testid="placed-total">
            {formatPrice(p.total)}
          </Text>
          {/* A payment in dollars is charged in dollars: no Bs amount. */}
          {!isPagoUsd(p.tipo_pago) && (
            <Text fontSize="sm" color="gray.700" data-testid="placed-total-bs">
              {formatBs(p.total_bs)}
            </Text>
          )}
        </Box>
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {p.tipo_pago === "efectivo_usd"
          ? "Pagas en efectivo (dólares) al retirar o recibir tu pedido; no necesitas enviar comprobante."
          : p.comprobante
            ? "Recibimos tu comprobante. Verificaremos tu pago y te avisaremos por email."
            : p.vence_en
              ? `Realiza el pago y sube tu comprobante antes del ${formatDateTime(p.vence_en)}.`
              : "Realiza el pago y sube tu comprobante desde la página de tu pedido."}
      </Text>
      {result.enlace && <GuestLink enlace={result.enlace} />}
    </Stack>
  );
}

export function Actions({ result }: { result: PedidoCreado }) {
  return (
    <>
      <Button asChild variant="outline">
        <RouterLink to={paths.home}>Ir al Inicio</RouterLink>
      </Button>
      {!result.enlace && (
        <Button asChild>
          <RouterLink to={paths.profileOrders}>Ver Pedidos</RouterLink>
        </Button>
      )}
    </>
  );
}

/** The green check beside the confirmation's title (in the modal and on the page). */
export function CheckBadge({ size }: { size: "8" | "10" }) {
  return (
    <Flex
      boxSize={size}
      borderRadius="full"
      bg="green.600"
      color="white"
      align="center"
      justify="center"
      aria-hidden="true"
    >
      <CheckIcon />
    </Flex>
  );
}
