import { Box, Button, SimpleGrid, Skeleton, Stack, Text, chakra } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import { isPagoUsd, TIPO_PAGO_LABEL, TIPOS_PAGO, type TipoPago } from "@tienda/shared/schemas/checkout";
import type { Cotizacion } from "@tienda/shared/schemas/orders";
import { formatBs, formatRate, type AjustesPublicos } from "@tienda/shared/schemas/settings";
import { DetailList } from "@/components/ui/detail-list";
import { formatDate, formatPrice, plural } from "@/lib/format";
import { ReceiptFileInput } from "@/features/orders";
import { isTipoPago, type CheckoutValues } from "../lib/form-values";
import type { ReceiptState } from "../hooks/use-checkout-flow";
import { useClearingRegister } from "./fields";
import { MethodFields, storeDetails } from "./payment-method-fields";

const METHOD_HINT: Record<TipoPago, string> = {
  pago_movil: "Desde la app de tu banco, con tu teléfono",
  transferencia_bancaria: "Desde tu cuenta, a la cuenta de la tienda",
  pago_ubi: "Con tu cuenta UBI",
  zelle: "En dólares, desde tu banco en EE. UU.",
  binance: "En USDT, con Binance Pay",
  efectivo_usd: "En dólares, al retirar o recibir tu pedido",
};

/** The methods offered: the Bs ones always, a dollar one only while the store has its details. */
function offeredMethods(settings: AjustesPublicos | undefined): TipoPago[] {
  return TIPOS_PAGO.filter((t) => !isPagoUsd(t) || settings?.datos_pago[t] !== undefined);
}

/** Step 2 'Método de Pago': the method, where to pay (store data), what was paid, the receipt. */
export function PaymentStep({
  quote,
  settings,
  settingsError,
  onRetrySettings,
  receipt,
}: {
  quote: Cotizacion | undefined;
  settings: AjustesPublicos | undefined;
  settingsError: boolean;
  onRetrySettings: () => void;
  receipt: ReceiptState;
}) {
  const reg = useClearingRegister();
  const {
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const tipo = useWatch<CheckoutValues, "tipo_pago">({ name: "tipo_pago" });
  const tipoError = errors.tipo_pago?.message;

  return (
    <Stack gap="6">
      <chakra.fieldset aria-describedby={tipoError ? "tipo-pago-error" : undefined}>
        <chakra.legend fontWeight="medium" mb="2">
          Elige cómo vas a pagar
        </chakra.legend>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          {offeredMethods(settings).map((t) => {
            const selected = tipo === t;
            return (
              <chakra.label
                key={t}
                display="flex"
                gap="3"
                alignItems="flex-start"
                p="4"
                borderWidth="2px"
                borderRadius="lg"
                borderColor={selected ? "gray.900" : tipoError ? "red.500" : "gray.200"}
                bg={selected ? "gray.50" : "white"}
                cursor="pointer"
                _focusWithin={{ outline: "2px solid", outlineColor: "blue.600", outlineOffset: "2px" }}
                data-testid={`metodo-${t}`}
              >
                <chakra.input
                  type="radio"
                  value={t}
                  mt="1"
                  accentColor="gray.900"
                  aria-invalid={tipoError ? true : undefined}
                  {...reg("tipo_pago")}
                />
                <Box>
                  <Text fontWeight="semibold">{TIPO_PAGO_LABEL[t]}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {METHOD_HINT[t]}
                  </Text>
                </Box>
              </chakra.label>
            );
          })}
        </SimpleGrid>
        {tipoError && (
          <Text id="tipo-pago-error" color="red.600" fontSize="sm" mt="2">
            {tipoError}
          </Text>
        )}
      </chakra.fieldset>

      {isTipoPago(tipo) && (
        <>
          <StorePaymentDetails
            tipo={tipo}
            quote={quote}
            settings={settings}
            error={settingsError}
            onRetry={onRetrySettings}
          />
          {tipo !== "efectivo_usd" && (
            <Stack gap="4">
              <Text fontWeight="semibold">Datos de tu pago</Text>
              <MethodFields tipo={tipo} quote={quote} />
            </Stack>
          )}
        </>
      )}

      {/* Cash is handed over on pickup or delivery: there is no receipt to send. */}
      {tipo !== "efectivo_usd" && (
        <ReceiptFileInput
          file={receipt.file}
          onChange={receipt.setFile}
          error={receipt.error}
          onError={receipt.setError}
          uploadedName={receipt.uploadedName}
          onRemoveUploaded={receipt.removeUploaded}
          helper="Imagen PNG, JPG o WebP de hasta 5MB. También puedes subirla después desde tu pedido."
        />
      )}
    </Stack>
  );
}

/** The store's own account for the chosen method, always from GET /api/ajustes/publicos. */
function StorePaymentDetails({
  tipo,
  quote,
  settings,
  error,
  onRetry,
}: {
  tipo: TipoPago;
  quote: Cotizacion | undefined;
  settings: AjustesPublicos | undefined;
  error: boolean;
  onRetry: () => void;
}) {
  const datos = settings ? storeDetails(settings.datos_pago, tipo) : null;
  const rows = datos?.rows ?? [];
  const tasa = quote?.tasa_bcv ?? settings?.tasa_bcv;
  // A dollar method shows and locks the USD amount, never a Bs one.
  const usd = isPagoUsd(tipo);

  return (
    <Box
      as="section"
      aria-labelledby="datos-tienda-title"
      bg="gray.50"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="datos-pago-tienda"
    >
      <Text id="datos-tienda-title" fontWeight="semibold" mb="3">
        Datos para tu {TIPO_PAGO_LABEL[tipo]}
      </Text>
      {error && !settings ? (
        <Stack gap="2" role="alert">
          <Text fontSize="sm" color="red.700">
            No se pudieron cargar los datos de pago de la tienda.
          </Text>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Reintentar
          </Button>
        </Stack>
      ) : !datos ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="4" w="60%" />
          <Skeleton h="4" w="40%" />
          <Skeleton h="4" w="50%" />
        </Stack>
      ) : (
        <Stack gap="3">
          {rows.length > 0 && <DetailList rows={rows} valueWeight="medium" />}
          {datos.instrucciones && (
            <Text fontSize="sm" color="gray.700">
              {datos.instrucciones}
            </Text>
          )}
        </Stack>
      )}
      <Box mt="4" pt="3" borderTopWidth="1px">
        <Text fontSize="sm" color="gray.700">
          Monto a pagar
        </Text>
        {quote && usd ? (
          <>
            <Text fontSize="xl" fontWeight="bold" data-testid="monto-usd">
              {formatPrice(quote.total)}
            </Text>
            {quote.igtf > 0 && (
              <Text fontSize="xs" color="gray.600" mt="1" data-testid="monto-igtf">
                Incluye IGTF de {formatPrice(quote.igtf)} por pagar en divisas.
              </Text>
            )}
          </>
        ) : quote ? (
          <Text fontSize="xl" fontWeight="bold" data-testid="monto-bs">
            {formatBs(quote.total_bs)}{" "}
            <Text as="span" fontSize="sm" fontWeight="normal" color="gray.600">
              ({formatPrice(quote.total)})
            </Text>
          </Text>
        ) : (
          <Skeleton h="6" w="40%" />
        )}
        {tasa && !usd && (
          <Text fontSize="xs" color="gray.600" mt="1">
            Tasa BCV: {formatRate(tasa.valor)} por USD ({formatDate(tasa.fecha)})
          </Text>
        )}
        {settings && tipo !== "efectivo_usd" && (
          <Text fontSize="xs" color="gray.600" mt="1">
            Tienes {plural(settings.horas_limite_pago, "hora", "horas")} para pagar y enviar tu comprobante.
          </Text>
        )}
        {tipo === "efectivo_usd" && (
          <Text fontSize="xs" color="gray.600" mt="1">
            Pagas en efectivo al retirar o recibir tu pedido; no necesitas enviar comprobante.
          </Text>
        )}
      </Box>
    </Box>
  );
}
