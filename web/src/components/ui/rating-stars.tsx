import { StarIcon } from "./shell-icons";
import { formatRating } from "@/lib/format";
import css from "./rating-stars.module.css";

/**
 * 5-star scale with half-star fill; rating 0 reads 'Sin rating' (storefront spec). Plain elements
 * with hoisted styles (./rating-stars.module.css): a grid of cards renders many of these.
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
  const label = `Calificación ${formatRating(r)} de 5`;
  const box = { width: size, height: size };
  return (
    <span className={css.root} aria-label={label} role="img">
      <span className={css.stars}>
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, r - i));
          const pct = fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0;
          return (
            <span key={i} className={css.star} style={box}>
              <StarIcon size={size} />
              <span className={css.fill} style={{ width: `${pct}%` }}>
                <StarIcon size={size} />
              </span>
            </span>
          );
        })}
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
