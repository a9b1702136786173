import { Box } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { PageSkeleton } from "@/components/ui/states";
import { RouteErrorBoundary } from "@/features/pages";
import { Header, TopBannerSlot } from "@/features/layout";
import { loadFooter } from "@/features/layout/lazy";
import { loadToaster, onToastRequested, toastRequested } from "@/lib/notify";
import { withExtraRecipes } from "@/theme/lazy";
import { useAfterIdle, useIdleAction } from "@/lib/hooks";
import { contentQuery } from "@/features/content";
import { useQueryClient } from "@tanstack/react-query";

const Footer = lazy(() => loadFooter().then((m) => ({ default: m.Footer })));
const loadToasterView = withExtraRecipes(() => loadToaster().then((m) => ({ default: m.Toaster })));
const Toaster = lazy(loadToasterView);
const preloadToaster = () => void loadToasterView();

/**
 * The toaster is not needed until the first toast. Once the browser is idle its code is fetched,
 * so that toast shows without waiting for the network; it mounts (and starts Ark's toast machine,
 * a long task on a phone) only when a toast is asked for. Toasts created
 * before it mounts wait in the toaster's store. It has its own state and Suspense boundary, so
 * mounting it re-renders nothing else.
 */
function LazyToaster() {
  useIdleAction(preloadToaster);
  const [asked, setAsked] = useState(toastRequested);
  useEffect(() => onToastRequested(() => setAsked(true)), []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

const footerFallback = (
  <Box as="footer" bg="gray.100" py="10" textAlign="center" color="gray.700">
    Cargando footer...
  </Box>
);

/** The footer is never on the first screen: it mounts once the browser is idle. */
function DeferredFooter() {
  const ready = useAfterIdle();
  const qc = useQueryClient();
  useEffect(() => {
    void qc.prefetchQuery(contentQuery("footer"));
  }, [qc]);
  return <Suspense fallback={footerFallback}>{ready ? <Footer /> : footerFallback}</Suspense>;
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
      {/*
       * At least a screen tall: the footer always starts below the fold, so a short page (an
       * empty cart, a checkout sent back to it) never shows the footer arriving and growing,
       * which moved it up in view (CLS 0.10 on /carrito, 0.25 on /carrito/pago on a phone).
       */}
      <Box as="main" id="contenido" flex="1" minH="100dvh" tabIndex={-1} outline="none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <DeferredFooter />
      <LazyToaster />
    </Box>
  );
}
