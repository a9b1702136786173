import { Box, Button, Flex, Heading, HStack, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { Cotizacion } from "@tienda/shared/schemas/orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { formatPrice } from "@/lib/format";
import { ProductImage } from "@/components/ui/product-image";
import { ShieldIcon } from "@/components/ui/icons";
import { discountLabel } from "@/features/orders";
import { memo } from "react";
import { moreProductsLabel, summaryItems } from "../lib/summary";

/**
 * 'Resumen del Pedido': the server's figures from POST /api/pedido/cotizacion (nothing about
 * money is computed here), the first 3 lines and '+N productos más', and what cannot be ordered.
 */
export const OrderSummary = memo(function OrderSummary({
  quote,
  isLoading,
  isError,
  onRetry,
  promoCode,
  onRemovePromo,
}: {
  quote: Cotizacion | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  promoCode: string | null;
  onRemovePromo: () => void;
}) {
  const { shown, more } = summaryItems(quote?.lineas ?? []);
  return (
    <Stack
      as="aside"
      aria-labelledby="resumen-title"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
      gap="4"
      position={{ lg: "sticky" }}
      top="24"
      bg="white"
      data-testid="checkout-summary"
    >
      <Heading id="resumen-title" as="h2" size="lg">
        Resumen del Pedido
      </Heading>
      {!quote && isLoading ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton h="14" />
          <Skeleton h="14" />
          <Skeleton h="5" w="60%" />
          <Skeleton h="5" w="40%" />
        </Stack>
      ) : !quote ? (
        <Stack gap="2" role="alert">
          <Text fontSize="sm" color="red.700">
            {isError ? "No se pudo calcular el resumen del pedido." : "Calculando…"}
          </Text>
          {isError && (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
              Reintentar
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="3">
            {shown.map((l) => (
              <HStack
                as="li"
                key={`${l.productoId}|${l.talla}|${l.color}`}
                gap="3"
                align="flex-start"
                data-testid="summary-line"
              >
                <ProductImage src={l.imagen} alt="" w="12" h="14" borderRadius="md" flexShrink={0} />
                <Box flex="1" minW="0" fontSize="sm">
                  <Text fontWeight="medium" lineClamp={1}>
                    {l.nombre}
                  </Text>
                  <Text color="gray.600">
                    {l.talla} · {l.color} · x{l.cantidad}
                  </Text>
                </Box>
                <Text fontSize="sm" fontWeight="semibold">
                  {formatPrice(l.importe)}
                </Text>
              </HStack>
            ))}
          </Stack>
          {more > 0 && (
            <Text fontSize="sm" color="gray.600" data-testid="summary-more">
              {moreProductsLabel(more)}
            </Text>
          )}
          {quote.problemas.length > 0 && (
            <Stack
              gap="1"
              role="alert"
              bg="orange.50"
              borderWidth="1px"
              borderColor="orange.200"
              borderRadius="md"
              p="3"
              fontSize="sm"
              color="orange.900"
              data-testid="summary-problemas"
            >
              {quote.problemas.map((p) => (
                <Text key={`${p.productoId}|${p.talla}|${p.color}`}>{p.mensaje}</Text>
              ))}
            </Stack>
          )}
          {quote.error_codigo && promoCode && (
            <HStack gap="2" fontSize="sm" role="alert" wrap="wrap">
              <Text color="red.600">
                {promoCode}: {quote.error_codigo}
              </Text>
              <Button size="xs" variant="ghost" onClick={onRemovePromo}>
                Quitar código
              </Button>
            </HStack>
          )}
          <Separator />
          <Stack gap="2" fontSize="sm">
            <Flex justify="space-between">
              <Text color="gray.700">Subtotal</Text>
              <Text fontWeight="semibold" data-testid="summary-subtotal">
                {formatPrice(quote.subtotal)}
              </Text>
            </Flex>
            {quote.descuento > 0 && (
              <Flex justify="space-between">
                <Text color="gray.700">{discountLabel(quote.descuento_detalle)}</Text>
                <Text fontWeight="semibold" color="red.600" data-testid="summary-discount">
                  -{formatPrice(quote.descuento)}
                </Text>
              </Flex>
            )}
            <Flex justify="space-between">
              <Text color="gray.700">Envío</Text>
              <Text fontWeight="semibold" data-testid="summary-shipping">
                {quote.envio === 0 ? "Gratis" : formatPrice(quote.envio)}
              </Text>
            </Flex>
            {quote.impuestos > 0 && (
              <Flex justify="space-between">
                <Text color="gray.700">Impuestos</Text>
                <Text fontWeight="semibold">{formatPrice(quote.impuestos)}</Text>
              </Flex>
            )}
          </Stack>
          <Separator />
          <Flex justify="space-between" align="flex-start">
            <Text fontWeight="bold" fontSize="lg">
              Total
            </Text>
            <Box textAlign="right">
              <Text fontWeight="bold" fontSize="lg" data-testid="summary-total">
                {formatPrice(quote.total)}
              </Text>
              <Text fontSize="sm" color="gray.700" data-testid="summary-total-bs">
                {formatBs(quote.total_bs)}
              </Text>
            </Box>
          </Flex>
        </>
      )}
      <HStack gap="2" color="green.700" fontSize="sm" justify="center">
        <ShieldIcon aria-hidden="true" />
        <Text>Pago seguro y protegido</Text>
      </HStack>
    </Stack>
  );
});
