import { Button } from "@chakra-ui/react";
import type { Cotizacion } from "@tienda/shared/schemas/orders";
import { formatBs } from "@tienda/shared/schemas/settings";
import { isPagoUsd } from "@tienda/shared/schemas/checkout";
import { formatPrice } from "@/lib/format";
import { PlainProductImage } from "@/components/ui/product-image";
import states from "@/components/ui/states.module.css";
import summary from "@/components/ui/summary.module.css";
import { ShieldIcon } from "@/components/ui/icons";
import { discountLabel } from "@/features/orders";
import { memo } from "react";
import { useNearViewport } from "@/lib/hooks";
import { moreProductsLabel, summaryItems } from "../lib/summary";
import css from "./steps.module.css";

const NEAR_MARGIN = "25% 0px";

/**
 * 'Resumen del Pedido': the server's figures from POST /api/pedido/cotizacion (nothing about
 * money is computed here), the first 3 lines and '+N productos más', and what cannot be ordered.
 *
 * On a phone the summary is below the form, off the first screen: its lines (and their images,
 * each a document the main thread styles, lays out and paints) render once the shopper scrolls
 * near it, not while the page loads; until then it shows its loading placeholder. On a wide
 * screen it is beside the form and renders at once (docs/performance.md, "Nothing mounted before
 * it is needed").
 */
export const OrderSummary = memo(function OrderSummary({
  quote,
  isLoading,
  isError,
  onRetry,
  promoCode,
  onRemovePromo,
}: {
  quote: Cotizacion | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  promoCode: string | null;
  onRemovePromo: () => void;
}) {
  // A quarter of a screen ahead: the lines are there by the time the summary scrolls into view,
  // and on a phone, where the form fills the first screen, the summary is not near as it loads.
  const [nearRef, near] = useNearViewport<HTMLElement>(NEAR_MARGIN);
  const { shown, more } = summaryItems(near ? (quote?.lineas ?? []) : []);
  return (
    <aside
      ref={nearRef}
      aria-labelledby="resumen-title"
      className={`${summary.box} ${css.white}`}
      data-testid="checkout-summary"
    >
      <h2 id="resumen-title" className={summary.title}>
        Resumen del Pedido
      </h2>
      {(!quote && isLoading) || (quote && !near) ? (
        <div className={css.stack3} aria-busy="true">
          <div className={`${states.bone} ${css.bone14}`} />
          <div className={`${states.bone} ${css.bone14}`} />
          <div className={`${states.bone} ${css.bone5} ${css.w60}`} />
          <div className={`${states.bone} ${css.bone5} ${css.w40}`} />
        </div>
      ) : !quote ? (
        <div className={css.stack2} role="alert">
          <p className={`${css.small} ${css.red700}`}>
            {isError ? "No se pudo calcular el resumen del pedido." : "Calculando…"}
          </p>
          {isError && (
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
              Reintentar
            </Button>
          )}
        </div>
      ) : (
        <>
          <ul className={`${css.stack3} ${css.lines}`}>
            {shown.map((l) => (
              <li key={`${l.productoId}|${l.talla}|${l.color}`} className={css.lineItem} data-testid="summary-line">
                <PlainProductImage src={l.imagen} alt="" className={css.thumb} />
                <div className={css.lineText}>
                  <p className={css.lineName}>{l.nombre}</p>
                  <p className={css.muted}>
                    {l.talla} · {l.color} · x{l.cantidad}
                  </p>
                </div>
                <p className={css.amount}>{formatPrice(l.importe)}</p>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p className={`${css.small} ${css.muted}`} data-testid="summary-more">
              {moreProductsLabel(more)}
            </p>
          )}
          {quote.problemas.length > 0 && (
            <div className={css.problems} role="alert" data-testid="summary-problemas">
              {quote.problemas.map((p) => (
                <p key={`${p.productoId}|${p.talla}|${p.color}`}>{p.mensaje}</p>
              ))}
            </div>
          )}
          {quote.error_codigo && promoCode && (
            <div className={css.promoError} role="alert">
              <p className={css.red600}>
                {promoCode}: {quote.error_codigo}
              </p>
              <Button size="xs" variant="ghost" onClick={onRemovePromo}>
                Quitar código
              </Button>
            </div>
          )}
          <hr className={summary.separator} />
          <div className={`${css.stack2} ${css.small}`}>
            <div className={summary.row}>
              <p className={summary.label}>Subtotal</p>
              <p className={summary.strong} data-testid="summary-subtotal">
                {formatPrice(quote.subtotal)}
              </p>
            </div>
            {quote.descuento > 0 && (
              <div className={summary.row}>
                <p className={summary.label}>{discountLabel(quote.descuento_detalle)}</p>
                <p className={`${summary.strong} ${css.red600}`} data-testid="summary-discount">
                  -{formatPrice(quote.descuento)}
                </p>
              </div>
            )}
            <div className={summary.row}>
              <p className={summary.label} data-testid="summary-shipping-method">
                {quote.metodo_envio_nombre ?? "Envío"}
              </p>
              <p className={summary.strong} data-testid="summary-shipping">
                {quote.envio === 0 ? "Gratis" : formatPrice(quote.envio)}
              </p>
            </div>
            {quote.impuestos > 0 && (
              <div className={summary.row}>
                <p className={summary.label}>Impuestos</p>
                <p className={summary.strong}>{formatPrice(quote.impuestos)}</p>
              </div>
            )}
            {quote.igtf > 0 && (
              <div className={summary.row}>
                <p className={summary.label}>IGTF (pago en divisas)</p>
                <p className={summary.strong} data-testid="summary-igtf">
                  {formatPrice(quote.igtf)}
                </p>
              </div>
            )}
          </div>
          <hr className={summary.separator} />
          <div className={css.totalRow}>
            <p className={css.total}>Total</p>
            <div className={css.right}>
              <p className={css.total} data-testid="summary-total">
                {formatPrice(quote.total)}
              </p>
              {/* A payment in dollars is charged in dollars: no Bs amount. */}
              {!(quote.tipo_pago && isPagoUsd(quote.tipo_pago)) && (
                <p className={css.totalBs} data-testid="summary-total-bs">
                  {formatBs(quote.total_bs)}
                </p>
              )}
            </div>
          </div>
        </>
      )}
      <div className={css.secure}>
        <ShieldIcon aria-hidden="true" />
        <p>Pago seguro y protegido</p>
      </div>
    </aside>
  );
});
