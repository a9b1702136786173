/**
 * Catalogue constants. The shapes the API sends (products, lists, categories, testimonials) are
 * zod schemas in ./catalogue-shapes.ts; their types are re-exported here.
 */
export type {
  BusquedaProductos,
  Categoria,
  Estilo,
  FacetaOpcion,
  Facetas,
  ListaProductos,
  Marca,
  Producto,
  ProductoGuardado,
  Productos,
  Subcategoria,
  Testimonio,
  Variante,
} from "./catalogue-shapes";

/** The spec's colour names (storefront spec: ten Spanish colour names). */
export const COLORES: Record<string, string> = {
  Negro: "#1a1a1a",
  Blanco: "#f5f5f5",
  Gris: "#8a8a8a",
  Azul: "#2b59c3",
  Rojo: "#c62828",
  Verde: "#2e7d32",
  Amarillo: "#f9a825",
  Rosa: "#e91e63",
  Marrón: "#6d4c41",
  Beige: "#d7c4a3",
};

export const TALLAS_ROPA = ["XS", "S", "M", "L", "XL", "XXL"] as const;

export const CONTENT_KEYS = [
  "banner",
  "navegacion",
  "footer",
  "hero",
  "marcas",
  "nuevos",
  "mas-vendidos",
  "estilos",
  "newsletter",
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];
