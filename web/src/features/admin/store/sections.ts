import type { ComponentType } from "react";

/**
 * The sub-sections of /admin/tienda, in the order of its sub-navigation. Each screen is its own
 * lazy chunk exporting `Component`; a section whose screen is not built yet has `load: null` and is
 * left out of the navigation and the routes. To add a screen, give its entry a loader, e.g.
 *   { path: "inicio", label: "Inicio", load: () => import("./home") },
 * and nothing else: store-layout.tsx derives the links and the routes from this list.
 */
export interface StoreSection {
  /** The URL segment after /admin/tienda/. */
  path: string;
  /** The link text of the sub-navigation (and the page's crumb). */
  label: string;
  load: (() => Promise<{ Component: ComponentType }>) | null;
}

export const STORE_SECTIONS: readonly StoreSection[] = [
  { path: "categorias", label: "Categorías", load: () => import("./categories") },
  { path: "estilos", label: "Estilos", load: () => import("./styles") },
  { path: "marcas", label: "Marcas", load: () => import("./brands") },
  { path: "inicio", label: "Inicio", load: () => import("./content/home") },
  { path: "menus", label: "Menús y pie", load: () => import("./content/menus") },
  { path: "paginas", label: "Páginas", load: () => import("./content/pages") },
  { path: "testimonios", label: "Testimonios", load: () => import("./testimonials") },
  { path: "promociones", label: "Promociones", load: () => import("./promotions") },
  { path: "envios", label: "Envíos", load: () => import("./delivery") },
];
