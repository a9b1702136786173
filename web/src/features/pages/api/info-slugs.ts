/**
 * Info pages (storefront spec §2) live at any free slug the admin chose; the demo's slugs are
 * suggestions. The pages are data (./info-pages).
 */
export { INFO_SLUGS, isInfoSlug, type InfoSlug } from "@tienda/shared/schemas/content-pages";
