/** Static pages: the info pages' slugs and the route error boundary (the pages themselves: ./lazy). */
export { INFO_SLUGS, type InfoSlug } from "./api/info-slugs";
export { RouteErrorBoundary } from "./components/route-error-boundary";
