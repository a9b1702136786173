/**
 * The admin area: one feature made of parts, each its own lazy route module (loaded through
 * ./lazy, so none of them reaches the shopper's first download):
 *   - ./shell                  the /admin* layout route, navigation, AdminGuard, icons, results footer
 *   - ./dashboard              /admin (also the stat cards, panels and charts the other pages reuse)
 *   - ./products               /admin/productos
 *   - ./users                  /admin/usuarios
 *   - ./reports                /admin/reportes
 *   - ./settings               /admin/ajustes
 *   - ./payments               /admin/pagos
 *   - ./store                  /admin/tienda/* (categories, styles, brands, content; see ./store/sections)
 * The parts import each other with relative paths (`../../shell`, `../../dashboard/lib/format`):
 * inside the admin feature that is allowed. Nothing outside admin uses any of it statically, so
 * this front door exports nothing.
 */
export {};
