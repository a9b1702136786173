/** Static pages: the info pages' slugs and the route error boundary (the pages themselves: ./lazy). */
export { INFO_SLUGS, type InfoSlug } from "./api/info-slugs";
export { RouteErrorBoundary } from "./components/route-error-boundary";
/** An info page's body, for the admin's preview of a page being edited. */
export { InfoPageView } from "./components/info-page-view";
export type { PaginaInfo } from "./api/info-pages";
