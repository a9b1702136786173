/** Footer and help pages (storefront spec §2): the slugs are the routes; the pages are data (./info-pages). */
export { INFO_SLUGS, type InfoSlug } from "@tienda/shared/schemas/content-pages";
