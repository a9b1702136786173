import { Badge, Box, Button, Grid, Heading, IconButton } from "@chakra-ui/react";
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { productBadges } from "@tienda/shared/rules/badges";
import { discountPercent, formatPrice } from "@tienda/shared/rules/pricing";
import { COLORES } from "@tienda/shared/schemas/catalogue";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useAfterIdle, useDocumentTitle, useNearViewport } from "@/lib/hooks";
import { formatNumber } from "@/lib/format";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { RatingStars } from "@/components/ui/rating-stars";
import { QuantityControl } from "@/components/ui/quantity-control";
import { EmptyState, ErrorState, PageSkeleton } from "@/components/ui/states";
import { CartIcon, HeartFilledIcon, HeartIcon, ReturnIcon, ShieldIcon, TruckIcon } from "@/components/ui/icons";
import { useProduct, useProductsByGroup } from "@/features/products";
import { ProductGrid } from "@/features/catalogue";
import { useCart } from "@/features/cart";
import { useFavorites } from "@/features/favorites";
import { useTestimonials } from "@/features/content";
import { TestimonialsCarousel } from "@/features/testimonials";
import { clampQuantity, initialColor, isColorAvailable, isSizeAvailable, stockFor } from "../api/variants";
import { ProductGallery } from "./product-gallery";
import { ShippingPerk } from "./shipping-perk";
import btn from "@/components/ui/button.module.css";
import css from "./product-page.module.css";

const SizePickerDialog = lazy(() => import("./size-picker-dialog"));
const RELATED = 4;

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

type Product = NonNullable<ReturnType<typeof useProduct>["data"]>;

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
  // only the part below the fold, not the whole product again (docs/performance.md). Keyed by the
  // product, so the shopper's choices start afresh on another product.
  return (
    <Box maxW="7xl" mx="auto" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
      <ProductDetail key={p.id} p={p} />
      <BelowTheFold productId={p.id} categoriaId={p.categoria_id} />
    </Box>
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

  const stock = stockFor(p, talla, color);
  useEffect(() => setCantidad((q) => clampQuantity(q, stock)), [stock]);

  const images = p.imagenes?.length ? p.imagenes : [p.imagen];
  const pct = discountPercent(p.precio_original, p.precio);
  const badges = productBadges(p);
  const fav = favs.isFavorite(p.id);
  const soldOut = p.stock <= 0;

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
          <div className={css.badges}>
            {badges.map((b) => (
              <Badge
                key={b.kind}
                colorPalette={
                  b.kind === "agotado"
                    ? "gray"
                    : b.kind === "nuevo"
                      ? "green"
                      : b.kind === "popular"
                        ? "purple"
                        : "orange"
                }
                variant="solid"
                bg="colorPalette.700"
              >
                {b.label}
              </Badge>
            ))}
          </div>
          <h1 className={css.title}>{p.nombre}</h1>
          <div className={css.rating}>
            <RatingStars rating={p.calificacion} size="18px" />
            {p.num_resenas > 0 && <p className={`${css.muted} ${css.small}`}>{formatNumber(p.num_resenas)} reseñas</p>}
          </div>
          <div className={css.priceRow}>
            <p className={css.price} data-testid="product-price">
              {formatPrice(p.precio)}
            </p>
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
          <span role="separator" aria-orientation="horizontal" className={css.separator} />

          {p.colores.length > 0 && (
            <div>
              <p className={css.label} id="color-label">
                Color: <span className={css.labelValue}>{color ?? "Selecciona un color"}</span>
              </p>
              <div className={css.options} role="radiogroup" aria-labelledby="color-label">
                {p.colores.map((c) => {
                  const ok = isColorAvailable(p, c);
                  const on = c === color;
                  return (
                    <button
                      key={c}
                      type="button"
                      role="radio"
                      aria-checked={on}
                      aria-label={ok ? c : `${c} (agotado)`}
                      className={`${btn.base} ${on ? btn.solid : btn.outline} ${btn.sm}`}
                      disabled={!ok}
                      onClick={() => {
                        setColor(c);
                        if (talla && !isSizeAvailable(p, talla, c)) setTalla(null);
                      }}
                    >
                      <span
                        className={css.swatch}
                        style={{ background: COLORES[c] ?? "var(--chakra-colors-gray-300)" }}
                        aria-hidden="true"
                      />
                      {c}
                    </button>
                  );
                })}
              </div>
            </div>
          )}

          <div>
            <p className={css.label} id="size-label">
              Talla: <span className={css.labelValue}>{talla ?? "Selecciona una talla"}</span>
            </p>
            <div className={css.options} role="radiogroup" aria-labelledby="size-label">
              {p.tallas.map((t) => {
                const ok = isSizeAvailable(p, t, color);
                const on = t === talla;
                return (
                  <button
                    key={t}
                    type="button"
                    role="radio"
                    aria-checked={on}
                    aria-label={ok ? `Talla ${t}` : `Talla ${t} agotada`}
                    className={`${btn.base} ${on ? btn.solid : btn.outline} ${btn.sm} ${css.size}${ok ? "" : ` ${css.soldOut}`}`}
                    disabled={!ok}
                    onClick={() => setTalla(t)}
                    data-testid={`size-${t}`}
                  >
                    {t}
                  </button>
                );
              })}
            </div>
          </div>

          <p className={`${css.small} ${stock > 0 && stock < 10 ? css.low : css.muted}`} aria-live="polite">
            {soldOut ? "Agotado" : stock > 0 ? `${formatNumber(stock)} disponibles` : "Sin stock para esta combinación"}
          </p>

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
            <div className={css.perk}>
              <ReturnIcon /> <p>Devoluciones gratis dentro de los 30 días</p>
            </div>
            <div className={css.perk}>
              <ShieldIcon /> <p>Garantía de 2 años</p>
            </div>
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

/**
 * The testimonials and related products, below the fold: they mount once the product itself is on
 * screen and the browser is idle, and once the shopper scrolls within half a screen of them (on a
 * phone the product alone is about two screens; their data is already being fetched). Until then
 * their place keeps its height.
 */
const BelowTheFold = memo(function BelowTheFold({
  productId,
  categoriaId,
}: {
  productId: string;
  categoriaId?: string;
}) {
  const related = useProductsByGroup("categoria", categoriaId);
  const testimonials = useTestimonials();
  const idle = useAfterIdle();
  const [belowRef, near] = useNearViewport<HTMLDivElement>("50% 0px");
  const belowTheFold = idle && near;
  const relatedProducts = useMemo(
    () => (related.data ?? []).filter((r) => r.id !== productId).slice(0, RELATED),
    [related.data, productId],
  );
  const hasBelow = Boolean(testimonials.data?.length) || relatedProducts.length > 0;

  return (
    <div ref={belowRef} className={belowTheFold || !hasBelow ? undefined : css.belowPlaceholder}>
      {belowTheFold && testimonials.data && testimonials.data.length > 0 && (
        <Box mt="16">
          <TestimonialsCarousel
            testimonios={testimonials.data}
            intervalMs={6000}
            maxPerView={3}
            title="OPINIONES DE CLIENTES"
          />
        </Box>
      )}

      {belowTheFold && relatedProducts.length > 0 && (
        <Box as="section" mt="16" aria-labelledby="related-title">
          <Heading
            id="related-title"
            as="h2"
            size={{ base: "2xl", md: "3xl" }}
            fontWeight="900"
            textAlign="center"
            mb="8"
          >
            TAMBIÉN TE PUEDE GUSTAR
          </Heading>
          <ProductGrid productos={relatedProducts} columns={{ base: 2, md: 4 }} eagerCount={0} />
        </Box>
      )}
    </div>
  );
});

export const Component = ProductPage;
