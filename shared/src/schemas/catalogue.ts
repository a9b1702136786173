/**
 * Catalogue shapes as the API sends them (Spanish field names from the specs).
 * Money travels as numbers with 2 decimals; it is stored and computed in cents.
 */
export interface Variante {
  talla: string;
  color: string;
  stock: number;
}

export interface Producto {
  id: string;
  nombre: string;
  descripcion: string;
  imagen: string;
  imagenes: string[];
  precio: number;
  precio_original: number | null;
  porcentaje_descuento: number;
  calificacion: number;
  num_resenas: number;
  categoria_id: string;
  categoria_nombre: string;
  subcategoria_id: string;
  subcategoria_nombre: string;
  estilo_id: string;
  estilo_nombre: string;
  marca_id: string;
  marca_nombre: string;
  colores: string[];
  tallas: string[];
  variantes: Variante[];
  stock: number;
  contador_carrito: number;
  etiquetas: string[];
  activo: boolean;
  created_at: string;
  updated_at: string;
}

export interface FacetaOpcion {
  nombre: string;
  valor: string;
  cantidad: number;
}

export interface Facetas {
  categorias: FacetaOpcion[];
  subcategorias: FacetaOpcion[];
  estilos: FacetaOpcion[];
  marcas: FacetaOpcion[];
  colores: FacetaOpcion[];
  tallas: FacetaOpcion[];
  calificaciones: FacetaOpcion[];
  en_stock: number;
  precio: { min: number; max: number };
}

export interface ListaProductos {
  productos: Producto[];
  total: number;
  pagina: number;
  limite: number;
  paginas: number;
  facetas: Facetas;
}

export interface Subcategoria {
  id: string;
  nombre: string;
}

export interface Categoria {
  id: string;
  nombre: string;
  icono: string;
  orden: number;
  subcategorias: Subcategoria[];
}

export interface Estilo {
  id: string;
  nombre: string;
  descripcion: string;
}

export interface Marca {
  id: string;
  nombre: string;
}

export interface Testimonio {
  id: string;
  nombre: string;
  calificacion: number;
  verificado: boolean;
  ubicacion: string;
  fechaCompra: string;
  texto: string;
  producto: string;
  imagen: string;
}

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
