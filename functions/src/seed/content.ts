/**
 * Seed content blocks (storefront spec §3 "Content blocks"), with the spec's
 * default texts. Stored under `CONTENIDO#<clave>`; the API fills the product
 * lists of `nuevos` and `mas-vendidos` from the live catalogue.
 */
import type { ContentKey } from "@tienda/shared/schemas/catalogue";
import type {
  BannerBlock,
  EstilosBlock,
  Estadistica,
  FooterBlock,
  HeroBlock,
  MarcasBlock,
  NavegacionBlock,
  NewsletterBlock,
  StoredContentBlocks,
} from "@tienda/shared/schemas/content";
import { ESTILOS, MARCAS } from "./categories";

/** The 16 footer pages of the storefront spec, in the spec's order. */
export const FOOTER_PAGES = [
  "/acerca",
  "/caracteristicas",
  "/trabajos",
  "/carrera",
  "/soporte",
  "/entrega",
  "/terminos",
  "/privacidad",
  "/cuenta",
  "/gestionar-entregas",
  "/pedidos",
  "/pagos",
  "/ebooks",
  "/tutorial",
  "/blog",
  "/youtube",
] as const;

const banner: BannerBlock = {
  texto: "Regístrate y obtén 20% de descuento en tu primera compra.",
  textoEnlace: "Regístrate",
  enlace: "/registro",
  colorDeFondo: "#000000",
  colorDeTexto: "#ffffff",
  cerrable: true,
};

const navegacion: NavegacionBlock = {
  logo: "TIENDA",
  elementosMenu: [
    { nombre: "Tienda", enlace: "/tienda", tieneDropdown: true },
    { nombre: "Ofertas", enlace: "/ofertas", tieneDropdown: false },
    { nombre: "Novedades", enlace: "/novedades", tieneDropdown: false },
    { nombre: "Más Vendidos", enlace: "/mas-vendidos", tieneDropdown: false },
    { nombre: "Marcas", enlace: "/tienda/marcas", tieneDropdown: false },
  ],
  placeholderBusqueda: "Buscar productos...",
};

const footer: FooterBlock = {
  logo: "TIENDA",
  descripcion:
    "Tenemos ropa que va con tu estilo y que te encantará llevar. Para mujer, hombre y los más pequeños, en cada ocasión.",
  redesSociales: [
    { nombre: "Instagram", url: "https://www.instagram.com/tienda", icono: "instagram" },
    { nombre: "Facebook", url: "https://www.facebook.com/tienda", icono: "facebook" },
    { nombre: "Twitter", url: "https://twitter.com/tienda", icono: "twitter" },
  ],
  columnas: [
    {
      titulo: "Compañía",
      links: [
        { nombre: "Acerca de", enlace: "/acerca" },
        { nombre: "Características", enlace: "/caracteristicas" },
        { nombre: "Trabajos", enlace: "/trabajos" },
        { nombre: "Carrera", enlace: "/carrera" },
      ],
    },
    {
      titulo: "Ayuda",
      links: [
        { nombre: "Atención al Cliente", enlace: "/soporte" },
        { nombre: "Detalles de Entrega", enlace: "/entrega" },
        { nombre: "Términos y Condiciones", enlace: "/terminos" },
        { nombre: "Política de Privacidad", enlace: "/privacidad" },
      ],
    },
    {
      titulo: "Preguntas Frecuentes",
      links: [
        { nombre: "Cuenta", enlace: "/cuenta" },
        { nombre: "Gestionar Entregas", enlace: "/gestionar-entregas" },
        { nombre: "Pedidos", enlace: "/pedidos" },
        { nombre: "Pagos", enlace: "/pagos" },
      ],
    },
    {
      titulo: "Recursos",
      links: [
        { nombre: "eBooks Gratis", enlace: "/ebooks" },
        { nombre: "Tutoriales de Estilo", enlace: "/tutorial" },
        { nombre: "Blog de Moda", enlace: "/blog" },
        { nombre: "Canal de YouTube", enlace: "/youtube" },
      ],
    },
  ],
  derechosAutor: "© 2026 Tienda. Todos los derechos reservados.",
  metodosPago: [
    { nombre: "Visa", icono: "visa" },
    { nombre: "Mastercard", icono: "mastercard" },
    { nombre: "Apple Pay", icono: "apple-pay" },
    { nombre: "Google Pay", icono: "google-pay" },
    { nombre: "PayPal", icono: "paypal" },
  ],
};

const ESTADISTICAS: Estadistica[] = [
  { numero: "500+", etiqueta: "Productos" },
  { numero: "50K+", etiqueta: "Clientes" },
  { numero: "99%", etiqueta: "Satisfacción" },
];

const hero: HeroBlock = {
  diapositivas: [
    {
      id: "coleccion",
      titulo: "ENCUENTRA ROPA QUE VA CON TU ESTILO",
      descripcion:
        "Explora nuestra colección de prendas cuidadosamente elegidas para resaltar tu personalidad y acompañarte en cada ocasión.",
      textoBoton: "Comprar Ahora",
      enlaceBoton: "/tienda",
      imagen: "/img/hero/coleccion.svg",
      altImagen: "Vestido floral, camisa Oxford y zapatillas de la colección",
      tema: "light",
      estadisticas: ESTADISTICAS,
    },
    {
      id: "novedades",
      titulo: "LLEGÓ LA NUEVA TEMPORADA",
      descripcion: "Chaquetas, denim y calzado recién llegados. Descubre las novedades de la semana antes que nadie.",
      textoBoton: "Ver Novedades",
      enlaceBoton: "/novedades",
      imagen: "/img/hero/novedades.svg",
      altImagen: "Chaqueta, jeans y botas de la nueva temporada",
      tema: "dark",
      estadisticas: ESTADISTICAS,
    },
    {
      id: "ofertas",
      titulo: "OFERTAS DE HASTA 70% DE DESCUENTO",
      descripcion:
        "Bolsos, calzado, abrigos y mucho más con descuentos reales. Unidades limitadas: cuando se agotan, se agotan.",
      textoBoton: "Ver Ofertas",
      enlaceBoton: "/ofertas",
      imagen: "/img/hero/ofertas.svg",
      altImagen: "Bolso, tacones y gafas en oferta",
      tema: "light",
      estadisticas: ESTADISTICAS,
    },
  ],
};

const marcas: MarcasBlock = {
  titulo: "NUESTRAS MARCAS",
  subtitulo: "Trabajamos con marcas que cuidan la calidad, el diseño y los detalles.",
  marcas: MARCAS.map((m) => ({
    id: m.id,
    nombre: m.nombre,
    logotipo: `/img/marcas/${m.id}.svg`,
    enlace: `/marca/${m.id}`,
  })),
};

const estilos: EstilosBlock = {
  titulo: "Encuentra tu Estilo Perfecto",
  estilos: ESTILOS.map((e) => ({
    id: e.id,
    nombre: e.nombre,
    descripcion: e.descripcion,
    imagen: `/img/estilos/${e.id}.svg`,
    // Working links: each style's own page, but the sports tile leads to the gym clothes (the
    // spec's /categoria/gimnasio names no style, and the page renderer answers it 404).
    enlace: e.id === "deportes" ? "/tienda/deportes?subcategoria=gimnasio" : `/categoria/${e.id}`,
  })),
};

const newsletter: NewsletterBlock = {
  titulo: "MANTENTE AL DÍA CON NUESTRAS ÚLTIMAS OFERTAS",
  subtitulo: "Suscríbete a nuestro newsletter y obtén 20% de descuento en tu primera compra.",
  placeholderEmail: "Ingresa tu email",
  textoBoton: "Suscribirse",
};

/** All content blocks by key (fresh objects on every call). */
export function seedContent(): StoredContentBlocks & Record<ContentKey, unknown> {
  const blocks: StoredContentBlocks = {
    banner,
    navegacion,
    footer,
    hero,
    marcas,
    nuevos: { titulo: "NUEVOS PRODUCTOS" },
    "mas-vendidos": { titulo: "MÁS VENDIDOS" },
    estilos,
    newsletter,
  };
  return structuredClone(blocks);
}
