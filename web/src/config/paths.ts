/** Every URL of the storefront in one place. */
export const paths = {
  home: "/",
  shop: "/tienda",
  shopCategory: (categoria: string, subcategoria?: string) =>
    `/tienda/${encodeURIComponent(categoria)}${subcategoria ? `?subcategoria=${encodeURIComponent(subcategoria)}` : ""}`,
  style: (estilo: string) => `/categoria/${encodeURIComponent(estilo)}`,
  brand: (marca: string) => `/marca/${encodeURIComponent(marca)}`,
  product: (id: string) => `/producto/${encodeURIComponent(id)}`,
  cart: "/carrito",
  checkout: "/carrito/pago",
  favorites: "/favoritos",
  search: (q: string) => `/buscar?q=${encodeURIComponent(q)}`,
  offers: "/ofertas",
  newArrivals: "/novedades",
  newProducts: "/nuevos-productos",
  bestSellers: "/mas-vendidos",
  login: "/login",
  register: "/registro",
  forgotPassword: "/forgot-password",
  profile: "/perfil",
  profileOrders: "/perfil?tab=orders",
  profileSettings: "/perfil?tab=settings",
  /** A signed-in shopper's order page (also what the profile's order cards link to). */
  orderPage: (id: string) => `/perfil/pedido/${encodeURIComponent(id)}`,
  /** A guest's order page: the secret link the API answers on checkout ('/pedido/{id}?token=…'). */
  guestOrder: (id: string, token: string) => `/pedido/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
  admin: "/admin",
  adminProducts: "/admin/productos",
  /** The sold-out variants shoppers wait for ('Avísame cuando llegue'), most waited first. */
  adminRestockDemand: "/admin/productos/avisos",
  adminUsers: "/admin/usuarios",
  adminReports: "/admin/reportes",
  adminPayments: "/admin/pagos",
  adminReconciliation: "/admin/pagos/conciliacion",
  adminSettings: "/admin/ajustes",
  adminReviews: "/admin/resenas",
  /** The admin's store section; its sub-sections are listed in features/admin/store/sections.ts. */
  adminStore: "/admin/tienda",
  adminStoreSection: (section: string) => `/admin/tienda/${section}`,
  contact: "/contacto",
  help: "/ayuda",
  /**
   * 'Continuar Comprando' / 'Explorar Productos': the whole shop. The specs' /tienda/casual names a
   * category a store may not have (the demo's 'casual' is a style), and would lead to a 404.
   */
  continueShopping: "/tienda",
} as const;
