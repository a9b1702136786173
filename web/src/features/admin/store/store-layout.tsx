import { Stack } from "@chakra-ui/react";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { paths } from "@/config/paths";
import { AdminGuard, AdminPageHeader, AdminPageSkeleton } from "../shell";
import { STORE_SECTIONS } from "./sections";
import { StoreNav } from "./store-nav";

interface BuiltSection {
  path: string;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

// One lazy component per built section, made once so React keeps each page's state across renders.
const BUILT: readonly BuiltSection[] = STORE_SECTIONS.flatMap((s) => {
  const load = s.load;
  if (!load) return [];
  return [{ path: s.path, label: s.label, Page: lazy(() => load().then((m) => ({ default: m.Component }))) }];
});

/**
 * /admin/tienda/*: what the shoppers see, edited by the admin. The header and the sub-navigation
 * stay while the sections (each its own chunk) change below them; /admin/tienda opens the first.
 */
export function Component() {
  return (
    <AdminGuard message="No tienes permisos para acceder a la gestión de la tienda">
      <Stack gap="5">
        <AdminPageHeader
          crumb="Tienda"
          title="Tienda"
          description="Categorías, estilos, marcas y contenido que ven los compradores; cada cambio se publica al guardar."
        />
        <StoreNav sections={BUILT} />
        <Suspense fallback={<AdminPageSkeleton />}>
          <Routes>
            {BUILT[0] && <Route index element={<Navigate to={BUILT[0].path} replace />} />}
            {BUILT.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to={paths.adminStore} replace />} />
          </Routes>
        </Suspense>
      </Stack>
    </AdminGuard>
  );
}
