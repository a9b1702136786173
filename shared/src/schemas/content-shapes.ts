import { z } from "../zod-es";
import { EmailSchema } from "../rules/email";
import { CONTENT_KEYS } from "./catalogue";
import { ProductoSchema } from "./catalogue-shapes";

/**
 * Content blocks as the API returns them from `GET /api/contenido/{clave}` (storefront spec §3
 * "Content blocks"; Spanish field names from the spec), as zod schemas with the types inferred
 * from them. Image paths start with `/img/` and are served from the images bucket. The SPA
 * imports this module with `import type` only.
 */

export const BannerBlockSchema = z.object({
  texto: z.string(),
  textoEnlace: z.string(),
  enlace: z.string(),
  colorDeFondo: z.string(),
  colorDeTexto: z.string(),
  cerrable: z.boolean(),
});
export type BannerBlock = z.infer<typeof BannerBlockSchema>;

export const ElementoMenuSchema = z.object({ nombre: z.string(), enlace: z.string(), tieneDropdown: z.boolean() });
export type ElementoMenu = z.infer<typeof ElementoMenuSchema>;

export const NavegacionBlockSchema = z.object({
  logo: z.string(),
  elementosMenu: z.array(ElementoMenuSchema),
  placeholderBusqueda: z.string(),
});
export type NavegacionBlock = z.infer<typeof NavegacionBlockSchema>;

export const RedSocialSchema = z.object({
  nombre: z.string(),
  url: z.string(),
  /** Icon name: facebook, instagram, twitter. */
  icono: z.string(),
});
export type RedSocial = z.infer<typeof RedSocialSchema>;

export const EnlaceFooterSchema = z.object({ nombre: z.string(), enlace: z.string() });
export type EnlaceFooter = z.infer<typeof EnlaceFooterSchema>;

export const ColumnaFooterSchema = z.object({ titulo: z.string(), links: z.array(EnlaceFooterSchema) });
export type ColumnaFooter = z.infer<typeof ColumnaFooterSchema>;

export const MetodoPagoSchema = z.object({
  nombre: z.string(),
  /** Icon name: visa, mastercard, apple-pay, google-pay, paypal. */
  icono: z.string(),
});
export type MetodoPago = z.infer<typeof MetodoPagoSchema>;

export const FooterBlockSchema = z.object({
  logo: z.string(),
  descripcion: z.string(),
  redesSociales: z.array(RedSocialSchema),
  columnas: z.array(ColumnaFooterSchema),
  derechosAutor: z.string(),
  metodosPago: z.array(MetodoPagoSchema),
});
export type FooterBlock = z.infer<typeof FooterBlockSchema>;

export const EstadisticaSchema = z.object({ numero: z.string(), etiqueta: z.string() });
export type Estadistica = z.infer<typeof EstadisticaSchema>;

export const DiapositivaSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  textoBoton: z.string(),
  enlaceBoton: z.string(),
  imagen: z.string(),
  altImagen: z.string(),
  tema: z.enum(["dark", "light"]),
  estadisticas: z.array(EstadisticaSchema),
});
export type Diapositiva = z.infer<typeof DiapositivaSchema>;

export const HeroBlockSchema = z.object({ diapositivas: z.array(DiapositivaSchema) });
export type HeroBlock = z.infer<typeof HeroBlockSchema>;

export const MarcaTileSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  logotipo: z.string(),
  enlace: z.string(),
});
export type MarcaTile = z.infer<typeof MarcaTileSchema>;

export const MarcasBlockSchema = z.object({
  titulo: z.string(),
  subtitulo: z.string(),
  marcas: z.array(MarcaTileSchema),
});
export type MarcasBlock = z.infer<typeof MarcasBlockSchema>;

/** New arrivals / top selling: the API fills `productos` from the live catalogue. */
export const ProductosBlockSchema = z.object({ titulo: z.string(), productos: z.array(ProductoSchema) });
export type ProductosBlock = z.infer<typeof ProductosBlockSchema>;
export type NuevosBlock = ProductosBlock;
export type MasVendidosBlock = ProductosBlock;

export const EstiloTileSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  imagen: z.string(),
  enlace: z.string(),
});
export type EstiloTile = z.infer<typeof EstiloTileSchema>;

export const EstilosBlockSchema = z.object({ titulo: z.string(), estilos: z.array(EstiloTileSchema) });
export type EstilosBlock = z.infer<typeof EstilosBlockSchema>;

export const NewsletterBlockSchema = z.object({
  titulo: z.string(),
  subtitulo: z.string(),
  placeholderEmail: z.string(),
  textoBoton: z.string(),
});
export type NewsletterBlock = z.infer<typeof NewsletterBlockSchema>;

/** Every block by key, as the API answers. */
export const ContentBlocksSchema = z.object({
  banner: BannerBlockSchema,
  navegacion: NavegacionBlockSchema,
  footer: FooterBlockSchema,
  hero: HeroBlockSchema,
  marcas: MarcasBlockSchema,
  nuevos: ProductosBlockSchema,
  "mas-vendidos": ProductosBlockSchema,
  estilos: EstilosBlockSchema,
  newsletter: NewsletterBlockSchema,
});
export type ContentBlocks = z.infer<typeof ContentBlocksSchema>;

/** GET /api/contenido/{clave}: the block of that key (one of ContentBlocks). */
export const ContentBlockSchema = z.union([
  BannerBlockSchema,
  NavegacionBlockSchema,
  FooterBlockSchema,
  HeroBlockSchema,
  MarcasBlockSchema,
  ProductosBlockSchema,
  EstilosBlockSchema,
  NewsletterBlockSchema,
]);

/** The path parameter of GET /api/contenido/{clave}: one of the content keys. */
export const ContentParamsSchema = z.object({ clave: z.enum(CONTENT_KEYS) });

/** POST /api/newsletter. */
export const NewsletterSubscribeSchema = z.strictObject({
  email: z
    .string({ error: "Por favor ingresa tu email" })
    .trim()
    .min(1, "Por favor ingresa tu email")
    .pipe(EmailSchema("Por favor ingresa un email válido")),
});

/** POST /api/newsletter/confirmar: the token of the link emailed to the address. */
export const NewsletterConfirmSchema = z.strictObject({
  token: z
    .string({ error: "El enlace de confirmación no es válido" })
    .min(1, "El enlace de confirmación no es válido")
    .max(200, "El enlace de confirmación no es válido"),
});
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmSchema>;
