import { Box, Button, Flex, Grid, Heading, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import { CHECKOUT_MESSAGES } from "@tienda/shared/schemas/checkout";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { UPLOAD_MESSAGES } from "@tienda/shared/rules/uploads";
import type { MetodoEnvio } from "@tienda/shared/rules/pricing";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle, useIdleAction } from "@/lib/hooks";
import { uploadImage } from "@/lib/upload";
import { notify } from "@/lib/notify";
import { hasServerMessage, ORDER_HELPER_ERRORS } from "@/lib/order-errors";
import { paths } from "@/config/paths";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { PageSkeleton } from "@/components/ui/states";
import { EmptyPage } from "@/components/ui/empty-page";
import { PageContainer } from "@/components/ui/page-container";
import { CartIcon, ChevronLeftIcon } from "@/components/ui/icons";
import { useSession, type Usuario } from "@/features/session";
import { loadPromo, savePromo, useCart, type CartLine } from "@/features/cart";
import { checkoutApi, usePublicSettings, useQuote } from "../api/checkout-api";
import {
  buildOrderPayload,
  EMPTY_VALUES,
  firstStepWithError,
  hasFormData,
  isTipoPago,
  METHOD_EMAIL_FIELD,
  METHOD_FIELDS,
  profilePrefill,
  SHIPPING_FIELDS,
  type CheckoutStep,
  type CheckoutValues,
} from "../lib/form-values";
import {
  attemptKey,
  clearCheckout,
  dropAttempt,
  fileSignature,
  loadCheckout,
  updateCheckout,
  type StoredReceipt,
} from "../lib/persistence";
import { loadStepResolvers } from "../lib/step-resolvers";
import { isRefusal, orderErrorText } from "../lib/summary";
import { FieldActionsContext } from "./fields";
import { OrderPlaced, preloadOrderPlacedDialog } from "./order-placed";
import { OrderSummary } from "./order-summary";
import { PaymentStep, type ReceiptState } from "./payment-step";
import { ReviewStep } from "./review-step";
import { ShippingStep } from "./shipping-step";
import { ShippingChoice } from "./shipping-choice";
import { StepIndicator, STEP_TITLES } from "./step-indicator";

const NO_LINES: readonly CartLine[] = [];
const CRUMBS = [{ label: "Inicio", to: paths.home }, { label: "Carrito", to: paths.cart }, { label: "Checkout" }];

/** The fields of a step in the order they are shown (focus goes to the first invalid one). */
function fieldsOfStep(step: CheckoutStep, values: CheckoutValues): string[] {
  if (step === 1) return [...SHIPPING_FIELDS];
  if (step === 2) return ["tipo_pago", ...(isTipoPago(values.tipo_pago) ? METHOD_FIELDS[values.tipo_pago] : [])];
  return ["acepta_terminos"];
}

/** /carrito/pago — 'Finalizar Compra' (companion spec, "Checkout"). */
export function CheckoutPage() {
  useDocumentTitle("Finalizar Compra");
  const cart = useCart();
  const { usuario } = useSession();
  const qc = useQueryClient();
  const [placed, setPlaced] = useState<PedidoCreado | null>(null);
  const clearCart = cart.clear;

  const onPlaced = useCallback(
    (res: PedidoCreado) => {
      setPlaced(res);
      clearCheckout();
      savePromo(null);
      clearCart({ silent: true });
      void qc.invalidateQueries({ queryKey: ["pedidos-usuario"] });
    },
    [clearCart, qc],
  );

  // The form mounts in a transition, which React renders in slices: mounted straight from the
  // cart's query it was one ~25 ms task on a phone (docs/performance.md). The transition starts
  // from an effect, after the page's first commit: `useDeferredValue(…, false)` asked for its
  // deferred render while the page mounted, and each time the mount was rendered again before it
  // committed (React holds a route's reveal back up to 300 ms after a fallback) that request
  // restarted it: ~50 renders of the page per load.
  const cartLoaded = !cart.isLoading;
  const [cartReady, setCartReady] = useState(false);
  useEffect(() => {
    if (cartLoaded) startTransition(() => setCartReady(true));
  }, [cartLoaded]);
  const loading = !cartLoaded || !cartReady;

  if (placed) return <OrderPlaced result={placed} />;
  if (!loading && !cart.lines.length) {
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
  return <CheckoutForm lines={cart.lines} loading={loading} usuario={usuario} onPlaced={onPlaced} />;
}

/** Hoisted: the form's re-render as it mounts (below) leaves the same element, which React skips. */
const LOADING = <PageSkeleton />;

/*
 * Memoised: the cart's and the session's queries re-render the page as they settle. It mounts with
 * the page, showing the skeleton while the cart loads: react-hook-form's `useForm` sets its state
 * as it mounts, and React renders again at once, synchronously, running the new tree's effects in
 * the same task. Mounted with the skeleton, that is a small task; the form's own commit, later,
 * no longer carries it, nor the quote's and the settings' requests (docs/performance.md,
 * "Thirteenth round").
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
  const [initial] = useState(loadCheckout);
  // The order confirmation's modal is not in the page's first download (./order-placed.tsx).
  useIdleAction(preloadOrderPlacedDialog);
  const [step, setStep] = useState<CheckoutStep>(initial.step);
  const stepRef = useRef<CheckoutStep>(initial.step);
  const [receiptFile, setReceiptFile] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<StoredReceipt | null>(initial.receipt);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [codigo, setCodigo] = useState(() => loadPromo()?.codigo ?? null);
  // Step 1's delivery choice, kept with the form across reloads; the quote prices it.
  const [metodoEnvio, setMetodoEnvio] = useState<MetodoEnvio>(initial.metodo_envio ?? "estandar");
  const chooseShipping = useCallback((m: MetodoEnvio) => {
    setMetodoEnvio(m);
    updateCheckout((s) => ({ ...s, metodo_envio: m }));
  }, []);
  const quote = useQuote(loading ? NO_LINES : lines, codigo, metodoEnvio);
  // The quote's answer re-renders the summary's lines and figures in a transition (in slices);
  // until then the summary keeps showing what it showed.
  const quoteData = useDeferredValue(quote.data);
  const quotePending = quote.data !== undefined && quoteData === undefined;
  const settings = usePublicSettings();
  const refetchQuote = quote.refetch;
  const retryQuote = useCallback(() => void refetchQuote(), [refetchQuote]);
  const removePromo = useCallback(() => {
    savePromo(null);
    setCodigo(null);
  }, []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** After a step change: the field to focus (an invalid one), or the step's heading. */
  const focusAfterStep = useRef<string | "heading" | null>(null);

  // Each step validates its own schema; the schemas load when the form is first touched.
  const [schemasFailed, setSchemasFailed] = useState(false);
  const resolver = useCallback<Resolver<CheckoutValues>>(async (values, ctx, options) => {
    let resolvers;
    try {
      resolvers = await loadStepResolvers();
    } catch {
      setSchemasFailed(true);
      return { values: {}, errors: { root: { type: "load", message: CHECKOUT_MESSAGES.offline } } };
    }
    setSchemasFailed(false);
    return resolvers[stepRef.current](values, ctx, options);
  }, []);
  const warmSchemas = useCallback(() => void loadStepResolvers().catch(() => undefined), []);
  const form = useForm<CheckoutValues>({
    defaultValues: { ...EMPTY_VALUES, ...initial.values },
    resolver,
    mode: "onSubmit",
    // Editing a field clears its error (fields.tsx); validation runs again on 'Continuar'.
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { getValues, setValue, setError, setFocus, watch, register, clearErrors } = form;
  const fieldActions = useMemo(() => ({ register, clearErrors }), [register, clearErrors]);

  // Form data follows every change into session storage (kept across reloads).
  useEffect(() => {
    const sub = watch((values) => updateCheckout((s) => ({ ...s, values: values as Partial<CheckoutValues> })));
    return () => sub.unsubscribe();
  }, [watch]);

  // A signed-in shopper's step 1 starts from the profile, unless this visit already has data.
  const prefilled = useRef(hasFormData(initial.values));
  useEffect(() => {
    if (prefilled.current || !usuario) return;
    prefilled.current = true;
    for (const [k, v] of Object.entries(profilePrefill(usuario))) {
      const name = k as keyof CheckoutValues;
      if (v && !getValues(name)) setValue(name, v);
    }
  }, [usuario, getValues, setValue]);

  const goTo = useCallback((next: CheckoutStep, focus: string | "heading" = "heading") => {
    stepRef.current = next;
    focusAfterStep.current = focus;
    setStep(next);
    updateCheckout((s) => ({ ...s, step: next }));
  }, []);

  useEffect(() => {
    const target = focusAfterStep.current;
    if (!target) return;
    focusAfterStep.current = null;
    if (target === "heading") {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    } else {
      setFocus(target as Path<CheckoutValues>, { shouldSelect: false });
    }
  }, [step, setFocus]);

  const back = useCallback(() => {
    setSubmitError(null);
    goTo((stepRef.current - 1) as CheckoutStep);
  }, [goTo]);

  const edit = (s: CheckoutStep) => {
    setSubmitError(null);
    goTo(s);
  };

  const receipt: ReceiptState = {
    file: receiptFile,
    error: receiptError,
    uploadedName: uploaded?.nombre ?? null,
    setFile: (f) => {
      setReceiptFile(f);
      if (f && uploaded && uploaded.firma !== fileSignature(f)) forgetUpload();
    },
    setError: setReceiptError,
    removeUploaded: () => forgetUpload(),
  };

  function forgetUpload() {
    setUploaded(null);
    updateCheckout((s) => ({ ...s, receipt: null }));
  }

  const confirm = async () => {
    setSubmitError(null);
    setSubmitting(true);
    try {
      // The receipt goes up right before the order, once: its key is kept for a retry.
      let clave = uploaded?.clave ?? null;
      if (receiptFile && uploaded?.firma !== fileSignature(receiptFile)) {
        clave = await uploadImage(receiptFile, "comprobante");
        const stored: StoredReceipt = { clave, nombre: receiptFile.name, firma: fileSignature(receiptFile) };
        setUploaded(stored);
        updateCheckout((s) => ({ ...s, receipt: stored }));
      }
      const body = buildOrderPayload(getValues(), lines, { codigo, clave, metodoEnvio });
      const res = await checkoutApi.createOrder(body, attemptKey(body));
      onPlaced(res);
    } catch (err) {
      if (isRefusal(err)) dropAttempt();
      if (err instanceof ApiError) {
        const errores = err.errores ?? {};
        if (errores.clave || err.message === UPLOAD_MESSAGES.notUploaded) forgetUpload();
        const known = Object.keys(errores).filter((k) => k in EMPTY_VALUES) as Array<keyof CheckoutValues>;
        for (const k of known) setError(k, { type: "server", message: errores[k] });
        const s = firstStepWithError(known);
        if (s !== null && s < 3)
          goTo(
            s,
            known.find((k) => firstStepWithError([k]) === s),
          );
        if (err.status === 409) void quote.refetch();
      }
      setSubmitError(orderErrorText(err));
      // The order helper's text when the answer said nothing of its own (a proxy's 5xx).
      if (err instanceof ApiError && !hasServerMessage(err)) notify(ORDER_HELPER_ERRORS.crear, "error");
    } finally {
      setSubmitting(false);
    }
  };

  const onValid = async () => {
    const current = stepRef.current;
    if (current === 1) {
      // The payment emails start as the shipping email.
      const email = getValues("email").trim();
      for (const f of Object.values(METHOD_EMAIL_FIELD)) if (!getValues(f)) setValue(f, email);
      goTo(2);
    } else if (current === 2) {
      goTo(3);
    } else {
      await confirm();
    }
  };

  const onInvalid = (errors: FieldErrors<CheckoutValues>) => {
    // Step 3 validates the whole form: data restored from storage may be invalid on an earlier step.
    const names = Object.keys(errors);
    const s = firstStepWithError(names);
    if (s !== null && s !== stepRef.current) {
      const order = fieldsOfStep(s, getValues());
      goTo(s, order.find((n) => names.includes(n)) ?? "heading");
    }
  };

  const problems = quote.data?.problemas.length ?? 0;
  const title = STEP_TITLES[step];

  if (loading) return LOADING;

  return (
    <PageContainer>
      <CheckoutHeading step={step} />
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1.6fr) minmax(0, 1fr)" }} gap="6" alignItems="start">
        <FormProvider {...form}>
          <FieldActionsContext.Provider value={fieldActions}>
            <chakra.form
              noValidate
              aria-labelledby="checkout-step-title"
              onSubmit={form.handleSubmit(onValid, onInvalid)}
              onFocusCapture={warmSchemas}
              onPointerDownCapture={warmSchemas}
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
                ref={headingRef}
                tabIndex={-1}
                scrollMarginTop="24"
                _focusVisible={{ outline: "none" }}
              >
                {step}. {title}
              </Heading>
              {step === 1 && <ShippingStep />}
              {step === 1 && (
                <ShippingChoice value={metodoEnvio} onChange={chooseShipping} costos={settings.data?.costos_envio} />
              )}
              {step === 2 && (
                <PaymentStep
                  quote={quote.data}
                  settings={settings.data}
                  settingsError={settings.isError}
                  onRetrySettings={() => void settings.refetch()}
                  receipt={receipt}
                />
              )}
              {step === 3 && (
                <ReviewStep
                  quote={quote.data}
                  quoteLoading={quote.isLoading}
                  receiptName={receiptFile?.name ?? uploaded?.nombre ?? null}
                  onEdit={edit}
                  submitError={submitError}
                />
              )}
              {schemasFailed && (
                <Text mt="4" fontSize="sm" color="red.600" role="alert">
                  {CHECKOUT_MESSAGES.offline}
                </Text>
              )}
              {step === 3 && problems > 0 && (
                <Text mt="4" fontSize="sm" color="orange.800" role="status">
                  Algunos productos no están disponibles como están en tu carrito.{" "}
                  <Link asChild textDecoration="underline">
                    <RouterLink to={paths.cart}>Revisa tu carrito</RouterLink>
                  </Link>{" "}
                  antes de confirmar.
                </Text>
              )}
              <StepActions step={step} submitting={submitting} blocked={problems > 0} onBack={back} />
            </chakra.form>
          </FieldActionsContext.Provider>
        </FormProvider>
        <OrderSummary
          quote={quoteData}
          isLoading={quote.isLoading || quotePending}
          isError={quote.isError}
          onRetry={retryQuote}
          promoCode={codigo}
          onRemovePromo={removePromo}
        />
      </Grid>
    </PageContainer>
  );
});

/*
 * The page's heading and the step's buttons, memoised: useForm sets its state as the form mounts,
 * and the quote and the settings re-render the form as they arrive; each time, only what changed
 * renders again (docs/performance.md, "Twelfth round").
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
