import { CheckIcon } from "@/components/ui/icons";
import type { CheckoutStep } from "../lib/form-values";
import css from "./steps.module.css";

export const STEP_TITLES: Record<CheckoutStep, string> = {
  1: "Información de Envío",
  2: "Método de Pago",
  3: "Confirmar Pedido",
};

const SHORT: Record<CheckoutStep, string> = { 1: "Envío", 2: "Pago", 3: "Confirmación" };

/** '1 Información de Envío · 2 Método de Pago · 3 Confirmación', the current step marked. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  return (
    <ol className={css.steps} aria-label="Pasos del pago" data-testid="checkout-steps">
      {([1, 2, 3] as const).map((s) => {
        const done = s < step;
        const current = s === step;
        return (
          <li key={s} className={css.step} aria-current={current ? "step" : undefined}>
            <div className={done || current ? `${css.dot} ${css.reached}` : css.dot} aria-hidden="true">
              {done ? <CheckIcon /> : s}
            </div>
            <p className={current ? `${css.label} ${css.currentLabel}` : css.label}>
              <span className={css.srOnly}>{`Paso ${s}${done ? " (completado)" : ""}: `}</span>
              <span className={css.long}>{s === 3 ? "Confirmación" : STEP_TITLES[s]}</span>
              <span className={css.short}>{SHORT[s]}</span>
            </p>
            {s < 3 && <div className={done ? `${css.line} ${css.lineDone}` : css.line} aria-hidden="true" />}
          </li>
        );
      })}
    </ol>
  );
}
