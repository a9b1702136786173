import { loadHomePage } from "@/features/home/lazy";
import { loadSearchRoute, loadShopRoute } from "@/features/catalogue/lazy";
import { loadProductPage } from "@/features/product/lazy";
import { loadCartPage } from "@/features/cart/lazy";
import { loadCheckoutPage } from "@/features/checkout/lazy";
import { loadOffersPage } from "@/features/offers/lazy";
import { withExtraRecipes } from "@/theme/lazy";
import { landingPage, type LandingPage } from "@tienda/shared/landing-pages";

/**
 * Each landing page's chunk, loaded as router.tsx's lazy route loads it (with the recipes not in
 * the first download, except the home page, which renders only first-paint recipes).
 */
const LOADERS: Record<LandingPage, () => Promise<unknown>> = {
  home: loadHomePage,
  shop: withExtraRecipes(loadShopRoute),
  search: withExtraRecipes(loadSearchRoute),
  product: withExtraRecipes(loadProductPage),
  offers: withExtraRecipes(loadOffersPage),
  cart: withExtraRecipes(loadCartPage),
  checkout: withExtraRecipes(loadCheckoutPage),
};

/**
 * Starts loading the page chunk for `pathname`, if it is a landing page. Otherwise the chunk is
 * requested when the router first renders the page, and the dozens of preload links Vite adds for
 * its imports are made inside that render, lengthening the task that blocks the phone. The
 * router's lazy route then finds the same module loaded or on its way. A failure is left to the
 * router, which shows its error page when its own import fails.
 */
export function preloadLandingPage(pathname: string): void {
  const page = landingPage(pathname);
  if (page) LOADERS[page]().catch(() => undefined);
}
