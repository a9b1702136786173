/**
 * Content blocks as the API returns them from `GET /api/contenido/{clave}`
 * (storefront spec §3 "Content blocks"; Spanish field names from the spec).
 * Image paths start with `/img/` and are served from the images bucket.
 */
import type { ContentKey, Producto } from "./catalogue";

export interface BannerBlock {
  texto: string;
  textoEnlace: string;
  enlace: string;
  colorDeFondo: string;
  colorDeTexto: string;
  cerrable: boolean;
}

export interface ElementoMenu {
  nombre: string;
  enlace: string;
  tieneDropdown: boolean;
}

export interface NavegacionBlock {
  logo: string;
  elementosMenu: ElementoMenu[];
  placeholderBusqueda: string;
}

export interface RedSocial {
  nombre: string;
  url: string;
  /** Icon name: facebook, instagram, twitter. */
  icono: string;
}

export interface EnlaceFooter {
  nombre: string;
  enlace: string;
}

export interface ColumnaFooter {
  titulo: string;
  links: EnlaceFooter[];
}

export interface MetodoPago {
  nombre: string;
  /** Icon name: visa, mastercard, apple-pay, google-pay, paypal. */
  icono: string;
}

export interface FooterBlock {
  logo: string;
  descripcion: string;
  redesSociales: RedSocial[];
  columnas: ColumnaFooter[];
  derechosAutor: string;
  metodosPago: MetodoPago[];
}

export interface Estadistica {
  numero: string;
  etiqueta: string;
}

export interface Diapositiva {
  id: string;
  titulo: string;
  descripcion: string;
  textoBoton: string;
  enlaceBoton: string;
  imagen: string;
  altImagen: string;
  tema: "dark" | "light";
  estadisticas: Estadistica[];
}

export interface HeroBlock {
  diapositivas: Diapositiva[];
}

export interface MarcaTile {
  id: string;
  nombre: string;
  logotipo: string;
  enlace: string;
}

export interface MarcasBlock {
  titulo: string;
  subtitulo: string;
  marcas: MarcaTile[];
}

/** New arrivals / top selling: the API fills `productos` from the live catalogue. */
export interface ProductosBlock {
  titulo: string;
  productos: Producto[];
}
export type NuevosBlock = ProductosBlock;
export type MasVendidosBlock = ProductosBlock;

export interface EstiloTile {
  id: string;
  nombre: string;
  descripcion: string;
  imagen: string;
  enlace: string;
}

export interface EstilosBlock {
  titulo: string;
  estilos: EstiloTile[];
}

export interface NewsletterBlock {
  titulo: string;
  subtitulo: string;
  placeholderEmail: string;
  textoBoton: string;
}

/** Every block by key, as the API answers. */
export interface ContentBlocks {
  banner: BannerBlock;
  navegacion: NavegacionBlock;
  footer: FooterBlock;
  hero: HeroBlock;
  marcas: MarcasBlock;
  nuevos: NuevosBlock;
  "mas-vendidos": MasVendidosBlock;
  estilos: EstilosBlock;
  newsletter: NewsletterBlock;
}

/** Blocks as stored (`datos`): product sections keep only their title. */
export type StoredContentBlocks = Omit<ContentBlocks, "nuevos" | "mas-vendidos"> & {
  nuevos: Omit<NuevosBlock, "productos">;
  "mas-vendidos": Omit<MasVendidosBlock, "productos">;
};

export type ContentBlock<K extends ContentKey> = ContentBlocks[K];
