import css from "./quantity-control.module.css";
import btn from "./button.module.css";
import { MinusIcon, PlusIcon } from "./icons";

/** − n + control bounded by [min, max]; the label names the product for screen readers. */
export function QuantityControl({
  value,
  max,
  min = 0,
  onChange,
  label,
  size = "sm",
}: {
  value: number;
  max: number;
  min?: number;
  onChange: (n: number) => void;
  label: string;
  size?: "xs" | "sm" | "md";
}) {
  const button = `${btn.base} ${btn.outline} ${btn[size]} ${btn.icon}`;
  return (
    <div className={css.group} role="group" aria-label={`Cantidad de ${label}`}>
      <button
        type="button"
        className={button}
        aria-label={`Disminuir cantidad de ${label}`}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
      >
        <MinusIcon />
      </button>
      <p className={css.value} aria-live="polite" data-testid="cantidad">
        {value}
      </p>
      <button
        type="button"
        className={button}
        aria-label={`Aumentar cantidad de ${label}`}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
