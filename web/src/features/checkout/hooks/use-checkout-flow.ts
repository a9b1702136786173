import { useQueryClient } from "@tanstack/react-query";
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { CHECKOUT_MESSAGES, type TipoPago } from "@tienda/shared/schemas/checkout";
import type { PedidoCreado } from "@tienda/shared/schemas/orders";
import { UPLOAD_MESSAGES } from "@tienda/shared/rules/uploads";
import { CEDULA_RIF_REQUIRED } from "@tienda/shared/rules/cedula-rif";
import { deliveryOfOrder, DELIVERY_MESSAGES, methodsForState } from "@tienda/shared/rules/delivery";
import { ApiError } from "@/lib/api-client";
import { uploadImage } from "@/lib/upload";
import { notify } from "@/lib/notify";
import { hasServerMessage, ORDER_HELPER_ERRORS } from "@/lib/order-errors";
import { useSession, type Usuario } from "@/features/session";
import { loadPromo, savePromo, useCart, type CartLine } from "@/features/cart";
import { checkoutApi, usePublicSettings, useQuote } from "../api/checkout-api";
import {
  buildOrderPayload,
  EMPTY_VALUES,
  hasFormData,
  isTipoPago,
  METHOD_EMAIL_FIELD,
  profilePrefill,
  type CheckoutStep,
  type CheckoutValues,
} from "../lib/form-values";
import { invalidTarget, serverErrorTarget } from "../lib/flow-steps";
import {
  attemptKey,
  clearCheckout,
  dropAttempt,
  fileSignature,
  loadCheckout,
  updateCheckout,
  type OficinaEnvio,
  type StoredReceipt,
} from "../lib/persistence";
import { loadStepResolvers } from "../lib/step-resolvers";
import { isRefusal, orderErrorText } from "../lib/summary";

const NO_LINES: readonly CartLine[] = [];

/**
 * The page around the form: the cart and the session it reads, the order once placed (placing it
 * clears the cart, the stored checkout and the promo code), and whether the form may mount yet.
 */
export function useCheckoutEntry() {
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

  // The form mounts in a transition, which React renders in slices, rather than straight from the
  // cart's query in one long task. The transition starts from an effect, after the page's first
  // commit: a deferred value (`useDeferredValue(…, false)`) asked for its render while the page
  // mounted, and every render of the mount before it committed (React holds a route's reveal back
  // after a fallback) restarted it, rendering the page dozens of times per load (docs/performance.md,
  // "Start-up in short tasks").
  const cartLoaded = !cart.isLoading;
  const [cartReady, setCartReady] = useState(false);
  useEffect(() => {
    if (cartLoaded) startTransition(() => setCartReady(true));
  }, [cartLoaded]);
  const loading = !cartLoaded || !cartReady;

  return { placed, onPlaced, loading, cartLoaded, lines: cart.lines, usuario };
}

/** The payment step's receipt: the chosen file, its error, and the one already uploaded. */
export interface ReceiptState {
  file: File | null;
  error: string | null;
  /** Name of the receipt uploaded on an earlier attempt (kept across reloads). */
  uploadedName: string | null;
  setFile: (f: File | null) => void;
  setError: (e: string | null) => void;
  removeUploaded: () => void;
}

export interface CheckoutFlowInput {
  lines: readonly CartLine[];
  /** The cart is still loading: no quote yet. */
  loading: boolean;
  usuario: Usuario | null;
  onPlaced: (res: PedidoCreado) => void;
}

/**
 * The checkout's flow: the step and where focus goes after it changes, the form (each step
 * validates its own schema), the delivery choice and the promo code the quote prices, the
 * receipt, and the confirmation. The form data, the step, the delivery choice and the uploaded
 * receipt follow every change into session storage (../lib/persistence.ts). The page only draws
 * what this returns.
 */
export function useCheckoutFlow({ lines, loading, usuario, onPlaced }: CheckoutFlowInput) {
  const [initial] = useState(loadCheckout);
  const [step, setStep] = useState<CheckoutStep>(initial.step);
  const stepRef = useRef<CheckoutStep>(initial.step);
  const [receiptFile, setReceiptFile] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<StoredReceipt | null>(initial.receipt);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [codigo, setCodigo] = useState(() => loadPromo()?.codigo ?? null);
  // Step 1's delivery choice, kept with the form across reloads; the quote prices it.
  const [metodoEnvio, setMetodoEnvio] = useState<string>(initial.metodo_envio ?? "estandar");
  // An office delivery's courier and office, and the step's delivery errors (issue 47, item 1).
  const [oficinaEnvio, setOficinaEnvio] = useState<OficinaEnvio>(initial.envio_oficina ?? { courier: "", oficina: "" });
  const [deliveryErrors, setDeliveryErrors] = useState<DeliveryErrors>({});
  // The shopper's state: the methods on offer and their fees depend on it.
  const [estadoEnvio, setEstadoEnvio] = useState(initial.values.estado ?? "");
  const chooseOffice = useCallback((o: OficinaEnvio) => {
    setOficinaEnvio(o);
    setDeliveryErrors({});
    updateCheckout((s) => ({ ...s, envio_oficina: o }));
  }, []);
  const chooseShipping = useCallback((m: string) => {
    setDeliveryErrors({});
    setMetodoEnvio(m);
    updateCheckout((s) => ({ ...s, metodo_envio: m }));
  }, []);
  // The method chosen in step 2: a dollar method's quote carries the IGTF (issue 47).
  const [tipoPago, setTipoPago] = useState<TipoPago | null>(() =>
    isTipoPago(initial.values.tipo_pago) ? initial.values.tipo_pago : null,
  );
  const quote = useQuote(loading ? NO_LINES : lines, codigo, metodoEnvio, tipoPago, estadoEnvio);
  // The quote's answer re-renders the summary's lines and figures in a transition (in slices);
  // until then the summary keeps showing what it showed (docs/performance.md, "Query answers as
  // deferred values").
  const quoteData = useDeferredValue(quote.data);
  const quotePending = quote.data !== undefined && quoteData === undefined;
  // Asked for only with lines to check out: the form mounts behind the skeleton while the cart
  // loads, and an empty cart then swaps it for the empty-cart screen, which cancelled a settings
  // request it had started (a wasted request, and a failed one in Lighthouse's record). A stored
  // guest cart with lines still asks at once, as before.
  const settings = usePublicSettings({ enabled: lines.length > 0 });
  const askCedulaRef = useRef(false);
  askCedulaRef.current = settings.data?.pedir_cedula_rif === true;
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
    const result = await resolvers[stepRef.current](values, ctx, options);
    // The cédula or RIF is required only while the store asks for it (a setting the schema cannot know).
    if (stepRef.current !== 2 && askCedulaRef.current && !values.cedula_rif?.trim()) {
      const errors = { ...result.errors, cedula_rif: { type: "required", message: CEDULA_RIF_REQUIRED } };
      return { values: {}, errors };
    }
    return result;
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
    const sub = watch((values, { name }) => {
      updateCheckout((s) => ({ ...s, values: values as Partial<CheckoutValues> }));
      if (name === "tipo_pago") setTipoPago(isTipoPago(values.tipo_pago) ? values.tipo_pago : null);
    });
    return () => sub.unsubscribe();
  }, [watch]);

  // The state chosen in step 1 decides which delivery methods are offered and their fee.
  useEffect(() => {
    const sub = watch((values, { name }) => {
      if (name === "estado") setEstadoEnvio(values.estado ?? "");
    });
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
      // Cash (efectivo_usd) is paid on pickup or delivery: no receipt goes with it.
      const cash = getValues("tipo_pago") === "efectivo_usd";
      let clave = cash ? null : (uploaded?.clave ?? null);
      if (!cash && receiptFile && uploaded?.firma !== fileSignature(receiptFile)) {
        clave = await uploadImage(receiptFile, "comprobante");
        const stored: StoredReceipt = { clave, nombre: receiptFile.name, firma: fileSignature(receiptFile) };
        setUploaded(stored);
        updateCheckout((s) => ({ ...s, receipt: stored }));
      }
      const body = buildOrderPayload(getValues(), lines, { codigo, clave, metodoEnvio, oficina: oficinaEnvio });
      const res = await checkoutApi.createOrder(body, attemptKey(body));
      onPlaced(res);
    } catch (err) {
      if (isRefusal(err)) dropAttempt();
      if (err instanceof ApiError) {
        const errores = err.errores ?? {};
        if (errores.clave || err.message === UPLOAD_MESSAGES.notUploaded) forgetUpload();
        // A delivery refusal (unknown, inactive or not for the state; courier or office missing) is step 1's.
        const delivery = pickDeliveryErrors(errores);
        if (delivery) {
          setDeliveryErrors(delivery);
          goTo(1);
        }
        const { fields, target } = serverErrorTarget(errores);
        for (const k of fields) setError(k, { type: "server", message: errores[k] });
        if (target) goTo(target.step, target.focus);
        if (err.status === 409) void quote.refetch();
      }
      setSubmitError(orderErrorText(err));
      // The order helper's text when the answer said nothing of its own (a proxy's 5xx).
      if (err instanceof ApiError && !hasServerMessage(err)) notify(ORDER_HELPER_ERRORS.crear, "error");
    } finally {
      setSubmitting(false);
    }
  };

  /** Step 1's delivery: a method on offer for the state, and an office delivery's courier and office. */
  const deliveryProblem = (): DeliveryErrors | null => {
    const metodos = settings.data?.metodos_envio;
    if (!metodos) return null;
    const method = methodsForState(metodos, getValues("estado") || null).find((m) => m.id === metodoEnvio);
    if (!method) return { metodo_envio: DELIVERY_MESSAGES.elegir };
    const r = deliveryOfOrder(method, oficinaEnvio);
    return r.ok ? null : r.errores;
  };

  const onValid = async () => {
    const current = stepRef.current;
    if (current === 1) {
      const problem = deliveryProblem();
      setDeliveryErrors(problem ?? {});
      if (problem) return;
      // The payment emails start as the shipping email.
      const email = getValues("email").trim();
      for (const f of Object.values(METHOD_EMAIL_FIELD)) if (f && !getValues(f)) setValue(f, email);
      goTo(2);
    } else if (current === 2) {
      goTo(3);
    } else {
      await confirm();
    }
  };

  const onInvalid = (errors: FieldErrors<CheckoutValues>) => {
    const target = invalidTarget(Object.keys(errors), stepRef.current, getValues());
    if (target) goTo(target.step, target.focus);
  };

  return {
    step,
    headingRef,
    form,
    fieldActions,
    onSubmit: form.handleSubmit(onValid, onInvalid),
    warmSchemas,
    schemasFailed,
    metodoEnvio,
    chooseShipping,
    estadoEnvio,
    oficinaEnvio,
    chooseOffice,
    deliveryErrors,
    quote,
    quoteData,
    quotePending,
    /** Lines the quote says cannot be ordered: 'Confirmar Pedido' waits for the cart. */
    problems: quote.data?.problemas.length ?? 0,
    retryQuote,
    settings,
    codigo,
    removePromo,
    receipt,
    receiptName: receiptFile?.name ?? uploaded?.nombre ?? null,
    back,
    edit,
    submitting,
    submitError,
  };
}

/** Step 1's delivery errors, by field. */
export type DeliveryErrors = Partial<Record<"metodo_envio" | "courier" | "oficina", string>>;

/** The delivery fields of a refused order's `errores`, or null when it names none. */
function pickDeliveryErrors(errores: Record<string, string>): DeliveryErrors | null {
  const out: DeliveryErrors = {};
  for (const k of ["metodo_envio", "courier", "oficina"] as const) if (errores[k]) out[k] = errores[k];
  return Object.keys(out).length > 0 ? out : null;
}
