import { z } from "../zod-es";
import { pageNumber, pageSize, searchText } from "./query-params";
import { hasAtMostDecimals } from "../rules/numbers";

/**
 * The admin's products API (companion spec: "Admin products", "Product (admin view)", §5). The
 * shapes it answers are zod schemas in ./catalogue-shapes.ts; their types are re-exported here.
 */
export type { OfertaProductoAdmin, PaginaProductosAdmin, ProductoAdmin } from "./catalogue-shapes";

export const MAX_PRODUCT_IMAGES = 6;

/** Page sizes of the admin's products list (GET /api/admin/productos). */
export const ADMIN_PRODUCT_PAGE_SIZES = [12, 24, 48, 96] as const;
/** 'Stock bajo': a variant with fewer units than this (the stock editor's red badge). */
export const LOW_STOCK_BELOW = 10;

export const PRODUCT_MESSAGES = {
  nombre: "El nombre es requerido",
  precio: "El precio debe ser mayor que 0",
  precioOriginal: "El precio original debe ser mayor o igual a 0",
  categoria: "Selecciona una categoría",
  estilo: "Selecciona un estilo",
  tallas: "Indica al menos una talla",
  colores: "Indica al menos un color",
  stock: "El stock debe ser un número entero mayor o igual a 0",
  variante: "La variante no existe en este producto",
  decimales: "Los precios admiten hasta 2 decimales",
  imagenes: "Máximo de imágenes alcanzado",
  imagen: "Por favor selecciona una imagen válida",
  porcentaje: "El descuento debe estar entre 1 y 90",
  porcentajeReporte: "El descuento debe estar entre 5 y 70",
  finPasado: "La fecha de fin de la oferta flash no puede ser anterior a ahora",
  finRequerido: "Indica cuándo termina la oferta flash",
  fechas: "La fecha de fin debe ser posterior a la de inicio",
  notFound: "Producto no encontrado",
  changed: "El producto cambió mientras lo editabas. Vuelve a cargarlo e inténtalo de nuevo",
  created: "Producto creado correctamente",
  updated: "Producto actualizado correctamente",
  deleted: "Producto eliminado",
  archived:
    "El producto figura en pedidos, así que no se borra: quedó archivado (desactivado y fuera de la tienda) y esos pedidos conservan sus líneas. Puedes activarlo de nuevo cuando quieras",
  activated: "Producto activado",
  deactivated: "Producto desactivado",
  patchEmpty: "Indica al menos un campo que cambiar",
  activo: "El estado activo debe ser verdadero o falso",
  stockSaved: "Stock actualizado",
  offerSaved: "Oferta aplicada",
  offerRemoved: "Oferta eliminada",
  tooLong: "El texto es demasiado largo",
  badPageSize: "El tamaño de página debe ser 12, 24, 48 o 96",
  badCategory: "Categoría no válida",
  badOfferFilter: "El filtro de oferta debe ser 1 o 0",
  badStockFilter: "El filtro de stock solo admite «bajo»",
} as const;

/** USD with whole cents (so also nothing below 0,01 but 0): 1e-200 would otherwise reach DynamoDB. */
const money = (msg: string) =>
  z
    .number({ error: msg })
    .finite(msg)
    .max(100_000, msg)
    .refine((n) => hasAtMostDecimals(n, 2), PRODUCT_MESSAGES.decimales);
const label = (msg: string) => z.string({ error: msg }).trim().min(1, msg).max(40, PRODUCT_MESSAGES.tooLong);
const stockValue = z
  .number({ error: PRODUCT_MESSAGES.stock })
  .int(PRODUCT_MESSAGES.stock)
  .min(0, PRODUCT_MESSAGES.stock)
  .max(1_000_000, PRODUCT_MESSAGES.stock);
/**
 * Stock per `talla|color` as the client sends it. An empty key is no variant (and DynamoDB refuses
 * it); other unknown keys are refused against the product's own keys.
 */
const variantStockMap = z
  .record(
    // 'talla|color': stated in the API reference; which pairs exist is the product's own list.
    z
      .string()
      .max(90, PRODUCT_MESSAGES.variante)
      .regex(/^[^|]+\|[^|]+$/, PRODUCT_MESSAGES.variante),
    stockValue,
    // A refused key reads as the unknown variant it is, not zod's generic key message.
    { error: (iss) => (iss.code === "invalid_key" ? PRODUCT_MESSAGES.variante : undefined) },
  )
  .refine((r) => !Object.hasOwn(r, ""), PRODUCT_MESSAGES.variante);

/** POST /api/productos and PUT /api/productos/{id}: the wizard's four steps in one body. */
export const ProductInputSchema = z
  .object({
    nombre: z
      .string({ error: PRODUCT_MESSAGES.nombre })
      .trim()
      .min(1, PRODUCT_MESSAGES.nombre)
      .max(120, PRODUCT_MESSAGES.tooLong)
      .describe("Nombre del producto."),
    descripcion: z
      .string()
      .trim()
      .max(2000, PRODUCT_MESSAGES.tooLong)
      .default("")
      .describe("Descripción para la ficha del producto."),
    precio: money(PRODUCT_MESSAGES.precio)
      .positive(PRODUCT_MESSAGES.precio)
      .describe("Precio de venta en USD, con hasta 2 decimales."),
    precio_original: money(PRODUCT_MESSAGES.precioOriginal)
      .min(0, PRODUCT_MESSAGES.precioOriginal)
      .nullable()
      .optional()
      .describe("Precio anterior en USD que se muestra tachado, o null."),
    categoria_id: z
      .string({ error: PRODUCT_MESSAGES.categoria })
      .trim()
      .min(1, PRODUCT_MESSAGES.categoria)
      .max(60)
      .describe("Id de la categoría (GET /api/admin/categorias)."),
    subcategoria_id: z.string().trim().max(60).optional().describe("Id de una subcategoría de esa categoría."),
    estilo_id: z
      .string({ error: PRODUCT_MESSAGES.estilo })
      .trim()
      .min(1, PRODUCT_MESSAGES.estilo)
      .max(60)
      .describe("Id del estilo (GET /api/estilos)."),
    marca_nombre: z.string().trim().max(60, PRODUCT_MESSAGES.tooLong).optional().describe("Marca del producto."),
    tallas: z
      .array(label(PRODUCT_MESSAGES.tallas), { error: PRODUCT_MESSAGES.tallas })
      .min(1, PRODUCT_MESSAGES.tallas)
      .max(12)
      .describe("Tallas que se venden (p. ej. S, M, L)."),
    colores: z
      .array(label(PRODUCT_MESSAGES.colores), { error: PRODUCT_MESSAGES.colores })
      .min(1, PRODUCT_MESSAGES.colores)
      .max(12)
      .describe("Colores que se venden."),
    /** Stock per `talla|color`; variants not listed start at 0. */
    stock_variantes: variantStockMap
      .default({})
      .describe('Unidades por variante `talla|color` (p. ej. "M|Negro": 5); las variantes que falten empiezan en 0.'),
    /** Upload keys (subidas/productos/…) or images the product already has (img/productos/…), main first. */
    imagenes: z
      .array(z.string().trim().min(1).max(200), { error: PRODUCT_MESSAGES.imagen })
      .max(MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES.imagenes)
      .default([])
      .describe(
        "Claves de imágenes subidas con POST /api/subidas (proposito producto) o rutas img/productos/… que el producto ya tiene; la primera es la principal.",
      ),
    etiquetas: z.array(z.string().trim().max(30)).max(10).optional().describe("Etiquetas libres del producto."),
    // Absent: an edit keeps the product as it was (on sale or not); a new product starts on sale.
    activo: z
      .boolean({ error: PRODUCT_MESSAGES.activo })
      .optional()
      .describe(
        "En venta (true) o desactivado (false); si falta, una edición lo deja como estaba y uno nuevo sale activo.",
      ),
    // The spec's create payload also names these; the server owns them.
    imagen: z.unknown().optional().describe("Se acepta y se ignora (la tienda la calcula de imagenes)."),
    calificacion: z.unknown().optional().describe("Se acepta y se ignora (la calculan las reseñas)."),
    porcentaje_descuento: z
      .unknown()
      .optional()
      .describe("Se acepta y se ignora (se fija con PUT /api/productos/{id}/oferta)."),
    contador_carrito: z.unknown().optional().describe("Se acepta y se ignora (lo lleva la tienda)."),
  })
  .strict();
export type ProductInput = z.output<typeof ProductInputSchema>;

/** PUT /api/productos/{id}/stock: new stock for some variants. */
export const StockUpdateSchema = z
  .object({
    stock_variantes: variantStockMap.describe(
      "Unidades nuevas por variante `talla|color`; al menos una, y solo variantes del producto.",
    ),
  })
  .strict()
  .refine((s) => Object.keys(s.stock_variantes).length > 0, PRODUCT_MESSAGES.stock)
  .describe("Lleva al menos una variante.");

/**
 * PATCH /api/productos/{id}: only the fields given change (switch on or off, a new price, stock of
 * some variants, name, description); the rest of the product stays as stored.
 */
export const ProductPatchSchema = z
  .object({
    activo: ProductInputSchema.shape.activo,
    precio: money(PRODUCT_MESSAGES.precio)
      .positive(PRODUCT_MESSAGES.precio)
      .optional()
      .describe("Precio de venta en USD sin la oferta; una oferta vigente conserva su porcentaje."),
    stock_variantes: variantStockMap
      .optional()
      .describe("Unidades nuevas por variante `talla|color`; solo variantes del producto."),
    nombre: ProductInputSchema.shape.nombre.optional(),
    descripcion: z.string().trim().max(2000, PRODUCT_MESSAGES.tooLong).optional().describe("Descripción nueva."),
  })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), PRODUCT_MESSAGES.patchEmpty)
  .describe("Lleva al menos un campo.");
export type ProductPatch = z.output<typeof ProductPatchSchema>;
export type ProductPatchInput = z.input<typeof ProductPatchSchema>;

/** PUT /api/productos/{id}/oferta. */
export const OfferInputSchema = z
  .object({
    porcentaje: z
      .number({ error: PRODUCT_MESSAGES.porcentaje })
      .int(PRODUCT_MESSAGES.porcentaje)
      .min(1, PRODUCT_MESSAGES.porcentaje)
      .max(90, PRODUCT_MESSAGES.porcentaje)
      .describe("Descuento en por ciento, de 1 a 90."),
    /** Defaults to the product's current price (without any offer). */
    precio_original: money(PRODUCT_MESSAGES.precioOriginal)
      .positive(PRODUCT_MESSAGES.precioOriginal)
      .optional()
      .describe("Precio sin oferta en USD; por omisión, el precio actual del producto."),
    flash: z.boolean().default(false).describe("Oferta relámpago: termina sola en `fin` (obligatorio si es true)."),
    inicio: z.iso
      .datetime({ offset: true, error: "Fecha de inicio no válida" })
      .optional()
      .describe("Cuándo empieza (fecha y hora ISO 8601); sin ella, ahora."),
    fin: z.iso
      .datetime({ offset: true, error: "Fecha de fin no válida" })
      .optional()
      .describe("Cuándo termina (fecha y hora ISO 8601), posterior a inicio."),
  })
  .strict()
  .refine((o) => !o.flash || !!o.fin, { message: PRODUCT_MESSAGES.finRequerido, path: ["fin"] })
  .refine((o) => !o.inicio || !o.fin || Date.parse(o.fin) > Date.parse(o.inicio), {
    message: PRODUCT_MESSAGES.fechas,
    path: ["fin"],
  })
  .describe("Una oferta relámpago (flash: true) lleva fin; si hay inicio y fin, fin es posterior a inicio.");
export type OfferInput = z.output<typeof OfferInputSchema>;

/**
 * GET /api/admin/productos: every product, inactive ones too, newest first. `q` searches the name
 * (every word, without accents); `oferta=1` keeps products with an offer (running or scheduled);
 * `stock=bajo` keeps products with a variant under LOW_STOCK_BELOW units.
 */
export const AdminProductsQuerySchema = z
  .object({
    q: searchText("Busca cada palabra en el nombre, sin acentos."),
    categoria: z
      .string({ error: PRODUCT_MESSAGES.badCategory })
      .regex(/^[a-z0-9-]{1,60}$/, PRODUCT_MESSAGES.badCategory)
      .optional()
      .describe("Id de categoría."),
    oferta: z
      .enum(["1", "0", "true", "false"], { error: PRODUCT_MESSAGES.badOfferFilter })
      .transform((v) => v === "1" || v === "true")
      .optional()
      .describe("1 o true: solo productos con oferta (vigente o programada)."),
    stock: z
      .enum(["bajo"], { error: PRODUCT_MESSAGES.badStockFilter })
      .optional()
      .describe("bajo: solo productos con alguna variante bajo el umbral de stock bajo."),
    pagina: pageNumber(),
    limite: pageSize(ADMIN_PRODUCT_PAGE_SIZES, PRODUCT_MESSAGES.badPageSize)
      .default(12)
      .describe("Productos por página."),
  })
  .strict();
export type AdminProductsQuery = z.output<typeof AdminProductsQuerySchema>;
