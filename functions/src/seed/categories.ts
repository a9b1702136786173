/**
 * Seed catalogue structure: the eight category groups of the storefront spec
 * (mega-menu), the four styles and the store's brands. Pure data.
 */
import type { Categoria, Estilo, Marca } from "@tienda/shared/schemas/catalogue";

export const MARCAS: Marca[] = [
  { id: "araguaney", nombre: "Araguaney" },
  { id: "costa-norte", nombre: "Costa Norte" },
  { id: "alba-studio", nombre: "Alba Studio" },
  { id: "tepuy", nombre: "Tepuy Outdoor" },
  { id: "pulso-sport", nombre: "Pulso Sport" },
  { id: "olmo-y-lino", nombre: "Olmo & Lino" },
  { id: "pequeno-sol", nombre: "Pequeño Sol" },
  { id: "cuarzo", nombre: "Cuarzo" },
];

/** One line about each brand (brand pages, logos' alt texts). */
export const MARCA_LEMAS: Record<string, string> = {
  araguaney: "Básicos de algodón hechos para durar",
  "costa-norte": "Prendas frescas para el sol del Caribe",
  "alba-studio": "Moda femenina con diseño propio",
  tepuy: "Ropa y calzado para la aventura",
  "pulso-sport": "Ropa deportiva de alto rendimiento",
  "olmo-y-lino": "Sastrería y piel con acabado artesanal",
  "pequeno-sol": "Ropa cómoda y alegre para los más pequeños",
  cuarzo: "Relojes y complementos de precisión",
};

export const ESTILOS: Estilo[] = [
  {
    id: "casual",
    imagen: "/img/estilos/casual.svg",
    orden: 10,
    nombre: "Casual",
    descripcion: "Prendas cómodas y versátiles para el día a día, del café con amigos al fin de semana.",
  },
  {
    id: "formal",
    imagen: "/img/estilos/formal.svg",
    orden: 20,
    nombre: "Formal",
    descripcion: "Sastrería, camisas y calzado de vestir para la oficina, reuniones y ceremonias.",
  },
  {
    id: "fiesta",
    imagen: "/img/estilos/fiesta.svg",
    orden: 30,
    nombre: "Fiesta",
    descripcion: "Vestidos, brillos y looks con personalidad para celebraciones y noches especiales.",
  },
  {
    id: "deportes",
    imagen: "/img/estilos/deportes.svg",
    orden: 40,
    nombre: "Deportes / Gimnasio",
    descripcion: "Ropa técnica y transpirable para entrenar, correr y moverte con libertad.",
  },
];

/**
 * Route slugs of the styles (`/categoria/{slug}`). The storefront spec links the
 * sports style as `gimnasio`; every other style uses its id.
 */
export const ESTILO_SLUGS: Record<string, string> = {
  casual: "casual",
  formal: "formal",
  fiesta: "fiesta",
  deportes: "gimnasio",
};

/** Resolves a `/categoria/{slug}` segment (or a style id) to a style id. */
export function estiloIdFromSlug(slug: string): string | undefined {
  const s = slug.trim().toLowerCase();
  if (ESTILOS.some((e) => e.id === s)) return s;
  return Object.entries(ESTILO_SLUGS).find(([, v]) => v === s)?.[0];
}

export const CATEGORIAS: Categoria[] = [
  {
    id: "ropa-hombre",
    nombre: "Ropa de Hombre",
    icono: "shirt",
    orden: 1,
    subcategorias: [
      { id: "camisas", nombre: "Camisas" },
      { id: "camisetas", nombre: "Camisetas" },
      { id: "polos", nombre: "Polos" },
      { id: "pantalones", nombre: "Pantalones" },
      { id: "jeans", nombre: "Jeans" },
      { id: "shorts", nombre: "Shorts" },
      { id: "sudaderas", nombre: "Sudaderas" },
      { id: "trajes", nombre: "Trajes y Blazers" },
    ],
  },
  {
    id: "ropa-mujer",
    nombre: "Ropa de Mujer",
    icono: "dress",
    orden: 2,
    subcategorias: [
      { id: "vestidos", nombre: "Vestidos" },
      { id: "blusas", nombre: "Blusas" },
      { id: "faldas", nombre: "Faldas" },
      { id: "tops", nombre: "Tops" },
      { id: "pantalones-mujer", nombre: "Pantalones" },
      { id: "jeans-mujer", nombre: "Jeans" },
      { id: "chaquetas", nombre: "Chaquetas" },
      { id: "punto", nombre: "Punto y Cárdigans" },
    ],
  },
  {
    id: "calzado",
    nombre: "Calzado",
    icono: "shoe",
    orden: 3,
    subcategorias: [
      { id: "zapatillas", nombre: "Zapatillas" },
      { id: "botas", nombre: "Botas" },
      { id: "sandalias", nombre: "Sandalias" },
      { id: "mocasines", nombre: "Mocasines" },
      { id: "zapatos-vestir", nombre: "Zapatos de Vestir" },
      { id: "tacones", nombre: "Tacones" },
    ],
  },
  {
    id: "accesorios",
    nombre: "Accesorios",
    icono: "watch",
    orden: 4,
    subcategorias: [
      { id: "relojes", nombre: "Relojes" },
      { id: "bolsos", nombre: "Bolsos" },
      { id: "mochilas", nombre: "Mochilas" },
      { id: "gorras", nombre: "Gorras" },
      { id: "cinturones", nombre: "Cinturones" },
      { id: "gafas", nombre: "Gafas de Sol" },
    ],
  },
  {
    id: "deportes",
    nombre: "Deportes",
    icono: "dumbbell",
    orden: 5,
    subcategorias: [
      { id: "gimnasio", nombre: "Gimnasio" },
      { id: "running", nombre: "Running" },
      { id: "yoga", nombre: "Yoga" },
      { id: "futbol", nombre: "Fútbol" },
      { id: "natacion", nombre: "Natación" },
    ],
  },
  {
    id: "infantil",
    nombre: "Infantil",
    icono: "baby",
    orden: 6,
    subcategorias: [
      { id: "ninos", nombre: "Niños" },
      { id: "ninas", nombre: "Niñas" },
      { id: "bebes", nombre: "Bebés" },
      { id: "escolar", nombre: "Escolar" },
    ],
  },
  {
    id: "temporada",
    nombre: "Temporada",
    icono: "sun",
    orden: 7,
    subcategorias: [
      { id: "verano", nombre: "Verano" },
      { id: "playa", nombre: "Playa" },
      { id: "invierno", nombre: "Invierno" },
      { id: "lluvia", nombre: "Lluvia" },
    ],
  },
  {
    id: "marcas",
    nombre: "Marcas",
    icono: "tag",
    orden: 8,
    // One subcategory per brand (the menu's "Marcas" group lists the brands).
    subcategorias: MARCAS.map((m) => ({ id: m.id, nombre: m.nombre })),
  },
];

export const categoriaById = (id: string) => CATEGORIAS.find((c) => c.id === id);
export const estiloById = (id: string) => ESTILOS.find((e) => e.id === id);
export const marcaById = (id: string) => MARCAS.find((m) => m.id === id);
