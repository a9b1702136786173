import { COLORES } from "@tienda/shared/schemas/catalogue";
import { isColorAvailable, isSizeAvailable } from "../api/variants";
import btn from "@/components/ui/button.module.css";
import css from "./product-page.module.css";
import type { Product } from "./product-summary";

/** The colour radio group: a colour with no stock in any size is disabled. */
export function ColorChoice({ p, color, onColor }: { p: Product; color: string | null; onColor: (c: string) => void }) {
  if (!p.colores.length) return null;
  return (
    <div>
      <p className={css.label} id="color-label">
        Color: <span className={css.labelValue}>{color ?? "Selecciona un color"}</span>
      </p>
      <div className={css.options} role="radiogroup" aria-labelledby="color-label">
        {p.colores.map((c) => {
          const ok = isColorAvailable(p, c);
          const on = c === color;
          return (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={ok ? c : `${c} (agotado)`}
              className={`${btn.base} ${on ? btn.solid : btn.outline} ${btn.sm}`}
              disabled={!ok}
              onClick={() => onColor(c)}
            >
              <span
                className={css.swatch}
                style={{ background: COLORES[c] ?? "var(--chakra-colors-gray-300)" }}
                aria-hidden="true"
              />
              {c}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The size radio group: a size with no stock in the chosen colour is disabled. */
export function SizeChoice({
  p,
  color,
  talla,
  onTalla,
}: {
  p: Product;
  color: string | null;
  talla: string | null;
  onTalla: (t: string) => void;
}) {
  return (
    <div>
      <p className={css.label} id="size-label">
        Talla: <span className={css.labelValue}>{talla ?? "Selecciona una talla"}</span>
      </p>
      <div className={css.options} role="radiogroup" aria-labelledby="size-label">
        {p.tallas.map((t) => {
          const ok = isSizeAvailable(p, t, color);
          const on = t === talla;
          return (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={ok ? `Talla ${t}` : `Talla ${t} agotada`}
              className={`${btn.base} ${on ? btn.solid : btn.outline} ${btn.sm} ${css.size}${ok ? "" : ` ${css.soldOut}`}`}
              disabled={!ok}
              onClick={() => onTalla(t)}
              data-testid={`size-${t}`}
            >
              {t}
            </button>
          );
        })}
      </div>
    </div>
  );
}
