/**
 * The info pages' slugs, without zod, so the SPA can import the list for its routes. The pages
 * themselves are data (GET /api/paginas/{slug}; schemas in ./content-write.ts).
 */
/**
 * The demo's footer and help pages (storefront spec §2). A store may create info pages at any free
 * slug (`infoSlugProblem`); these are the ones the demo seed writes and the admin's editor offers
 * as suggestions.
 */
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

/** An info page's address: lower-case letters and digits in words joined by single hyphens. */
export const INFO_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const INFO_SLUG_MAX = 60;

/**
 * First path segments the store itself answers (the SPA's routes, the page renderer's listings,
 * the API, images, the build's folders): an info page there would be hidden or would hide one.
 * tests/unit/shared/info-slugs.test.ts checks it against the router's and the renderer's routes.
 */
export const RESERVED_SLUGS: readonly string[] = [
  "admin",
  "api",
  "img",
  "assets",
  "landing",
  "tienda",
  "producto",
  "productos",
  "categoria",
  "marca",
  "carrito",
  "favoritos",
  "buscar",
  "ofertas",
  "novedades",
  "nuevos-productos",
  "mas-vendidos",
  "login",
  "registro",
  "forgot-password",
  "perfil",
  "pedido",
  "newsletter",
  "sitemap",
  "robots",
  "index",
];

export const INFO_SLUG_MESSAGES = {
  slug: "La dirección solo admite minúsculas, números y guiones (p. ej. envios o preguntas-frecuentes)",
  largo: `La dirección admite hasta ${INFO_SLUG_MAX} caracteres`,
  reservado: "Esa dirección ya la usa la tienda; elige otra",
} as const;

/** Why `slug` cannot be an info page's address (a Spanish message), or null when it can. */
export function infoSlugProblem(slug: string): string | null {
  if (slug.length > INFO_SLUG_MAX) return INFO_SLUG_MESSAGES.largo;
  if (!INFO_SLUG_PATTERN.test(slug)) return INFO_SLUG_MESSAGES.slug;
  if (RESERVED_SLUGS.includes(slug)) return INFO_SLUG_MESSAGES.reservado;
  return null;
}

export const isInfoSlug = (slug: string): boolean => infoSlugProblem(slug) === null;
