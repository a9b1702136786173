import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { RootLayout } from "./root-layout";
import { loadInfoPage, loadNotFoundPage } from "@/features/pages/lazy";
import { loadHomePage, loadNewsletterConfirmPage } from "@/features/home/lazy";
import {
  loadBestSellersRoute,
  loadBrandRoute,
  loadNewProductsRoute,
  loadSearchRoute,
  loadShopRoute,
  loadStyleRoute,
} from "@/features/catalogue/lazy";
import { loadProductPage } from "@/features/product/lazy";
import { loadCartPage } from "@/features/cart/lazy";
import { loadFavoritesPage } from "@/features/favorites/lazy";
import { loadOffersPage } from "@/features/offers/lazy";
import { loadNewArrivalsPage } from "@/features/new-arrivals/lazy";
import {
  loadConfirmEmailRoute,
  loadForgotPasswordRoute,
  loadLoginRoute,
  loadProfileRoute,
} from "@/features/account/lazy";
import { loadCheckoutPage } from "@/features/checkout/lazy";
import { loadOrderRoute, loadProfileOrderRoute } from "@/features/orders/lazy";
import {
  loadAdminDashboard,
  loadAdminLayout,
  loadAdminPayments,
  loadAdminProducts,
  loadAdminReconciliation,
  loadAdminRestockDemand,
  loadAdminReports,
  loadAdminSettings,
  loadAdminStore,
  loadAdminReviews,
  loadAdminUsers,
} from "@/features/admin/lazy";
import { withExtraRecipes } from "@/theme/lazy";

/**
 * Route table. Declarative routes with lazy page modules (each page is its own chunk exporting
 * `Component`, reached through its feature's `lazy` front door: loaders only, no static imports);
 * the layout wraps them in Suspense and an error boundary. Declarative mode keeps
 * the data-router code out of the first download (performance budget).
 */
function page(load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> {
  const loadWithRecipes = withExtraRecipes(load);
  return lazy(() => loadWithRecipes().then((m) => ({ default: m.Component })));
}

/** The home page renders only first-paint recipes; it is also preloaded by main.tsx on '/'. */
const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.Component })));
const ShopRoute = page(loadShopRoute);
const StyleRoute = page(loadStyleRoute);
const BrandRoute = page(loadBrandRoute);
const SearchRoute = page(loadSearchRoute);
const ProductPage = page(loadProductPage);
const CartPage = page(loadCartPage);
const FavoritesPage = page(loadFavoritesPage);
const OffersPage = page(loadOffersPage);
const NewArrivalsPage = page(loadNewArrivalsPage);
const NewProductsPage = page(loadNewProductsRoute);
const BestSellersPage = page(loadBestSellersRoute);
const InfoPage = page(loadInfoPage);
const NotFoundPage = page(loadNotFoundPage);
const NewsletterConfirmPage = page(loadNewsletterConfirmPage);

/* ──────────────────────────────────────────────────────────────────────────────────────────
 * ACCOUNT ROUTES — owned by the account engineer (web/src/features/account/**).
 * Declare the lazy pages here and add their <Route>s in `accountRoutes` below, e.g.
 *   const LoginPage = page(loadLoginRoute);   // from "@/features/account/lazy"
 *   <Route key="login" path="login" element={<LoginPage />} />
 * Needed: /login, /registro, /forgot-password, /perfil, /perfil/pedido/:id.
 * ────────────────────────────────────────────────────────────────────────────────────────── */
const LoginPage = page(loadLoginRoute);
const ForgotPasswordPage = page(loadForgotPasswordRoute);
const ProfilePage = page(loadProfileRoute);
const ConfirmEmailPage = page(loadConfirmEmailRoute);
const OrderDetailPage = page(loadProfileOrderRoute);
const accountRoutes: React.ReactElement[] = [
  <Route key="login" path="login" element={<LoginPage />} />,
  <Route key="registro" path="registro" element={<LoginPage />} />,
  <Route key="forgot-password" path="forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="perfil" path="perfil" element={<ProfilePage />} />,
  <Route key="perfil-pedido" path="perfil/pedido/:id" element={<OrderDetailPage />} />,
  <Route key="perfil-confirmar-email" path="perfil/confirmar-email" element={<ConfirmEmailPage />} />,
];

/* ──────────────────────────────────────────────────────────────────────────────────────────
 * CHECKOUT AND ADMIN ROUTES — /carrito/pago and /admin* (companion spec) go here.
 * ────────────────────────────────────────────────────────────────────────────────────────── */
const CheckoutPage = page(loadCheckoutPage);
const GuestOrderPage = page(loadOrderRoute);
// Admin (/admin*): a lazy layout route (navigation) around lazy pages, none of it in the first download.
const AdminLayout = page(loadAdminLayout);
const AdminDashboardPage = page(loadAdminDashboard);
const AdminProductsPage = page(loadAdminProducts);
const AdminUsersPage = page(loadAdminUsers);
const AdminReportsPage = page(loadAdminReports);
const AdminSettingsPage = page(loadAdminSettings);
const AdminPaymentsPage = page(loadAdminPayments);
const AdminReconciliationPage = page(loadAdminReconciliation);
const AdminRestockDemandPage = page(loadAdminRestockDemand);
const AdminStorePage = page(loadAdminStore);
const AdminReviewsPage = page(loadAdminReviews);
const adminRoutes = (
  <Route key="admin" path="admin" element={<AdminLayout />}>
    <Route index element={<AdminDashboardPage />} />
    <Route path="productos" element={<AdminProductsPage />} />
    <Route path="productos/avisos" element={<AdminRestockDemandPage />} />
    <Route path="usuarios" element={<AdminUsersPage />} />
    <Route path="reportes" element={<AdminReportsPage />} />
    <Route path="ajustes" element={<AdminSettingsPage />} />
    <Route path="pagos" element={<AdminPaymentsPage />} />
    <Route path="pagos/conciliacion" element={<AdminReconciliationPage />} />
    <Route path="tienda/*" element={<AdminStorePage />} />
    <Route path="resenas" element={<AdminReviewsPage />} />
  </Route>
);
const otherRoutes: React.ReactElement[] = [
  <Route key="carrito-pago" path="carrito/pago" element={<CheckoutPage />} />,
  <Route key="pedido" path="pedido/:id" element={<GuestOrderPage />} />,
  adminRoutes,
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="tienda" element={<ShopRoute />} />
        <Route path="tienda/:categoria" element={<ShopRoute />} />
        <Route path="categoria/:estilo" element={<StyleRoute />} />
        <Route path="marca/:marca" element={<BrandRoute />} />
        <Route path="buscar" element={<SearchRoute />} />
        <Route path="producto/:id" element={<ProductPage />} />
        <Route path="carrito" element={<CartPage />} />
        <Route path="favoritos" element={<FavoritesPage />} />
        <Route path="ofertas" element={<OffersPage />} />
        <Route path="novedades" element={<NewArrivalsPage />} />
        <Route path="nuevos-productos" element={<NewProductsPage />} />
        <Route path="mas-vendidos" element={<BestSellersPage />} />
        <Route path="newsletter/confirmar" element={<NewsletterConfirmPage />} />
        {/* Info pages live at any free slug the admin chose (/envios); the page checks it. */}
        <Route path=":slug" element={<InfoPage />} />
        {accountRoutes}
        {otherRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
