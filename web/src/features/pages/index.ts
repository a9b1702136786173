/** Static pages: the info pages' slugs and the route error boundary (the pages themselves: ./lazy). */
export { INFO_SLUGS, isInfoSlug, type InfoSlug } from "./api/info-slugs";
/** Links the code draws to an info page are drawn only when the page exists. */
export { usePageExists } from "./api/info-pages";
export { RouteErrorBoundary } from "./components/route-error-boundary";
/** An info page's body, for the admin's preview of a page being edited. */
export { InfoPageView } from "./components/info-page-view";
export type { PaginaInfo } from "./api/info-pages";
