import { SimpleGrid } from "@chakra-ui/react";
import { useCallback, useMemo } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { useAfterIdle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { useSession } from "@/features/session";
import { useFavorites } from "@/features/favorites";
import { useAddToCart, useBsPriceRate } from "@/features/cart";
import { ProductCard, ProductCardPlaceholder } from "./product-card";

/**
 * Cards drawn in the grid's first commit: a phone's first screen shows two to four. The others
 * follow when the browser is next idle, each a card-sized placeholder until then, so nothing
 * moves. Drawn together, a page's 12–15 cards made one long task of style, layout and paint on
 * a phone (docs/performance.md, "Nothing mounted before it is needed").
 */
const FIRST_CARDS = 4;

/** The auth-required warning of the spec (§5). */
export const AUTH_REQUIRED_MESSAGE = "Debes iniciar sesión para realizar esta acción";

/**
 * A grid of memoised cards; the hooks run once here, not per card, so a page of 48 cards
 * re-renders only the cards whose props change.
 */
export function ProductGrid({
  productos,
  columns = { base: 2, md: 3, lg: 4 },
  eagerCount = 4,
}: {
  productos: Producto[];
  columns?: Record<string, number>;
  eagerCount?: number;
}) {
  const { isAuthenticated } = useSession();
  const favs = useFavorites();
  const addToCart = useAddToCart();
  const now = useMemo(() => new Date(), []);
  const favSet = useMemo(() => new Set(favs.ids), [favs.ids]);
  const toggleRef = favs.toggle;
  const restReady = useAfterIdle();
  // Prices in Bs beside dollars (an option of the store): the settings are asked for once the
  // first cards are drawn, never before the page's first paint.
  const bsRate = useBsPriceRate({ enabled: restReady });

  // The card's favourite toggle works only when signed in (spec, product card and §6).
  const onToggleFavorite = useCallback(
    (p: Producto) => {
      if (!isAuthenticated) {
        notify(AUTH_REQUIRED_MESSAGE, "warning");
        return;
      }
      toggleRef(p.id);
    },
    [isAuthenticated, toggleRef],
  );

  return (
    <SimpleGrid columns={columns} gap={{ base: "3", md: "5" }} data-testid="product-grid">
      {productos.map((p, i) =>
        i < FIRST_CARDS || restReady ? (
          <ProductCard
            key={p.id}
            producto={p}
            isFavorite={favSet.has(p.id)}
            onToggleFavorite={onToggleFavorite}
            onAddToCart={addToCart}
            eager={i < eagerCount}
            now={now}
            bsRate={bsRate}
          />
        ) : (
          <ProductCardPlaceholder key={p.id} />
        ),
      )}
    </SimpleGrid>
  );
}
