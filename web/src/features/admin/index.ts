/**
 * The admin area. Each part is its own lazy route module (app/router.tsx imports them by path,
 * never through this file, so none of them reaches the shopper's first download):
 *   - ./shell                  the /admin* layout route, navigation and AdminGuard
 *   - ./dashboard-placeholder  /admin until the dashboard issue replaces it
 *   - ./payments               /admin/pagos
 */
export { AdminGuard, type AdminGuardProps } from "./shell";
