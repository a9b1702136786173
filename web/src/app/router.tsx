import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { RootLayout } from "./root-layout";
import { INFO_SLUGS } from "@/features/pages/api/info-slugs";
import { withExtraRecipes } from "@/theme/lazy";

/**
 * Route table. Declarative routes with lazy page modules (each page is its own chunk exporting
 * `Component`); the layout wraps them in Suspense and an error boundary. Declarative mode keeps
 * the data-router code out of the first download (performance budget).
 */
function page(load: () => Promise<{ Component: ComponentType }>): LazyExoticComponent<ComponentType> {
  const loadWithRecipes = withExtraRecipes(load);
  return lazy(() => loadWithRecipes().then((m) => ({ default: m.Component })));
}

/** The home page renders only first-paint recipes; it is also preloaded by main.tsx on '/'. */
export const loadHomePage = () => import("@/features/home/components/home-page");
const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.Component })));
const ShopRoute = page(() => import("@/features/catalogue/routes/shop-route"));
const StyleRoute = page(() => import("@/features/catalogue/routes/style-route"));
const BrandRoute = page(() => import("@/features/catalogue/routes/brand-route"));
const SearchRoute = page(() => import("@/features/catalogue/routes/search-route"));
const ProductPage = page(() => import("@/features/product/components/product-page"));
const CartPage = page(() => import("@/features/cart/components/cart-page"));
const FavoritesPage = page(() => import("@/features/favorites/components/favorites-page"));
const OffersPage = page(() => import("@/features/offers/components/offers-page"));
const NewArrivalsPage = page(() => import("@/features/new-arrivals/components/new-arrivals-page"));
const NewProductsPage = page(() => import("@/features/new-arrivals/components/new-products-page"));
const BestSellersPage = page(() => import("@/features/best-sellers/components/best-sellers-page"));
const InfoPage = page(() => import("@/features/pages/components/info-page"));
const NotFoundPage = page(() => import("@/features/pages/components/not-found-page"));

/* ──────────────────────────────────────────────────────────────────────────────────────────
 * ACCOUNT ROUTES — owned by the account engineer (web/src/features/account/**).
 * Declare the lazy pages here and add their <Route>s in `accountRoutes` below, e.g.
 *   const LoginPage = page(() => import("@/features/account/routes/login-route"));
 *   <Route key="login" path="login" element={<LoginPage />} />
 * Needed: /login, /registro, /forgot-password, /perfil, /perfil/pedido/:id.
 * ────────────────────────────────────────────────────────────────────────────────────────── */
const LoginPage = page(() => import("@/features/account/routes/login-route"));
const ForgotPasswordPage = page(() => import("@/features/account/routes/forgot-password-route"));
const ProfilePage = page(() => import("@/features/account/routes/profile-route"));
const OrderDetailPage = page(() => import("@/features/account/routes/order-detail-route"));
const accountRoutes: React.ReactElement[] = [
  <Route key="login" path="login" element={<LoginPage />} />,
  <Route key="registro" path="registro" element={<LoginPage />} />,
  <Route key="forgot-password" path="forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="perfil" path="perfil" element={<ProfilePage />} />,
  <Route key="perfil-pedido" path="perfil/pedido/:id" element={<OrderDetailPage />} />,
];

/* ──────────────────────────────────────────────────────────────────────────────────────────
 * CHECKOUT AND ADMIN ROUTES — /carrito/pago and /admin* (companion spec) go here.
 * ────────────────────────────────────────────────────────────────────────────────────────── */
const CheckoutPage = page(() => import("@/features/checkout"));
const GuestOrderPage = page(() => import("@/features/orders"));
// Admin (/admin*): a lazy layout route (navigation) around lazy pages, none of it in the first download.
const AdminLayout = page(() => import("@/features/admin/shell"));
const AdminDashboardPage = page(() => import("@/features/admin/dashboard"));
const AdminProductsPage = page(() => import("@/features/admin/products"));
const AdminUsersPage = page(() => import("@/features/admin/users"));
const AdminReportsPage = page(() => import("@/features/admin/reports"));
const AdminSettingsPage = page(() => import("@/features/admin/settings"));
const AdminPaymentsPage = page(() => import("@/features/admin/payments"));
const adminRoutes = (
  <Route key="admin" path="admin" element={<AdminLayout />}>
    <Route index element={<AdminDashboardPage />} />
    <Route path="productos" element={<AdminProductsPage />} />
    <Route path="usuarios" element={<AdminUsersPage />} />
    <Route path="reportes" element={<AdminReportsPage />} />
    <Route path="ajustes" element={<AdminSettingsPage />} />
    <Route path="pagos" element={<AdminPaymentsPage />} />
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
        {INFO_SLUGS.map((slug) => (
          <Route key={slug} path={slug} element={<InfoPage />} />
        ))}
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
