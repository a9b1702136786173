import { Badge } from "@chakra-ui/react";
import { productBadges, type BadgeKind } from "@tienda/shared/rules/badges";
import { discountPercent, formatPrice } from "@tienda/shared/rules/pricing";
import { approxBsText } from "@tienda/shared/rules/bs-price";
import { useBsPriceRate } from "@/features/cart";
import { plural } from "@/lib/format";
import { RatingStars } from "@/components/ui/rating-stars";
import type { useProduct } from "@/features/products";
import css from "./product-page.module.css";

export type Product = NonNullable<ReturnType<typeof useProduct>["data"]>;

const BADGE_PALETTE: Record<BadgeKind, string> = {
  agotado: "gray",
  nuevo: "green",
  popular: "purple",
  ultimos: "orange",
};

/**
 * The price in bolívares beside the dollar one, while the store shows it (mostrar_precios_bs), at
 * the current rate. Its own component, so the settings' answer re-renders only it.
 */
function BsPrice({ usd }: { usd: number }) {
  const rate = useBsPriceRate();
  const text = rate === null ? null : approxBsText(usd, rate);
  return text ? (
    <p className={css.muted} data-testid="product-price-bs">
      {text}
    </p>
  ) : null;
}

/** The product's badges, name, rating, price (with the former one and the discount) and description. */
export function ProductSummary({ p }: { p: Product }) {
  const pct = discountPercent(p.precio_original, p.precio);
  return (
    <>
      <div className={css.badges}>
        {productBadges(p).map((b) => (
          <Badge key={b.kind} colorPalette={BADGE_PALETTE[b.kind]} variant="solid" bg="colorPalette.700">
            {b.label}
          </Badge>
        ))}
      </div>
      <h1 className={css.title}>{p.nombre}</h1>
      <div className={css.rating}>
        <RatingStars rating={p.calificacion} size="18px" />
        {p.num_resenas > 0 && (
          <p className={`${css.muted} ${css.small}`}>{plural(p.num_resenas, "reseña", "reseñas")}</p>
        )}
      </div>
      <div className={css.priceRow}>
        <p className={css.price} data-testid="product-price">
          {formatPrice(p.precio)}
        </p>
        <BsPrice usd={p.precio} />
        {pct > 0 && (
          <>
            <s className={css.was}>{formatPrice(p.precio_original)}</s>
            <Badge colorPalette="red" size="lg">
              -{pct}%
            </Badge>
          </>
        )}
      </div>
      <p className={css.muted}>{p.descripcion}</p>
    </>
  );
}
