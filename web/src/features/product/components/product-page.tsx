import { Button, Grid, IconButton } from "@chakra-ui/react";
import { lazy, memo, Suspense, useDeferredValue, useEffect, useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/hooks";
import { formatNumber } from "@/lib/format";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { PageContainer } from "@/components/ui/page-container";
import { QuantityControl } from "@/components/ui/quantity-control";
import { EmptyState, ErrorState, PageSkeleton } from "@/components/ui/states";
import { CartIcon, HeartFilledIcon, HeartIcon, TruckIcon } from "@/components/ui/icons";
import { useProduct } from "@/features/products";
import { useCart } from "@/features/cart";
import { useFavorites } from "@/features/favorites";
import { loadProductReviews } from "@/features/reviews/lazy";
import { clampQuantity, initialColor, isSizeAvailable, stockFor } from "../api/variants";
import { BelowTheFold } from "./product-below-the-fold";
import { ColorChoice, SizeChoice } from "./product-choices";
import { ProductGallery } from "./product-gallery";
import { ProductSummary, type Product } from "./product-summary";
import { PromisePerks, ShippingPerk } from "./shipping-perk";
import css from "./product-page.module.css";

const SizePickerDialog = lazy(() => import("./size-picker-dialog"));
// 'Avísame cuando llegue' loads when the shopper opens it (the page's chunk stays as it was).
const RestockAlertForm = lazy(() => import("./restock-alert-form"));
// The reviews block loads after the product itself, in a chunk of its own.
const ProductReviews = lazy(() => loadProductReviews());

function NotFound() {
  useDocumentTitle("Producto no encontrado");
  return (
    <EmptyState
      title="Producto no encontrado"
      description="El producto que buscas no existe o ha sido eliminado."
      action={
        <Button asChild>
          <RouterLink to={paths.shop}>Volver a la tienda</RouterLink>
        </Button>
      }
    />
  );
}

export function ProductPage() {
  const { id = "" } = useParams();
  const { data, isLoading, error, refetch } = useProduct(id);
  // The product's first render is the page's largest: as a deferred value, React renders it in
  // slices it can interrupt (a transition) while the skeleton stays up, instead of in one task.
  const p = useDeferredValue(data);
  useDocumentTitle(p?.nombre);

  if (isLoading || (data && !p)) return <PageSkeleton />;
  // The store failed (not a missing product): say so and offer a retry (the toast says it too).
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return <ErrorState title="Error al obtener producto" message={error.message} onRetry={() => void refetch()} />;
  }
  if (!p || (error instanceof ApiError && error.status === 404)) return <NotFound />;

  // Two memoised parts, each with its own state and queries: what settles after the product is on
  // screen (the related products' answer, the browser turning idle, the shopper scrolling) renders
  // only the part below the fold, not the whole product again (docs/performance.md, "Query
  // answers as deferred values"). Keyed by the
  // product, so the shopper's choices start afresh on another product.
  return (
    <PageContainer>
      <ProductDetail key={p.id} p={p} />
      <Suspense fallback={null}>
        <ProductReviews productId={p.id} figures={p} />
      </Suspense>
      <BelowTheFold productId={p.id} categoriaId={p.categoria_id} />
    </PageContainer>
  );
}

/** The product itself: gallery, information, the shopper's choices and the actions. */
const ProductDetail = memo(function ProductDetail({ p }: { p: Product }) {
  const cart = useCart();
  const favs = useFavorites();
  const [imageIndex, setImageIndex] = useState(0);
  const [color, setColor] = useState<string | null>(() => initialColor(p));
  const [talla, setTalla] = useState<string | null>(null);
  const [cantidad, setCantidad] = useState(1);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);

  const stock = stockFor(p, talla, color);
  useEffect(() => setCantidad((q) => clampQuantity(q, stock)), [stock]);

  const images = p.imagenes?.length ? p.imagenes : [p.imagen];
  const fav = favs.isFavorite(p.id);
  const soldOut = p.stock <= 0;
  const someSoldOut = p.variantes?.some((v) => v.stock <= 0) ?? false;

  const add = (size: string) => {
    const max = stockFor(p, size, color);
    if (max <= 0) return;
    cart.add({ productoId: p.id, talla: size, color: color ?? "Negro", cantidad: clampQuantity(cantidad, max) }, max);
  };
  const onAdd = () => {
    if (!talla) setPickerOpen(true);
    else add(talla);
  };

  return (
    <>
      <Breadcrumbs
        items={[
          { label: "Inicio", to: paths.home },
          { label: "Tienda", to: paths.shop },
          ...(p.estilo_id ? [{ label: p.estilo_nombre || p.estilo_id, to: paths.style(p.estilo_id) }] : []),
          { label: p.nombre },
        ]}
      />
      <Grid templateColumns={{ base: "1fr", lg: "1.1fr 1fr" }} gap={{ base: "6", lg: "10" }}>
        <ProductGallery images={images} name={p.nombre} index={imageIndex} onIndex={setImageIndex} />
        <div className={css.info}>
          <ProductSummary p={p} />
          <span role="separator" aria-orientation="horizontal" className={css.separator} />

          <ColorChoice
            p={p}
            color={color}
            onColor={(c) => {
              setColor(c);
              if (talla && !isSizeAvailable(p, talla, c)) setTalla(null);
            }}
          />
          <SizeChoice p={p} color={color} talla={talla} onTalla={setTalla} />

          <p className={`${css.small} ${stock > 0 && stock < 10 ? css.low : css.muted}`} aria-live="polite">
            {soldOut ? "Agotado" : stock > 0 ? `${formatNumber(stock)} disponibles` : "Sin stock para esta combinación"}
          </p>
          {someSoldOut &&
            (alertOpen ? (
              <Suspense fallback={null}>
                <RestockAlertForm p={p} color={color} />
              </Suspense>
            ) : (
              <button type="button" className={css.restockTrigger} onClick={() => setAlertOpen(true)}>
                ¿Se agotó tu talla? Avísame cuando llegue
              </button>
            ))}

          <div className={css.actions}>
            <QuantityControl
              size="md"
              value={cantidad}
              min={1}
              max={Math.max(1, stock)}
              onChange={(n) => setCantidad(clampQuantity(n, stock))}
              label={p.nombre}
            />
            <Button
              flex="1"
              minW="48"
              size="lg"
              borderRadius="full"
              onClick={onAdd}
              disabled={soldOut || (talla !== null && stock <= 0)}
              data-testid="add-to-cart"
            >
              <CartIcon /> Agregar al carrito
            </Button>
            <IconButton
              size="lg"
              variant="outline"
              borderRadius="full"
              aria-label={fav ? "Quitar de favoritos" : "Agregar a favoritos"}
              aria-pressed={fav}
              color={fav ? "red.600" : undefined}
              onClick={() => favs.toggle(p.id)}
              data-testid="detail-favorite"
            >
              {fav ? <HeartFilledIcon /> : <HeartIcon />}
            </IconButton>
          </div>

          <div className={css.perks}>
            <div className={css.perk}>
              <TruckIcon /> <ShippingPerk />
            </div>
            <PromisePerks className={css.perk} />
          </div>
        </div>
      </Grid>

      {pickerOpen && (
        <Suspense fallback={null}>
          <SizePickerDialog
            open={pickerOpen}
            producto={p}
            color={color}
            onClose={() => setPickerOpen(false)}
            onPick={(t) => {
              setTalla(t);
              setPickerOpen(false);
              add(t);
            }}
          />
        </Suspense>
      )}
    </>
  );
});

export const Component = ProductPage;
