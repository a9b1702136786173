import { createElement, lazy } from "react";

/**
 * The admin's settings page (/admin/ajustes): BCV rate, payment details per method, payment deadline, monthly goal.
 *
 * The route module app/router.tsx loads is this small one; the page itself comes in a second
 * step, so the list of chunks the page needs is written here and not in the shopper's entry
 * chunk (the layout's Suspense shows the admin skeleton meanwhile).
 */
const Page = lazy(() => import("./components/settings-page").then((m) => ({ default: m.Component })));

export function Component() {
  return createElement(Page);
}
