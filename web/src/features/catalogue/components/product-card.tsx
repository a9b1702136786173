import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { productBadges } from "@tienda/shared/rules/badges";
import { discountPercent, formatPrice } from "@tienda/shared/rules/pricing";
import { approxBsText } from "@tienda/shared/rules/bs-price";
import { paths } from "@/config/paths";
import { PlainProductImage } from "@/components/ui/product-image";
import { RatingStars } from "@/components/ui/rating-stars";
import { CartIcon, HeartFilledIcon, HeartIcon } from "@/components/ui/shell-icons";
import { formatNumber } from "@/lib/format";
import css from "./product-card.module.css";

export interface ProductCardProps {
  producto: Producto;
  isFavorite: boolean;
  onToggleFavorite: (p: Producto) => void;
  onAddToCart: (p: Producto) => void;
  /** The first row of a page loads its images eagerly (LCP). */
  eager?: boolean;
  now?: Date;
  /** The BCV rate while the store shows prices in Bs beside dollars (mostrar_precios_bs); else null. */
  bsRate?: number | null;
}

/**
 * Product card (storefront spec): fixed 460 px height, hover (or focus) reveals the favourite
 * and cart buttons, badges, rating or 'Sin rating', 'agregados' count, price and discount.
 */
export const ProductCard = memo(function ProductCard({
  producto: p,
  isFavorite,
  onToggleFavorite,
  onAddToCart,
  eager,
  now,
  bsRate = null,
}: ProductCardProps) {
  const badges = productBadges(p, now);
  const pct = discountPercent(p.precio_original, p.precio);
  const soldOut = p.stock <= 0;

  // Plain elements with the hoisted styles of ./product-card.module.css: a grid mounts dozens of
  // cards, and as ~35 Chakra instances each they were most of a catalogue page's start-up work.
  const discount = (where: string) =>
    pct > 0 && <span className={`${css.badge} ${css.discount} ${where}`}>-{pct}%</span>;
  return (
    <article className={css.card} data-testid="product-card">
      <div className={css.media}>
        <PlainProductImage src={p.imagen} alt={p.nombre} eager={eager} className={css.image} />
        <div className={css.badges}>
          {badges.map((b) => (
            <span key={b.kind} className={`${css.badge} ${css[b.kind]}`}>
              {b.label}
            </span>
          ))}
          {discount(css.discountInline!)}
        </div>
        {discount(css.discountCorner!)}
        <div className={css.actions}>
          <button
            type="button"
            className={`${css.action} ${css.favorite}`}
            aria-label={isFavorite ? `Quitar ${p.nombre} de favoritos` : `Agregar ${p.nombre} a favoritos`}
            aria-pressed={isFavorite}
            onClick={() => onToggleFavorite(p)}
          >
            {isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
          </button>
          <button
            type="button"
            className={`${css.action} ${css.addToCart}`}
            aria-label={soldOut ? `${p.nombre} agotado` : `Agregar ${p.nombre} al carrito`}
            disabled={soldOut}
            onClick={() => onAddToCart(p)}
            data-testid="card-add-to-cart"
          >
            <CartIcon />
          </button>
        </div>
      </div>
      <div className={css.body}>
        <p className={css.category}>{p.categoria_nombre}</p>
        <RouterLink to={paths.product(p.id)} className={css.link}>
          <h3 className={css.name}>{p.nombre}</h3>
        </RouterLink>
        <div className={css.meta}>
          <RatingStars rating={p.calificacion} size="12px" />
          {p.contador_carrito > 0 && <span className={css.added}>{formatNumber(p.contador_carrito)} agregados</span>}
        </div>
        <div className={css.prices}>
          <span className={css.price} data-testid="card-price">
            {formatPrice(p.precio)}
          </span>
          {pct > 0 && <s className={css.was}>{formatPrice(p.precio_original)}</s>}
        </div>
        {bsRate !== null && (
          <p className={css.bs} data-testid="card-price-bs">
            {approxBsText(p.precio, bsRate)}
          </p>
        )}
      </div>
    </article>
  );
});

/** A card's frame, empty, for a card not drawn yet (./product-grid.tsx): same size, so nothing shifts. */
export function ProductCardPlaceholder() {
  return <div className={`${css.card} ${css.placeholder}`} aria-hidden="true" />;
}
