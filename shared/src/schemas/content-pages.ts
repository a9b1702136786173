/**
 * The info pages' slugs, without zod, so the SPA can import the list for its routes. The pages
 * themselves are data (GET /api/paginas/{slug}; schemas in ./content-write.ts).
 */
/** The footer and help pages (storefront spec §2); each is a route of the SPA at /<slug>. */
export const INFO_SLUGS = [
  "acerca",
  "caracteristicas",
  "trabajos",
  "carrera",
  "soporte",
  "entrega",
  "terminos",
  "privacidad",
  "cuenta",
  "gestionar-entregas",
  "pedidos",
  "pagos",
  "ebooks",
  "tutorial",
  "blog",
  "youtube",
  "contacto",
  "ayuda",
] as const;
export type InfoSlug = (typeof INFO_SLUGS)[number];
