import { Badge } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatCents } from "@tienda/shared/rules/pricing";
import { COLORES } from "@tienda/shared/schemas/catalogue";
import { paths } from "@/config/paths";
import { PlainProductImage } from "@/components/ui/product-image";
import states from "@/components/ui/states.module.css";
import { QuantityControl } from "@/components/ui/quantity-control";
import { TrashIcon } from "@/components/ui/icons";
import btn from "@/components/ui/button.module.css";
import type { PricedCartLine } from "../hooks/use-priced-lines";
import css from "./cart-page.module.css";

type LineActions = { onQty: (n: number) => void; onRemove: () => void };

/** Chakra's IconButton, ghost, red, size sm. */
const REMOVE = `${btn.base} ${btn.ghostRed} ${btn.sm} ${btn.icon}`;

/** `first`: the first line's photo is the page's largest paint on a phone, fetched at once, not lazily. */
export function CartLineRow({ l, first, onQty, onRemove }: { l: PricedCartLine; first: boolean } & LineActions) {
  const name = l.producto?.nombre ?? "Producto";
  // While the product loads, the row keeps its final shape (size, colour and quantity are known
  // from the cart; name, image and price are placeholders), so nothing below it moves.
  const loading = l.isLoading;
  return (
    <li className={css.line} data-testid="cart-line" aria-busy={loading || undefined}>
      {loading ? (
        <div className={`${states.bone} ${css.image}`} />
      ) : (
        <PlainProductImage src={l.producto?.imagen} alt={name} eager={first} className={css.image} />
      )}
      <div className={css.details}>
        <div className={css.top}>
          {loading ? (
            <div className={`${states.bone} ${css.nameBone}`} />
          ) : l.producto ? (
            <RouterLink to={paths.product(l.productoId)} className={css.name}>
              {name}
            </RouterLink>
          ) : (
            <p className={css.unavailable}>Producto no disponible</p>
          )}
          <button type="button" className={REMOVE} aria-label={`Eliminar ${name} del carrito`} onClick={onRemove}>
            <TrashIcon />
          </button>
        </div>
        <p className={css.meta}>Talla: {l.talla}</p>
        <div className={css.colorRow}>
          <p>Color: {l.color}</p>
          <div
            className={css.swatch}
            style={{ background: COLORES[l.color] ?? "var(--chakra-colors-gray-300)" }}
            aria-hidden="true"
          />
        </div>
        {l.producto && l.stock < l.cantidad && (
          <Badge colorPalette="orange" alignSelf="flex-start">
            {l.stock === 0 ? "Agotado" : `Solo quedan ${l.stock}`}
          </Badge>
        )}
        <div className={css.bottom}>
          {loading ? (
            <div className={`${states.bone} ${css.priceBone}`} />
          ) : (
            <p className={css.price}>{formatCents(l.precioCents)}</p>
          )}
          <QuantityControl value={l.cantidad} max={Math.max(l.stock, 1)} onChange={onQty} label={name} />
        </div>
      </div>
    </li>
  );
}
