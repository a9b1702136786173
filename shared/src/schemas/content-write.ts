import { z } from "../zod-es";
import { CONTENT_KEYS, type ContentKey } from "./catalogue";
import { infoSlugProblem } from "./content-pages";
import { TestimonioSchema } from "./catalogue-shapes";
import {
  BannerBlockSchema,
  EstilosBlockSchema,
  FooterBlockSchema,
  HeroBlockSchema,
  imagen,
  MarcasBlockSchema,
  NavegacionBlockSchema,
  NewsletterBlockSchema,
  texto,
  textoOpcional,
} from "./content-shapes";

/**
 * What an admin writes: the content blocks (PUT /api/contenido/{clave}), the info pages (PUT
 * /api/paginas/{slug}) and the testimonials (POST /api/testimonio, PUT /api/testimonio/{id}).
 * The field rules (lengths, safe links, #rrggbb colours, three statistics per slide) live with the
 * block shapes in ./content-shapes.ts, so what the API answers and what it accepts are one schema.
 */

/** A product section's stored part: its title (the products come from the live catalogue). */
export const ProductSectionWriteSchema = z.strictObject({
  titulo: texto(80, "El título es requerido").describe("Título de la sección (los productos salen del catálogo)."),
});

/** The body of PUT /api/contenido/{clave}, by key. Unknown fields are refused. */
export const CONTENT_WRITE_SCHEMAS = {
  banner: BannerBlockSchema.strict(),
  navegacion: NavegacionBlockSchema.strict(),
  footer: FooterBlockSchema.strict(),
  hero: HeroBlockSchema.strict(),
  marcas: MarcasBlockSchema.strict(),
  nuevos: ProductSectionWriteSchema,
  "mas-vendidos": ProductSectionWriteSchema,
  estilos: EstilosBlockSchema.strict(),
  newsletter: NewsletterBlockSchema.strict(),
} as const satisfies Record<ContentKey, z.ZodType>;

export type ContentWrite<K extends ContentKey> = z.input<(typeof CONTENT_WRITE_SCHEMAS)[K]>;

/** The contract's body of PUT /api/contenido/{clave}: any block (the handler parses by key). */
export const ContentWriteBodySchema = z.union([
  CONTENT_WRITE_SCHEMAS.banner,
  CONTENT_WRITE_SCHEMAS.navegacion,
  CONTENT_WRITE_SCHEMAS.footer,
  CONTENT_WRITE_SCHEMAS.hero,
  CONTENT_WRITE_SCHEMAS.marcas,
  ProductSectionWriteSchema,
  CONTENT_WRITE_SCHEMAS.estilos,
  CONTENT_WRITE_SCHEMAS.newsletter,
]);

/** PUT /api/contenido/{clave}: the block as stored (published image paths). */
export const ContenidoGuardadoSchema = z.object({ clave: z.enum(CONTENT_KEYS), datos: z.unknown() });

/** GET /api/admin/contenido: every block as stored, or null while the store has not written it. */
export const BloquesAdminSchema = z.object({
  bloques: z.record(z.enum(CONTENT_KEYS), z.unknown().nullable()),
});
export type BloquesAdmin = z.infer<typeof BloquesAdminSchema>;

export { INFO_SLUGS, type InfoSlug } from "./content-pages";

// --- Info pages ---------------------------------------------------------------------------------

export const SeccionPaginaSchema = z.object({
  /** Optional heading of the section. */
  titulo: textoOpcional(120).optional(),
  parrafos: z.array(texto(2000, "Un párrafo no puede estar vacío")).max(20, "Máximo 20 párrafos por sección"),
  /** Optional bullet list. */
  lista: z.array(texto(300, "Un elemento de la lista no puede estar vacío")).max(30, "Máximo 30 elementos").optional(),
});
export type SeccionPagina = z.infer<typeof SeccionPaginaSchema>;

/** An info page: title, summary and sections (GET /api/paginas/{slug}; PUT takes the same). */
export const PaginaInfoSchema = z.object({
  titulo: texto(120, "El título es requerido"),
  resumen: textoOpcional(400),
  secciones: z.array(SeccionPaginaSchema).max(20, "Máximo 20 secciones"),
});
export type PaginaInfo = z.infer<typeof PaginaInfoSchema>;

export const PaginaInfoWriteSchema = z.strictObject({
  titulo: PaginaInfoSchema.shape.titulo.describe("Título de la página."),
  resumen: PaginaInfoSchema.shape.resumen.describe("Resumen bajo el título."),
  secciones: z
    .array(SeccionPaginaSchema.strict())
    .max(20, "Máximo 20 secciones")
    .refine(
      (ss) => ss.every((s) => s.parrafos.length > 0 || (s.lista?.length ?? 0) > 0),
      "Cada sección necesita al menos un párrafo o un elemento de lista",
    )
    .describe("Secciones en orden, cada una con párrafos o una lista."),
});
export type PaginaInfoWrite = z.input<typeof PaginaInfoWriteSchema>;

/** An info page's address (/envios): a free slug of the store (content-pages.ts, infoSlugProblem). */
export const InfoSlugSchema = z
  .string()
  .superRefine((slug, ctx) => {
    const problem = infoSlugProblem(slug);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .describe("Dirección de la página: minúsculas, números y guiones, que la tienda no use ya (p. ej. envios).");
export const InfoSlugParamsSchema = z.object({ slug: InfoSlugSchema });

/** When a page was last written (ISO 8601); null for a page stored before the store kept it. */
const actualizadoEn = z.string().nullable();

/** PUT /api/paginas/{slug}: the page as stored. */
export const PaginaGuardadaSchema = z.object({
  slug: z.string(),
  pagina: PaginaInfoSchema,
  actualizado_en: actualizadoEn,
});

/**
 * GET /api/admin/paginas: every info page the store has, by slug, then the demo's suggested slugs
 * not written yet (pagina null).
 */
export const PaginasAdminSchema = z.object({
  paginas: z.array(z.object({ slug: z.string(), pagina: PaginaInfoSchema.nullable(), actualizado_en: actualizadoEn })),
});
export type PaginasAdmin = z.infer<typeof PaginasAdminSchema>;

/** GET /api/paginas: the pages that exist, so the storefront links only to them (no 404 behind a link). */
export const PaginasPublicasSchema = z.object({
  paginas: z.array(z.object({ slug: z.string(), titulo: z.string(), actualizado_en: actualizadoEn })),
});
export type PaginasPublicas = z.infer<typeof PaginasPublicasSchema>;

// --- Testimonials -------------------------------------------------------------------------------

/** POST /api/testimonio and PUT /api/testimonio/{id} (admin). */
export const TestimonioInputSchema = z.strictObject({
  nombre: texto(80, "El nombre es requerido").describe("Nombre de quien opina."),
  texto: texto(600, "El testimonio es requerido").describe("El testimonio."),
  calificacion: z
    .number({ error: "La calificación debe ser un número del 1 al 5" })
    .int("La calificación debe ser un número del 1 al 5")
    .min(1, "La calificación debe ser un número del 1 al 5")
    .max(5, "La calificación debe ser un número del 1 al 5")
    .describe("Estrellas, de 1 a 5."),
  /** The shopper's photo (optional): an upload or a /img/ path. */
  imagen: z
    .union([z.literal(""), imagen()])
    .default("")
    .describe("Foto: clave de una imagen subida o ruta /img/; vacío, sin foto."),
  ubicacion: textoOpcional(80).default("").describe("Ciudad o lugar de quien opina."),
  /** The product the shopper bought (its name, as shown). */
  producto: textoOpcional(120).default("").describe("Nombre del producto que compró, tal como se muestra."),
  verificado: z.boolean().default(false).describe("true: compra verificada."),
  /** Day of the purchase (YYYY-MM-DD); today when not given. */
  fechaCompra: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "La fecha debe tener el formato AAAA-MM-DD")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "La fecha no es válida")
    .optional()
    .describe("Día de la compra (AAAA-MM-DD); por omisión, hoy."),
  /** Hidden: kept for the admin, not shown on the storefront. */
  oculto: z.boolean().default(false).describe("true: se guarda para el administrador y no se muestra en la tienda."),
});
export type TestimonioInput = z.input<typeof TestimonioInputSchema>;

/** A testimonial as the admin sees it: the public shape plus the hidden flag. */
export const TestimonioAdminSchema = TestimonioSchema.extend({ oculto: z.boolean() });
export type TestimonioAdmin = z.infer<typeof TestimonioAdminSchema>;

export const TestimoniosAdminSchema = z.array(TestimonioAdminSchema);
export const TestimonioGuardadoSchema = z.object({ testimonio: TestimonioAdminSchema });
