import { z } from "../zod-es";
import { searchText } from "./query-params";

/**
 * Reviews from verified buyers (issue 36): the requests and their Spanish messages. The answers'
 * schemas are in ./reviews-shapes.ts; their types are re-exported here.
 */
export type {
  Resena,
  PaginaResenas,
  ResenaAdmin,
  PaginaResenasAdmin,
  ResenaGuardada,
  ResenaModerada,
} from "./reviews-shapes";

export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REASON_MAX = 300;
/** Reviews per page on the product page, and the most a client may ask for. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_PAGE_MAX = 20;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const REVIEW_ORDERS = ["recientes", "utiles"] as const;
export type OrdenResenas = (typeof REVIEW_ORDERS)[number];
export const REVIEW_ORDER_LABELS: Record<OrdenResenas, string> = {
  recientes: "Más recientes",
  utiles: "Más útiles",
};

export const REVIEW_MESSAGES = {
  stars: "La calificación debe ser un número entero de 1 a 5 estrellas",
  title: `El título admite hasta ${REVIEW_TITLE_MAX} caracteres`,
  text: `La reseña admite hasta ${REVIEW_TEXT_MAX} caracteres`,
  product: "Indica el producto que quieres calificar",
  notDelivered: "Podrás calificar los productos cuando el pedido esté entregado",
  notInOrder: "Este producto no está en el pedido",
  notYours: "Solo quien hizo el pedido puede calificar sus productos",
  productGone: "Producto no encontrado",
  inactive: "Tu cuenta está desactivada: no puedes escribir reseñas",
  busy: "Muchas reseñas a la vez. Vuelve a intentarlo en un momento",
  tooMany: "Has enviado demasiadas reseñas. Inténtalo de nuevo más tarde",
  created: "¡Gracias! Tu reseña fue publicada",
  updated: "Tu reseña fue actualizada",
  notFound: "Reseña no encontrada",
  reason: "Indica el motivo para ocultar la reseña",
  reasonLong: `El motivo admite hasta ${REVIEW_REASON_MAX} caracteres`,
  hidden: "Reseña ocultada",
  shown: "Reseña visible de nuevo",
  changed: "La reseña cambió mientras la moderabas. Vuelve a intentarlo",
  cursor: "Página no válida",
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => (s ? s : undefined));

/** POST /api/pedido/{id}/resenas: one product of the order, 1–5 whole stars, optional title and text. */
export const ReviewInputSchema = z
  .object({
    productoId: z
      .string({ error: REVIEW_MESSAGES.product })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, REVIEW_MESSAGES.product)
      .describe("Id de un producto del pedido."),
    calificacion: z
      .number({ error: REVIEW_MESSAGES.stars })
      .int(REVIEW_MESSAGES.stars)
      .min(1, REVIEW_MESSAGES.stars)
      .max(5, REVIEW_MESSAGES.stars)
      .describe("Estrellas, de 1 a 5."),
    titulo: optionalText(REVIEW_TITLE_MAX, REVIEW_MESSAGES.title).describe("Título de la reseña."),
    texto: optionalText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.text).describe("Texto de la reseña."),
  })
  .strict();
export type ReviewInput = z.input<typeof ReviewInputSchema>;

/** An opaque page cursor (base64url of the last key read). */
const CursorSchema = z
  .string()
  .max(600, REVIEW_MESSAGES.cursor)
  .regex(/^[A-Za-z0-9_-]+$/, REVIEW_MESSAGES.cursor)
  .optional();

/** GET /api/productos/{id}/resenas. */
export const ReviewsQuerySchema = z
  .object({
    orden: z
      .enum(REVIEW_ORDERS, { error: "Orden no válido: recientes o utiles" })
      .default("recientes")
      .describe("recientes (por omisión) o utiles."),
    cursor: CursorSchema.describe("El cursor de la página anterior, para seguir."),
    limite: z.coerce
      .number({ error: "Límite no válido" })
      .int("Límite no válido")
      .min(1, "Límite no válido")
      .max(REVIEWS_PAGE_MAX, "Límite no válido")
      .default(REVIEWS_PAGE_SIZE)
      .describe("Reseñas por página."),
    // The page's own figures in the address: a cache (browser or edge) that still holds the list
    // from before a review can never answer it next to a header that already counts that review.
    v: z
      .string()
      .regex(/^[\w.-]{1,40}$/, "Versión no válida")
      .optional()
      .describe(
        "Las cifras del producto que muestra la página (número de reseñas y calificación, p. ej. 3-4.7); el servidor no la usa: solo hace que la dirección cambie cuando cambian las cifras, para que ninguna caché sirva una lista más vieja que ellas.",
      ),
  })
  .strict();

/** GET /api/admin/resenas: search, product, stars and visibility, newest first. */
export const AdminReviewsQuerySchema = z
  .object({
    q: searchText(
      "Busca el texto, sin acentos, en el producto, el comprador, el número de pedido, el título y el texto.",
    ),
    producto: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "Producto no válido")
      .optional()
      .describe("Id de producto."),
    estrellas: z.coerce
      .number({ error: REVIEW_MESSAGES.stars })
      .int(REVIEW_MESSAGES.stars)
      .min(1, REVIEW_MESSAGES.stars)
      .max(5, REVIEW_MESSAGES.stars)
      .optional()
      .describe("Solo reseñas con estas estrellas (1 a 5)."),
    visible: z
      .enum(["si", "no"], { error: "Visibilidad no válida: si o no" })
      .optional()
      .describe("si o no: solo visibles u ocultas."),
    cursor: CursorSchema.describe("El cursor de la página anterior, para seguir."),
  })
  .strict();
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

/** PATCH /api/admin/resenas/{id}: hide (with a reason) or show again. */
export const ModerateReviewSchema = z
  .object({
    visible: z
      .boolean({ error: "Indica si la reseña queda visible (true) u oculta (false)" })
      .describe("false oculta la reseña; true la vuelve a mostrar."),
    motivo: z
      .string({ error: REVIEW_MESSAGES.reason })
      .trim()
      .max(REVIEW_REASON_MAX, REVIEW_MESSAGES.reasonLong)
      .optional()
      .describe("Por qué se oculta (obligatorio al ocultar)."),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.visible && !v.motivo) ctx.addIssue({ code: "custom", path: ["motivo"], message: REVIEW_MESSAGES.reason });
  })
  .describe("Ocultar (visible: false) pide un motivo.");
export type ModerateReviewInput = z.infer<typeof ModerateReviewSchema>;

/** A review's id: `<product id>.<buyer key>` (neither part holds a dot). */
export const ReviewIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{1,80}$/);
