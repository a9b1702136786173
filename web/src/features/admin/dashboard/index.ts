import { createElement, lazy } from "react";

/**
 * The admin dashboard (/admin): figures of a period with their change, quick actions, sales trend, monthly goal, performance metrics, recent sales, best and slow sellers, stock alerts, recent activity and the notification dropdown.
 *
 * The route module app/router.tsx loads is this small one; the page itself comes in a second
 * step, so the list of chunks the page needs is written here and not in the shopper's entry
 * chunk (the layout's Suspense shows the admin skeleton meanwhile).
 */
const Page = lazy(() => import("./components/dashboard-page").then((m) => ({ default: m.Component })));

export function Component() {
  return createElement(Page);
}
