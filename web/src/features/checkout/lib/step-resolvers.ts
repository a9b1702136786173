import type { Resolver } from "react-hook-form";
import type { CheckoutStep, CheckoutValues } from "./form-values";

export type StepResolvers = Record<CheckoutStep, Resolver<CheckoutValues>>;

let loading: Promise<StepResolvers> | undefined;

/**
 * Each step's resolver, from the shared zod schemas (so the form and the API show the same
 * messages), loaded on first use. zod builds a schema when its module evaluates, and the
 * checkout's are a long task on a phone: the page asks for them when the shopper first touches
 * the form, not while it loads (docs/performance.md, "Schemas loaded on first use"). A failed load (offline) is
 * tried again on the next call.
 */
export function loadStepResolvers(): Promise<StepResolvers> {
  loading ??= Promise.all([import("@hookform/resolvers/zod"), import("@tienda/shared/schemas/checkout-input")]).then(
    ([{ zodResolver }, s]) =>
      ({
        1: zodResolver(s.ShippingStepSchema),
        2: zodResolver(s.PaymentStepSchema),
        3: zodResolver(s.CheckoutFormSchema),
      }) as unknown as StepResolvers,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
