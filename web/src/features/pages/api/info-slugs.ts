/** Footer and help pages (storefront spec §2); the texts live in info-pages.ts (lazy). */
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
