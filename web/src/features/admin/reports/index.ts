import { createElement, lazy } from "react";

/**
 * The admin's reports page (/admin/reportes): figures per period, monthly sales, best and slow sellers, scheduled offers, JSON export.
 *
 * The route module app/router.tsx loads is this small one; the page itself comes in a second
 * step, so the list of chunks the page needs is written here and not in the shopper's entry
 * chunk (the layout's Suspense shows the admin skeleton meanwhile).
 */
const Page = lazy(() => import("./components/reports-page").then((m) => ({ default: m.Component })));

export function Component() {
  return createElement(Page);
}
