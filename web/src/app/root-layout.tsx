import { Box } from "@chakra-ui/react";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { PageSkeleton } from "@/components/ui/states";
import { RouteErrorBoundary } from "@/features/pages/components/route-error-boundary";
import { Header } from "@/features/layout/components/header";
import { TopBannerSlot } from "@/features/layout/components/top-banner-slot";
import { loadToaster } from "@/lib/notify";
import { withExtraRecipes } from "@/theme/lazy";

const Footer = lazy(() => import("@/features/layout/components/footer").then((m) => ({ default: m.Footer })));
const Toaster = lazy(withExtraRecipes(() => loadToaster().then((m) => ({ default: m.Toaster }))));

/**
 * The toaster chunk loads in parallel with the page (not part of the first download). Mounting
 * it later (on idle) made React overflow its stack in commit with Chakra's toaster, so it mounts
 * right away inside its own Suspense boundary.
 */
function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Every route change scrolls to the top (storefront spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <ScrollToTop />
      <TopBannerSlot />
      <Header />
      <Box as="main" id="contenido" flex="1" tabIndex={-1} outline="none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Suspense fallback={<Box as="footer" bg="gray.100" py="10" textAlign="center" color="gray.700">Cargando footer...</Box>}>
        <Footer />
      </Suspense>
      <LazyToaster />
    </Box>
  );
}

