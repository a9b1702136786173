import { createElement, lazy } from "react";

/**
 * The admin's reviews page (/admin/resenas): search, stars, visibility and product filters, and
 * hiding or showing a review with a reason. The page itself loads in a second step, like users.
 */
const Page = lazy(() => import("./components/reviews-page").then((m) => ({ default: m.Component })));

export function Component() {
  return createElement(Page);
}
