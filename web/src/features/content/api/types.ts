/**
 * Content block shapes (storefront spec §3 "Content blocks"). Kept loose on purpose: the server
 * owns the content and every field has a sensible default in the components.
 * TODO(shared): switch to @tienda/shared/schemas/content once it lands.
 */
import type { Producto } from "@tienda/shared/schemas/catalogue";

export interface BannerBlock {
  texto: string;
  textoEnlace: string;
  enlace: string;
  colorDeFondo: string;
  colorDeTexto: string;
  cerrable: boolean;
}

export interface MenuItem {
  nombre: string;
  enlace: string;
  tieneDropdown?: boolean;
  hasDropdown?: boolean;
}

export interface NavegacionBlock {
  logo: string | { texto?: string; imagen?: string; enlace?: string };
  elementosMenu: MenuItem[];
  placeholderBusqueda: string;
}

export interface FooterLink {
  nombre?: string;
  texto?: string;
  enlace: string;
}

export interface FooterBlock {
  logo: string | { texto?: string };
  descripcion: string;
  redesSociales: { nombre: string; url: string; icono?: string }[];
  columnas: { titulo: string; links?: FooterLink[]; enlaces?: FooterLink[] }[];
  derechosAutor: string;
  metodosPago: { nombre: string; icono?: string; imagen?: string }[] | string[];
}

export interface HeroSlide {
  id?: string;
  titulo: string;
  descripcion: string;
  textoBoton: string;
  enlaceBoton: string;
  imagen: string;
  altImagen: string;
  tema: "dark" | "light";
  estadisticas?: { numero: string; etiqueta: string }[];
}

export interface HeroBlock {
  diapositivas: HeroSlide[];
}

export interface MarcasBlock {
  titulo: string;
  subtitulo: string;
  marcas: { id: string; nombre: string; logotipo: string; enlace: string }[];
}

export interface ProductosBlock {
  titulo: string;
  productos: Producto[];
  enlace?: string;
}

export interface EstilosBlock {
  titulo: string;
  estilos: { id?: string; nombre: string; descripcion: string; imagen: string; enlace: string }[];
}

export interface NewsletterBlock {
  titulo: string;
  subtitulo: string;
  placeholderEmail: string;
  textoBoton: string;
}

export interface ContentBlocks {
  banner: BannerBlock;
  navegacion: NavegacionBlock;
  footer: FooterBlock;
  hero: HeroBlock;
  marcas: MarcasBlock;
  nuevos: ProductosBlock;
  "mas-vendidos": ProductosBlock;
  estilos: EstilosBlock;
  newsletter: NewsletterBlock;
}
