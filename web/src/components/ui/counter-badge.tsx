import css from "./counter-badge.module.css";
import { counterLabel } from "@tienda/shared/rules/badges";

/** Header counter ('99+' above 99); hidden when zero. */
export function CounterBadge({ count }: { count: number }) {
  const label = counterLabel(count);
  if (!label) return null;
  return (
    <span className={css.badge} aria-hidden="true" data-testid="counter-badge">
      {label}
    </span>
  );
}
