import { HStack } from "@chakra-ui/react";
import { STARS } from "@tienda/shared/rules/rating";
import css from "./reviews.module.css";

const LABELS = ["Muy malo", "Malo", "Regular", "Bueno", "Excelente"] as const;

/** 1 to 5 whole stars as a radio group (arrow keys move, the label says the meaning). */
export function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <HStack role="radiogroup" aria-label="Calificación" gap="1">
      {STARS.map((s) => (
        <label key={s} className={css.pickStar} data-on={s <= value || undefined}>
          <input
            type="radio"
            name="calificacion"
            value={s}
            checked={value === s}
            onChange={() => onChange(s)}
            aria-label={`${s} ${s === 1 ? "estrella" : "estrellas"}: ${LABELS[s - 1]}`}
          />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </HStack>
  );
}

export const starLabel = (n: number) => (n >= 1 && n <= 5 ? LABELS[n - 1] : "");
