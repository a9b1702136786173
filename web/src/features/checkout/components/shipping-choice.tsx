import { memo } from "react";
import {
  formatCents,
  METODO_ENVIO_LABEL,
  METODOS_ENVIO,
  shippingRatesOf,
  type MetodoEnvio,
} from "@tienda/shared/rules/pricing";
import type { CostosEnvio } from "@tienda/shared/schemas/settings";
import css from "./shipping-choice.module.css";

/**
 * Step 1's delivery choice: 'Envío estándar' (its fee, free above the threshold) or 'Envío
 * express' (its fee, never free), at the store's fees (public settings; the defaults until they
 * arrive). The server prices the choice: the summary shows what the quote says. Memoised, with
 * native radios: the step's first render stays what it was (docs/performance.md, "CSS modules
 * for elements drawn many times").
 */
export const ShippingChoice = memo(function ShippingChoice({
  value,
  onChange,
  costos,
}: {
  value: MetodoEnvio;
  onChange: (m: MetodoEnvio) => void;
  costos: CostosEnvio | undefined;
}) {
  const rates = shippingRatesOf(costos);
  const hint: Record<MetodoEnvio, string> = {
    estandar:
      rates.estandarCents === 0
        ? "Gratis"
        : `${formatCents(rates.estandarCents)} · Gratis en compras superiores a ${formatCents(rates.umbralGratisCents)}`,
    express: formatCents(rates.expressCents),
  };
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>Método de envío</legend>
      <div className={css.options}>
        {METODOS_ENVIO.map((m) => (
          <label key={m} className={css.option} data-testid={`envio-${m}`}>
            <input
              type="radio"
              name="metodo_envio"
              value={m}
              checked={value === m}
              onChange={() => onChange(m)}
              className={css.radio}
            />
            <span>
              <span className={css.name}>{METODO_ENVIO_LABEL[m]}</span>
              <br />
              <span className={css.hint}>{hint[m]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
