import type { CSSProperties } from "react";
import { formatRating } from "../../lib/format";
import css from "./rating-stars.module.css";
import { starFill } from "./star-fill";

/**
 * 5-star scale with half-star fill; rating 0 reads 'Sin rating' (storefront spec). Two elements
 * and hoisted styles (./rating-stars.module.css): a grid of cards renders many of these.
 */
export function RatingStars({
  rating,
  size = "14px",
  showValue = true,
  count,
}: {
  rating: number;
  size?: string;
  showValue?: boolean;
  count?: number;
}) {
  const r = Number.isFinite(rating) ? Math.max(0, Math.min(5, rating)) : 0;
  if (!r) return <span className={css.none}>Sin rating</span>;
  const { full, half } = starFill(r);
  const vars = { "--star": size, "--full": full, "--half": half ? 1 : 0 } as CSSProperties;
  return (
    <span className={css.root} aria-label={`Calificación ${formatRating(r)} de 5`} role="img">
      <span className={css.stars} style={vars}>
        <span className={css.fill} />
      </span>
      {showValue && (
        <span className={css.value} aria-hidden="true">
          {formatRating(r)}
          {count !== undefined ? ` (${count})` : ""}
        </span>
      )}
    </span>
  );
}
