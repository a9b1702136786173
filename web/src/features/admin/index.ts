/**
 * The admin area. Each part is its own lazy route module (app/router.tsx imports them by path,
 * never through this file, so none of them reaches the shopper's first download):
 *   - ./shell                  the /admin* layout route, navigation and AdminGuard
 *   - ./dashboard              /admin (also the stat cards, panels and charts the other pages reuse)
 *   - ./products               /admin/productos
 *   - ./users                  /admin/usuarios
 *   - ./reports                /admin/reportes
 *   - ./settings               /admin/ajustes
 *   - ./payments               /admin/pagos
 */
export { AdminGuard, type AdminGuardProps } from "./shell";
