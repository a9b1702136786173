import { createElement, lazy } from "react";

/**
 * The admin's users page (/admin/usuarios): summary, search, role filter, role and status changes, CSV export.
 *
 * The route module app/router.tsx loads is this small one; the page itself comes in a second
 * step, so the list of chunks the page needs is written here and not in the shopper's entry
 * chunk (the layout's Suspense shows the admin skeleton meanwhile).
 */
const Page = lazy(() => import("./components/users-page").then((m) => ({ default: m.Component })));

export function Component() {
  return createElement(Page);
}
