import { Box, Button, Flex, Grid, Heading, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { memo } from "react";
import { FormProvider } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { CHECKOUT_MESSAGES } from "@tienda/shared/schemas/checkout";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { useDocumentTitle, useIdleAction } from "@/lib/hooks";
import { paths } from "@/config/paths";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { PageSkeleton } from "@/components/ui/states";
import { EmptyPage } from "@/components/ui/empty-page";
import { PageContainer } from "@/components/ui/page-container";
import { CartIcon, ChevronLeftIcon } from "@/components/ui/icons";
import type { Usuario } from "@/features/session";
import type { CartLine } from "@/features/cart";
import type { CheckoutStep } from "../lib/form-values";
import { useCheckoutEntry, useCheckoutFlow } from "../hooks/use-checkout-flow";
import { FieldActionsContext } from "./fields";
import { OrderPlaced, preloadOrderPlacedDialog } from "./order-placed";
import { OrderSummary } from "./order-summary";
import { PaymentStep } from "./payment-step";
import { ReviewStep } from "./review-step";
import { ShippingStep } from "./shipping-step";
import { ShippingChoice } from "./shipping-choice";
import { StepIndicator, STEP_TITLES } from "./step-indicator";

const CRUMBS = [{ label: "Inicio", to: paths.home }, { label: "Carrito", to: paths.cart }, { label: "Checkout" }];

/** /carrito/pago — 'Finalizar Compra' (companion spec, "Checkout"). */
export function CheckoutPage() {
  useDocumentTitle("Finalizar Compra");
  const { placed, onPlaced, loading, cartLoaded, lines, usuario } = useCheckoutEntry();

  if (placed) return <OrderPlaced result={placed} />;
  // Known to be empty as soon as the cart is read (a known guest's at once, as its HTML drew it:
  // web/public/cart-paint.js), without waiting for the form's transition.
  if (cartLoaded && !lines.length) {
    return (
      <EmptyPage
        crumbs={CRUMBS}
        icon={<CartIcon />}
        title="Carrito vacío"
        description="Agrega productos a tu carrito para finalizar la compra."
        action={{ label: "Ir a la tienda", to: paths.continueShopping }}
      />
    );
  }
  return <CheckoutForm lines={lines} loading={loading} usuario={usuario} onPlaced={onPlaced} />;
}

/** Hoisted: the form's re-render as it mounts (below) leaves the same element, which React skips. */
const LOADING = <PageSkeleton />;

/*
 * Memoised: the cart's and the session's queries re-render the page as they settle. It mounts with
 * the page, showing the skeleton while the cart loads: react-hook-form's `useForm` sets its state
 * as it mounts, and React renders again at once, synchronously, running the new tree's effects in
 * the same task. Mounted with the skeleton, that is a small task, and the form's own commit later
 * carries neither it nor the quote's and the settings' requests (docs/performance.md, "Nothing
 * mounted before it is needed").
 */
const CheckoutForm = memo(function CheckoutForm({
  lines,
  loading,
  usuario,
  onPlaced,
}: {
  lines: readonly CartLine[];
  /** The cart is still loading: the page's skeleton, and no quote yet. */
  loading: boolean;
  usuario: Usuario | null;
  onPlaced: (res: PedidoCreado) => void;
}) {
  // The order confirmation's modal is not in the page's first download (./order-placed.tsx).
  useIdleAction(preloadOrderPlacedDialog);
  const flow = useCheckoutFlow({ lines, loading, usuario, onPlaced });
  const { step, settings, quote } = flow;

  // With the lines known, the heading is drawn at once (as the page's HTML drew it first:
  // web/public/cart-paint.js) while the form mounts; the skeleton only while the cart is read.
  if (loading)
    return lines.length ? (
      <PageContainer>
        <CheckoutHeading step={step} />
      </PageContainer>
    ) : (
      LOADING
    );

  return (
    <PageContainer>
      <CheckoutHeading step={step} />
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1.6fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
        <FormProvider {...flow.form}>
          <FieldActionsContext.Provider value={flow.fieldActions}>
            <chakra.form
              noValidate
              aria-labelledby="checkout-step-title"
              onSubmit={flow.onSubmit}
              onFocusCapture={flow.warmSchemas}
              onPointerDownCapture={flow.warmSchemas}
              borderWidth="1px"
              borderRadius="xl"
              p={{ base: "4", md: "6" }}
              bg="white"
              minW="0"
            >
              <Heading
                id="checkout-step-title"
                as="h2"
                size="lg"
                mb="5"
                ref={flow.headingRef}
                tabIndex={-1}
                scrollMarginTop="24"
                _focusVisible={{ outline: "none" }}
              >
                {step}. {STEP_TITLES[step]}
              </Heading>
              {step === 1 && <ShippingStep pedirCedulaRif={settings.data?.pedir_cedula_rif === true} />}
              {step === 1 && (
                <ShippingChoice
                  value={flow.metodoEnvio}
                  onChange={flow.chooseShipping}
                  metodos={settings.data?.metodos_envio}
                  estado={flow.estadoEnvio}
                  oficina={flow.oficinaEnvio}
                  onOficina={flow.chooseOffice}
                  errores={flow.deliveryErrors}
                />
              )}
              {step === 2 && (
                <PaymentStep
                  quote={quote.data}
                  settings={settings.data}
                  settingsError={settings.isError}
                  onRetrySettings={() => void settings.refetch()}
                  receipt={flow.receipt}
                />
              )}
              {step === 3 && (
                <ReviewStep
                  quote={quote.data}
                  quoteLoading={quote.isLoading}
                  receiptName={flow.receiptName}
                  onEdit={flow.edit}
                  submitError={flow.submitError}
                />
              )}
              {flow.schemasFailed && (
                <Text mt="4" fontSize="sm" color="red.600" role="alert">
                  {CHECKOUT_MESSAGES.offline}
                </Text>
              )}
              {step === 3 && flow.problems > 0 && (
                <Text mt="4" fontSize="sm" color="orange.800" role="status">
                  Algunos productos no están disponibles como están en tu carrito.{" "}
                  <Link asChild textDecoration="underline">
                    <RouterLink to={paths.cart}>Revisa tu carrito</RouterLink>
                  </Link>{" "}
                  antes de confirmar.
                </Text>
              )}
              <StepActions step={step} submitting={flow.submitting} blocked={flow.problems > 0} onBack={flow.back} />
            </chakra.form>
          </FieldActionsContext.Provider>
        </FormProvider>
        <OrderSummary
          quote={flow.quoteData}
          isLoading={quote.isLoading || flow.quotePending}
          isError={quote.isError}
          onRetry={flow.retryQuote}
          promoCode={flow.codigo}
          onRemovePromo={flow.removePromo}
        />
      </Grid>
    </PageContainer>
  );
});

/*
 * The page's heading and the step's buttons, memoised: useForm sets its state as the form mounts,
 * and the quote and the settings re-render the form as they arrive; each time, only what changed
 * renders again.
 */
const CheckoutHeading = memo(function CheckoutHeading({ step }: { step: CheckoutStep }) {
  return (
    <>
      <Breadcrumbs items={CRUMBS} />
      <Flex
        justify="space-between"
        align={{ base: "flex-start", sm: "center" }}
        direction={{ base: "column", sm: "row" }}
        gap="2"
        mb="6"
      >
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontWeight="900">
          Finalizar Compra
        </Heading>
        <Link asChild fontSize="sm" color="gray.700">
          <RouterLink to={paths.cart}>
            <ChevronLeftIcon /> Volver al carrito
          </RouterLink>
        </Link>
      </Flex>
      <StepIndicator step={step} />
    </>
  );
});

const StepActions = memo(function StepActions({
  step,
  submitting,
  blocked,
  onBack,
}: {
  step: CheckoutStep;
  submitting: boolean;
  /** Lines the quote says cannot be ordered: 'Confirmar Pedido' waits for the cart. */
  blocked: boolean;
  onBack: () => void;
}) {
  return (
    <Stack direction={{ base: "column-reverse", sm: "row" }} justify="space-between" gap="3" mt="6">
      {step > 1 ? (
        <Button type="button" variant="outline" onClick={onBack} disabled={submitting}>
          <ChevronLeftIcon /> Anterior
        </Button>
      ) : (
        <Box />
      )}
      {step < 3 ? (
        <Button type="submit" size="lg">
          Continuar
        </Button>
      ) : (
        <Button type="submit" size="lg" loading={submitting} loadingText="Procesando..." disabled={blocked}>
          Confirmar Pedido
        </Button>
      )}
    </Stack>
  );
});

export const Component = CheckoutPage;
