import type { ReactNode } from "react";
import { COLORES } from "@tienda/shared/schemas/catalogue";
import { isColorAvailable, isSizeAvailable } from "../api/variants";
import btn from "@/components/ui/button.module.css";
import css from "./product-page.module.css";
import type { Product } from "./product-summary";

interface Choice {
  value: string;
  available: boolean;
  /** What a screen reader says, which tells a sold-out choice apart. */
  label: string;
  className?: string;
  testId?: string;
  content: ReactNode;
}

const GROUPS = {
  color: { name: "Color", placeholder: "Selecciona un color" },
  size: { name: "Talla", placeholder: "Selecciona una talla" },
};

/** A row of buttons acting as one radio group, under 'Name: chosen value'. */
function ChoiceGroup({
  kind,
  chosen,
  choices,
  onChoose,
}: {
  kind: keyof typeof GROUPS;
  chosen: string | null;
  choices: Choice[];
  onChoose: (value: string) => void;
}) {
  const id = `${kind}-label`;
  const { name, placeholder } = GROUPS[kind];
  return (
    <div>
      <p className={css.label} id={id}>
        {name}: <span className={css.labelValue}>{chosen ?? placeholder}</span>
      </p>
      <div className={css.options} role="radiogroup" aria-labelledby={id}>
        {choices.map((c) => {
          const on = c.value === chosen;
          return (
            <button
              key={c.value}
              type="button"
              role="radio"
              aria-checked={on}
              aria-label={c.label}
              className={`${btn.base} ${on ? btn.solid : btn.outline} ${btn.sm}${c.className ? ` ${c.className}` : ""}`}
              disabled={!c.available}
              onClick={() => onChoose(c.value)}
              data-testid={c.testId}
            >
              {c.content}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The colour radio group: a colour with no stock in any size is disabled. */
export function ColorChoice({ p, color, onColor }: { p: Product; color: string | null; onColor: (c: string) => void }) {
  if (!p.colores.length) return null;
  const choices = p.colores.map((c) => {
    const ok = isColorAvailable(p, c);
    return {
      value: c,
      available: ok,
      label: ok ? c : `${c} (agotado)`,
      content: (
        <>
          <span
            className={css.swatch}
            style={{ background: COLORES[c] ?? "var(--chakra-colors-gray-300)" }}
            aria-hidden="true"
          />
          {c}
        </>
      ),
    };
  });
  return <ChoiceGroup kind="color" chosen={color} onChoose={onColor} choices={choices} />;
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
  const choices = p.tallas.map((t) => {
    const ok = isSizeAvailable(p, t, color);
    return {
      value: t,
      available: ok,
      label: ok ? `Talla ${t}` : `Talla ${t} agotada`,
      className: `${css.size}${ok ? "" : ` ${css.soldOut}`}`,
      testId: `size-${t}`,
      content: t,
    };
  });
  return <ChoiceGroup kind="size" chosen={talla} onChoose={onTalla} choices={choices} />;
}
