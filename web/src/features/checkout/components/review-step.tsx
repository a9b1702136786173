import {
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Separator,
  Skeleton,
  Stack,
  Text,
  chakra,
} from "@chakra-ui/react";
import { AlertBox } from "@/components/ui/alert-box";
import { useFormContext, useWatch } from "react-hook-form";
import { isPagoUsd, TIPO_PAGO_LABEL } from "@tienda/shared/schemas/checkout";
import type { Cotizacion } from "@tienda/shared/schemas/orders";
import { formatBs, formatRate } from "@tienda/shared/schemas/settings";
import { formatDate, formatPrice } from "@/lib/format";
import { ProductImage } from "@/components/ui/product-image";
import { isTipoPago, METHOD_FIELDS, type CheckoutStep, type CheckoutValues } from "../lib/form-values";
import { bancoConCodigo, discountLabel } from "@/features/orders";
import { useClearingRegister } from "./fields";
import { usePageExists } from "@/features/pages";

/** The terms page's address (the setup checklist asks for it: 'Términos y condiciones'). */
const TERMS_SLUG = "terminos";
const TERMS_PATH = `/${TERMS_SLUG}`;

const FIELD_LABEL: Record<string, string> = {
  movil_banco: "Banco de origen",
  movil_telefono: "Teléfono de origen",
  movil_referencia: "Referencia",
  movil_email: "Email",
  transferencia_banco: "Banco de origen",
  transferencia_referencia: "Referencia",
  transferencia_monto: "Monto (Bs.)",
  transferencia_email: "Email",
  ubi_referencia: "Referencia",
  ubi_email: "Email",
  zelle_referencia: "Confirmación de Zelle",
  zelle_titular: "Titular",
  binance_referencia: "ID de la orden",
};

function ReviewSection({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: CheckoutStep;
  onEdit: (s: CheckoutStep) => void;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p="4">
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Button size="xs" variant="ghost" onClick={() => onEdit(step)} aria-label={`Editar ${title}`}>
          Editar
        </Button>
      </Flex>
      {children}
    </Box>
  );
}

/** Step 3 'Confirmar Pedido': everything that will be sent, the server's totals, the terms. */
export function ReviewStep({
  quote,
  quoteLoading,
  receiptName,
  onEdit,
  submitError,
}: {
  quote: Cotizacion | undefined;
  quoteLoading: boolean;
  receiptName: string | null;
  onEdit: (s: CheckoutStep) => void;
  submitError: string | null;
}) {
  const {
    control,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const reg = useClearingRegister();
  const termsError = errors.acepta_terminos?.message;
  const hasTerms = usePageExists(TERMS_SLUG);
  const v = useWatch<CheckoutValues>({ control }) as CheckoutValues;
  const tipo = isTipoPago(v.tipo_pago) ? v.tipo_pago : null;
  // A payment in dollars is charged in dollars: no Bs amount.
  const usd = tipo !== null && isPagoUsd(tipo);

  return (
    <Stack gap="4">
      <ReviewSection title="Información de Envío" step={1} onEdit={onEdit}>
        <Stack gap="0.5" fontSize="sm" color="gray.800" data-testid="review-envio">
          <Text fontWeight="medium">
            {v.nombre} {v.apellido}
          </Text>
          <Text>{v.email}</Text>
          <Text>{v.telefono}</Text>
          <Text>{v.direccion}</Text>
          <Text>
            {v.ciudad}, {v.estado} {v.codigo_postal}
          </Text>
          {v.cedula_rif?.trim() && <Text>Cédula o RIF: {v.cedula_rif.trim()}</Text>}
        </Stack>
      </ReviewSection>

      <ReviewSection title="Método de Pago" step={2} onEdit={onEdit}>
        {tipo ? (
          <Stack gap="1" fontSize="sm" data-testid="review-pago">
            <Text fontWeight="medium">{TIPO_PAGO_LABEL[tipo]}</Text>
            <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="0.5">
              {METHOD_FIELDS[tipo]
                .filter((k) => v[k]?.trim())
                .map((k) => (
                  <Box key={k} display="contents">
                    <Text as="dt" color="gray.600">
                      {FIELD_LABEL[k]}
                    </Text>
                    <Text as="dd" wordBreak="break-all">
                      {k.endsWith("_banco") ? bancoConCodigo(v[k]) : v[k]}
                    </Text>
                  </Box>
                ))}
              <Text as="dt" color="gray.600">
                Comprobante
              </Text>
              <Text as="dd">{receiptName ?? "Lo subirás después desde tu pedido"}</Text>
            </Grid>
          </Stack>
        ) : (
          <Text fontSize="sm" color="red.600">
            Selecciona un método de pago
          </Text>
        )}
      </ReviewSection>

      <Box as="section" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h3" size="sm" mb="2">
          Productos
        </Heading>
        {quoteLoading && !quote ? (
          <Stack gap="2">
            <Skeleton h="14" />
            <Skeleton h="14" />
          </Stack>
        ) : quote ? (
          <Stack gap="3">
            <Stack as="ul" listStyleType="none" gap="3" data-testid="review-lineas">
              {quote.lineas.map((l) => {
                const problema = quote.problemas.find(
                  (p) => p.productoId === l.productoId && p.talla === l.talla && p.color === l.color,
                );
                return (
                  <HStack as="li" key={`${l.productoId}|${l.talla}|${l.color}`} gap="3" align="flex-start">
                    <ProductImage src={l.imagen} alt="" w="14" h="16" borderRadius="md" flexShrink={0} />
                    <Box flex="1" minW="0" fontSize="sm">
                      <Text fontWeight="medium" lineClamp={2}>
                        {l.nombre}
                      </Text>
                      <Text color="gray.600">
                        Talla {l.talla} · {l.color} · {l.cantidad} × {formatPrice(l.precio)}
                      </Text>
                      {problema && (
                        <Text color="red.600" role="alert">
                          {problema.mensaje}
                        </Text>
                      )}
                    </Box>
                    <Text fontWeight="semibold" fontSize="sm">
                      {formatPrice(l.importe)}
                    </Text>
                  </HStack>
                );
              })}
            </Stack>
            <Separator />
            <Stack gap="1" fontSize="sm">
              <Flex justify="space-between">
                <Text color="gray.700">Subtotal</Text>
                <Text>{formatPrice(quote.subtotal)}</Text>
              </Flex>
              {quote.descuento > 0 && (
                <Flex justify="space-between">
                  <Text color="gray.700">{discountLabel(quote.descuento_detalle)}</Text>
                  <Text color="red.600">-{formatPrice(quote.descuento)}</Text>
                </Flex>
              )}
              <Flex justify="space-between">
                <Text color="gray.700">Envío</Text>
                <Text>{quote.envio === 0 ? "Gratis" : formatPrice(quote.envio)}</Text>
              </Flex>
              {quote.impuestos > 0 && (
                <Flex justify="space-between">
                  <Text color="gray.700">Impuestos</Text>
                  <Text>{formatPrice(quote.impuestos)}</Text>
                </Flex>
              )}
              {quote.igtf > 0 && (
                <Flex justify="space-between">
                  <Text color="gray.700">IGTF (pago en divisas)</Text>
                  <Text data-testid="review-igtf">{formatPrice(quote.igtf)}</Text>
                </Flex>
              )}
              <Flex justify="space-between" fontWeight="bold" fontSize="md" pt="1">
                <Text>Total</Text>
                <Box textAlign="right">
                  <Text data-testid="review-total">{formatPrice(quote.total)}</Text>
                  {!usd && (
                    <Text fontSize="sm" fontWeight="semibold" color="gray.700" data-testid="review-total-bs">
                      {formatBs(quote.total_bs)}
                    </Text>
                  )}
                </Box>
              </Flex>
              {!usd && (
                <Text fontSize="xs" color="gray.600" textAlign="right">
                  Tasa BCV: {formatRate(quote.tasa_bcv.valor)} por USD ({formatDate(quote.tasa_bcv.fecha)})
                </Text>
              )}
            </Stack>
          </Stack>
        ) : (
          <Text fontSize="sm" color="gray.600">
            No se pudo calcular el total. El servidor lo calculará al confirmar.
          </Text>
        )}
      </Box>

      <Box>
        <chakra.label display="flex" alignItems="flex-start" gap="2.5" cursor="pointer" fontSize="sm">
          <chakra.input
            type="checkbox"
            boxSize="4.5"
            mt="0.5"
            flexShrink={0}
            accentColor="gray.900"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "terminos-error" : undefined}
            {...reg("acepta_terminos")}
          />
          <span>
            Acepto los {/* A link only once the store has its terms page: until then it would lead to a 404. */}
            {hasTerms ? (
              <Link href={TERMS_PATH} target="_blank" rel="noopener" textDecoration="underline">
                términos y condiciones
              </Link>
            ) : (
              "términos y condiciones"
            )}
          </span>
        </chakra.label>
        {termsError && (
          <Text id="terminos-error" color="red.600" fontSize="sm" mt="1" aria-live="polite">
            {termsError}
          </Text>
        )}
      </Box>

      {submitError && (
        <AlertBox data-testid="order-error">
          <Text fontWeight="semibold">Error al procesar el pedido</Text>
          <Text fontSize="sm">{submitError}</Text>
        </AlertBox>
      )}
    </Stack>
  );
}
