import { z } from "../zod-es";
import { EMAIL_FORMAT, EmailSchema } from "../rules/email";
import { CONTENT_KEYS } from "./catalogue";
import { ProductoSchema } from "./catalogue-shapes";

/**
 * Content blocks as the API returns them from `GET /api/contenido/{clave}` (storefront spec §3
 * "Content blocks"; Spanish field names from the spec), as zod schemas with the types inferred
 * from them. Image paths start with `/img/` and are served from the images bucket. The SPA
 * imports this module with `import type` only.
 */

// --- Field rules shared by the blocks (what an admin may write; the API answers the same) ------

/** Required text, trimmed, at most `max` characters. */
export const texto = (max: number, requerido = "Este campo es requerido") =>
  z.string({ error: requerido }).trim().min(1, requerido).max(max, `Máximo ${max} caracteres`);

/** Optional text (may be empty), trimmed, at most `max` characters. */
export const textoOpcional = (max: number) => z.string().trim().max(max, `Máximo ${max} caracteres`);

export const LINK_MESSAGE = "El enlace debe ser una ruta de la tienda (/...) o una dirección https://";

/**
 * A link an admin may put on the storefront: a path of the store ('/ofertas', not '//host' nor
 * '/\host', which browsers read as another site) or an https URL. No javascript:, data: or http:.
 */
export function isSafeLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!value.startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const enlace = (requerido = "El enlace es requerido") => texto(500, requerido).refine(isSafeLink, LINK_MESSAGE);

export const IMAGE_MESSAGE = "Sube una imagen o usa una ruta /img/ de la tienda";

/**
 * An image of a block: a published path of the images bucket ('/img/hero/coleccion.svg'), or, in
 * a write, the key of a fresh upload (POST /api/subidas, 'subidas/productos/<uuid>.png'), which
 * the server checks (magic bytes) and publishes under /img/contenido/ before storing.
 */
export const IMAGE_PATH = /^\/img\/(?:[\w-]+\/)*[\w-]+\.(?:svg|jpg|png|webp)$/;
export const STAGED_IMAGE =
  /^subidas\/productos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/;
export const imagen = () =>
  z
    .string({ error: IMAGE_MESSAGE })
    .trim()
    .min(1, IMAGE_MESSAGE)
    .max(200, IMAGE_MESSAGE)
    .refine((v) => IMAGE_PATH.test(v) || STAGED_IMAGE.test(v), IMAGE_MESSAGE);

export const COLOR_MESSAGE = "El color debe tener el formato #rrggbb";
export const color = () => z.string({ error: COLOR_MESSAGE }).regex(/^#[0-9a-fA-F]{6}$/, COLOR_MESSAGE);

/** An id inside a block (a slide): lower-case letters, numbers and hyphens. */
export const idBloque = () =>
  z
    .string({ error: "El id es requerido" })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "El id solo puede tener minúsculas, números y guiones")
    .max(40, "El id no puede superar 40 caracteres");

/** Items of a list whose `key` must not repeat (slide ids, link names of one column...). */
const unique = <T>(items: readonly T[], key: (t: T) => string) => new Set(items.map(key)).size === items.length;

// --- The blocks ---------------------------------------------------------------------------------

export const BannerBlockSchema = z.object({
  texto: texto(200, "El texto del banner es requerido").describe("Texto del banner."),
  textoEnlace: textoOpcional(40).describe("Texto del enlace."),
  enlace: enlace().describe("Enlace del banner (ruta de la tienda o https)."),
  colorDeFondo: color().describe("Color de fondo #rrggbb."),
  colorDeTexto: color().describe("Color del texto #rrggbb."),
  cerrable: z.boolean({ error: "Indica si el banner se puede cerrar" }).describe("true: el comprador puede cerrarlo."),
  /** Off: shoppers do not see it (the API answers null), the admin keeps its texts. Default on. */
  activo: z.boolean().optional().describe("false: el banner no se muestra."),
});
export type BannerBlock = z.infer<typeof BannerBlockSchema>;

export const ElementoMenuSchema = z.object({
  nombre: texto(40, "El nombre del enlace es requerido"),
  enlace: enlace(),
  tieneDropdown: z.boolean(),
});
export type ElementoMenu = z.infer<typeof ElementoMenuSchema>;

export const NavegacionBlockSchema = z.object({
  logo: texto(40, "El logo es requerido").describe("Texto del logo."),
  elementosMenu: z
    .array(ElementoMenuSchema)
    .max(10, "Máximo 10 enlaces en el menú")
    .describe("Enlaces del menú principal, en orden."),
  placeholderBusqueda: texto(60, "El texto del buscador es requerido").describe("Texto de ejemplo del buscador."),
});
export type NavegacionBlock = z.infer<typeof NavegacionBlockSchema>;

export const REDES_SOCIALES = ["facebook", "instagram", "twitter", "youtube", "tiktok"] as const;

export const RedSocialSchema = z.object({
  nombre: texto(40, "El nombre de la red es requerido"),
  url: texto(500, "La dirección es requerida").refine(
    (v) => v.startsWith("https://") && isSafeLink(v),
    "La dirección debe empezar por https://",
  ),
  /** Icon name: one of REDES_SOCIALES. */
  icono: z.enum(REDES_SOCIALES, { error: "Elige un icono: facebook, instagram, twitter, youtube o tiktok" }),
});
export type RedSocial = z.infer<typeof RedSocialSchema>;

export const EnlaceFooterSchema = z.object({
  nombre: texto(60, "El nombre del enlace es requerido"),
  enlace: enlace(),
});
export type EnlaceFooter = z.infer<typeof EnlaceFooterSchema>;

export const ColumnaFooterSchema = z.object({
  titulo: texto(40, "El título de la columna es requerido"),
  links: z.array(EnlaceFooterSchema).max(10, "Máximo 10 enlaces por columna"),
});
export type ColumnaFooter = z.infer<typeof ColumnaFooterSchema>;

export const METODOS_PAGO = ["visa", "mastercard", "apple-pay", "google-pay", "paypal"] as const;

export const MetodoPagoSchema = z.object({
  nombre: texto(40, "El nombre del método es requerido"),
  /** Icon name: one of METODOS_PAGO. */
  icono: z.enum(METODOS_PAGO, { error: "Elige un icono: visa, mastercard, apple-pay, google-pay o paypal" }),
});
export type MetodoPago = z.infer<typeof MetodoPagoSchema>;

export const FooterBlockSchema = z.object({
  logo: texto(40, "El logo es requerido").describe("Texto del logo."),
  descripcion: textoOpcional(400).describe("Texto bajo el logo."),
  redesSociales: z
    .array(RedSocialSchema)
    .max(6, "Máximo 6 redes sociales")
    .describe("Redes sociales con su enlace e icono."),
  columnas: z.array(ColumnaFooterSchema).max(6, "Máximo 6 columnas").describe("Columnas de enlaces."),
  derechosAutor: textoOpcional(120).describe("Línea de derechos de autor."),
  metodosPago: z
    .array(MetodoPagoSchema)
    .max(8, "Máximo 8 métodos de pago")
    .describe("Métodos de pago que se muestran."),
});
export type FooterBlock = z.infer<typeof FooterBlockSchema>;

export const EstadisticaSchema = z.object({
  numero: texto(12, "El número de la estadística es requerido"),
  etiqueta: texto(30, "La etiqueta de la estadística es requerida"),
});
export type Estadistica = z.infer<typeof EstadisticaSchema>;

export const DiapositivaSchema = z.object({
  id: idBloque(),
  titulo: texto(80, "El título es requerido"),
  descripcion: texto(300, "La descripción es requerida"),
  textoBoton: texto(30, "El texto del botón es requerido"),
  enlaceBoton: enlace("El enlace del botón es requerido"),
  imagen: imagen(),
  altImagen: texto(150, "Describe la imagen (texto alternativo)"),
  tema: z.enum(["dark", "light"], { error: "El tema debe ser dark o light" }),
  estadisticas: z.array(EstadisticaSchema).length(3, "Cada diapositiva lleva tres estadísticas"),
});
export type Diapositiva = z.infer<typeof DiapositivaSchema>;

export const HeroBlockSchema = z.object({
  diapositivas: z
    .array(DiapositivaSchema)
    .min(1, "Agrega al menos una diapositiva")
    .max(6, "Máximo 6 diapositivas")
    .refine((d) => unique(d, (s) => s.id), "Cada diapositiva necesita un id distinto")
    .describe("Diapositivas del carrusel de la portada, en orden."),
});
export type HeroBlock = z.infer<typeof HeroBlockSchema>;

export const MarcaTileSchema = z.object({
  id: idBloque(),
  nombre: texto(60, "El nombre de la marca es requerido"),
  logotipo: imagen(),
  enlace: enlace(),
});
export type MarcaTile = z.infer<typeof MarcaTileSchema>;

export const MarcasBlockSchema = z.object({
  titulo: texto(80, "El título es requerido").describe("Título de la sección."),
  subtitulo: textoOpcional(200).describe("Subtítulo."),
  marcas: z
    .array(MarcaTileSchema)
    .max(24, "Máximo 24 marcas")
    .refine((m) => unique(m, (b) => b.id), "Cada marca necesita un id distinto")
    .describe("Marcas con su logotipo y enlace."),
});
export type MarcasBlock = z.infer<typeof MarcasBlockSchema>;

/**
 * New arrivals / top selling: the API fills `productos` from the live catalogue. Its title is
 * what the admin stored (PUT takes only a title, ./content-write.ts), or '' while none is stored:
 * the storefront then shows its own title.
 */
export const ProductosBlockSchema = z.object({
  titulo: textoOpcional(80).describe("Título de la sección; vacío mientras no se guarda uno (la tienda pone el suyo)."),
  productos: z.array(ProductoSchema),
});
export type ProductosBlock = z.infer<typeof ProductosBlockSchema>;
export type NuevosBlock = ProductosBlock;
export type MasVendidosBlock = ProductosBlock;

/**
 * A tile of the home's style grid. The grid shows the store's styles (POST /api/estilos), so a
 * tile takes what a style takes: a description up to 300 characters, and no image ('': the
 * storefront shows its placeholder image).
 */
export const EstiloTileSchema = z.object({
  id: idBloque(),
  nombre: texto(60, "El nombre del estilo es requerido"),
  descripcion: textoOpcional(300),
  imagen: z
    .union([z.literal(""), imagen()])
    .describe("Imagen publicada (/img/...) o clave de una subida; vacío, la tienda muestra su imagen de relleno."),
  enlace: enlace(),
});
export type EstiloTile = z.infer<typeof EstiloTileSchema>;

export const EstilosBlockSchema = z.object({
  titulo: texto(80, "El título es requerido").describe("Título de la sección."),
  estilos: z
    .array(EstiloTileSchema)
    .max(12, "Máximo 12 estilos")
    .describe("Estilos destacados con su imagen y enlace."),
});
export type EstilosBlock = z.infer<typeof EstilosBlockSchema>;

/**
 * GET /api/contenido/estilos: the grid as shown, the store's styles under the stored block's
 * title, or '' while no block is stored (the storefront then shows its own title).
 */
export const EstilosGridSchema = EstilosBlockSchema.extend({
  titulo: textoOpcional(80).describe("Título de la sección; vacío mientras no se guarda uno (la tienda pone el suyo)."),
});

export const NewsletterBlockSchema = z.object({
  titulo: texto(120, "El título es requerido").describe("Título de la sección."),
  subtitulo: textoOpcional(200).describe("Subtítulo."),
  placeholderEmail: texto(60, "El texto del campo de email es requerido").describe(
    "Texto de ejemplo del campo de email.",
  ),
  textoBoton: texto(30, "El texto del botón es requerido").describe("Texto del botón."),
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
  EstilosGridSchema,
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
    .pipe(EmailSchema("Por favor ingresa un email válido"))
    .meta(EMAIL_FORMAT)
    .describe("Email a suscribir; recibe un enlace para confirmar."),
});

/** POST /api/newsletter/confirmar: the token of the link emailed to the address. */
export const NewsletterConfirmSchema = z.strictObject({
  token: z
    .string({ error: "El enlace de confirmación no es válido" })
    .min(1, "El enlace de confirmación no es válido")
    .max(200, "El enlace de confirmación no es válido")
    .describe("El token del enlace enviado por correo."),
});
export type NewsletterConfirmInput = z.input<typeof NewsletterConfirmSchema>;
