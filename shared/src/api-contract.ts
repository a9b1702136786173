import { PuestaEnMarchaSchema } from "./schemas/admin-setup";
import { ContactoPublicoSchema } from "./schemas/admin-shapes";
import type { z } from "zod";
import type { RouteKey } from "./routes";
import { ActualizacionTasaSchema, TasasBcvSchema } from "./schemas/bcv-rate";
import { MensajeSchema } from "./schemas/common-shapes";
import { BulkPhotoSchema, FotoSubidaSchema } from "./schemas/bulk-photos";
import {
  DemandaAvisosSchema,
  RestockAlertSchema,
  RestockUnsubscribePageSchema,
  RestockUnsubscribeQuerySchema,
} from "./schemas/restock-alerts";
import {
  ProductCsvExportSchema,
  ProductImportResultSchema,
  ProductImportSchema,
} from "./schemas/product-import";
import {
  CategoriaAdminGuardadaSchema,
  CategoriasAdminSchema,
  CategoryInputSchema,
  CategoryUpdateSchema,
  EstiloGuardadoSchema,
  EstilosSchema,
  StyleInputSchema,
  StyleUpdateSchema,
} from "./schemas/store-structure";
import {
  PromocionesAdminSchema,
  PromocionGuardadaSchema,
  PromoCreateSchema,
  PromoUpdateSchema,
} from "./schemas/promotions";
import {
  BusquedaProductosSchema,
  CategoriasSchema,
  DiscountQuerySchema,
  GroupQuerySchema,
  ListaProductosSchema,
  ListQuerySchema,
  NewQuerySchema,
  PaginaProductosAdminSchema,
  PopularQuerySchema,
  ProductoAdminSchema,
  ProductoBorradoSchema,
  ProductoGuardadoSchema,
  ProductoSchema,
  ProductosSchema,
  TestimoniosSchema,
} from "./schemas/catalogue-shapes";
import {
  ContentBlockSchema,
  ContentParamsSchema,
  NewsletterConfirmSchema,
  NewsletterSubscribeSchema,
} from "./schemas/content-shapes";
import {
  BloquesAdminSchema,
  ContentWriteBodySchema,
  InfoSlugParamsSchema,
  PaginasPublicasSchema,
  PaginaInfoSchema,
  ContenidoGuardadoSchema,
  PaginaGuardadaSchema,
  PaginaInfoWriteSchema,
  PaginasAdminSchema,
  TestimonioGuardadoSchema,
  TestimonioInputSchema,
  TestimoniosAdminSchema,
} from "./schemas/content-write";
import {
  CarritoSchema,
  CuentasDemoSchema,
  FavoritosSchema,
  PerfilGuardadoSchema,
  SesionSchema,
  SubidaPresignadaSchema,
  UsuarioGuardadoSchema,
} from "./schemas/account-shapes";
import {
  CotizacionSchema,
  EnlaceComprobanteSchema,
  OrderAccessQuerySchema,
  PaginaPedidosAdminSchema,
  PedidoCreadoSchema,
  PedidoDetalleSchema,
  PedidosUsuarioSchema,
  PromoValidadaSchema,
  PromoValidateSchema,
} from "./schemas/orders-shapes";
import {
  ActividadesSchema,
  AjustesGuardadosSchema,
  AjustesPublicosSchema,
  AjustesTiendaSchema,
  AlertasAdminSchema,
  EstadisticasVentasSchema,
  PaginaUsuariosAdminSchema,
  UsuarioAdminGuardadoSchema,
} from "./schemas/admin-shapes";
import {
  CartPutSchema,
  ConfirmEmailChangeSchema,
  FavoritesPutSchema,
  LoginSchema,
  PasswordChangeSchema,
  PreferencesUpdateSchema,
  ProfileUpdateSchema,
  RegisterSchema,
  UploadRequestSchema,
} from "./schemas/account";
import {
  AdminProductsQuerySchema,
  OfferInputSchema,
  ProductInputSchema,
  StockUpdateSchema,
  ProductPatchSchema,
} from "./schemas/admin-products";
import {
  AdminOrdersQuerySchema,
  ApprovePaymentSchema,
  RejectPaymentSchema,
  UpdateFulfilmentSchema,
} from "./schemas/admin-orders";
import { AdminUserPatchSchema, AdminUsersQuerySchema } from "./schemas/admin-users";
import { AttachReceiptSchema, CreateOrderSchema, QuoteOrderSchema } from "./schemas/checkout-input";
import { SettingsUpdateSchema } from "./schemas/settings-input";
import { StatsQuerySchema } from "./schemas/stats";
import {
  ApproveMatchesSchema,
  ConciliacionesSchema,
  ConciliacionSchema,
  ImportStatementSchema,
  ResultadoAprobacionSchema,
} from "./schemas/reconciliation";
import {
  AdminReviewsQuerySchema,
  ModerateReviewSchema,
  ReviewInputSchema,
  ReviewsQuerySchema,
} from "./schemas/reviews";
import {
  PaginaResenasAdminSchema,
  PaginaResenasSchema,
  ResenaGuardadaSchema,
  ResenaModeradaSchema,
} from "./schemas/reviews-shapes";

/**
 * The API contract: for every entry of the route table (keyed "METHOD /path" like the table), the
 * zod schemas of what crosses the wire. `query` and `body` are what the handler parses (their
 * z.input is what a caller sends); `response` is the 2xx answer's body; `params` only where a path
 * parameter is narrower than a string (otherwise each `{name}` in the path is a string). A route
 * without `body` takes none, one without `query` reads none. Error answers are all ErrorBody
 * (schemas/common-shapes.ts).
 *
 * The SPA's client (web/src/lib/api-client.ts) is typed from this with `import type` only, so no
 * schema ships to the browser; functions/src/lib/http.ts types each handler's answer from it.
 * Adding a route: the table entry, its schemas in shared/src/schemas, and its entry here (the
 * checks at the end fail the typecheck until both lists agree).
 */
export const apiContract = {
  // Catalogue (public)
  "GET /api/productos": { query: ListQuerySchema, response: ListaProductosSchema },
  "GET /api/productos/producto/{id}": { response: ProductoSchema },
  "GET /api/productos/producto": { query: GroupQuerySchema, response: ProductosSchema },
  "GET /api/productos/buscar": { query: ListQuerySchema, response: BusquedaProductosSchema },
  "GET /api/productos/populares": { query: PopularQuerySchema, response: ProductosSchema },
  "GET /api/productos/descuento": { query: DiscountQuerySchema, response: ProductosSchema },
  "GET /api/productos/nuevos": { query: NewQuerySchema, response: ProductosSchema },
  "GET /api/categorias": { response: CategoriasSchema },
  "POST /api/categorias": { body: CategoryInputSchema, response: CategoriaAdminGuardadaSchema },
  "PUT /api/categorias/{id}": { body: CategoryUpdateSchema, response: CategoriaAdminGuardadaSchema },
  "DELETE /api/categorias/{id}": { response: MensajeSchema },
  "GET /api/admin/categorias": { response: CategoriasAdminSchema },
  "GET /api/estilos": { response: EstilosSchema },
  "GET /api/admin/estilos": { response: EstilosSchema },
  "POST /api/estilos": { body: StyleInputSchema, response: EstiloGuardadoSchema },
  "PUT /api/estilos/{id}": { body: StyleUpdateSchema, response: EstiloGuardadoSchema },
  "DELETE /api/estilos/{id}": { response: MensajeSchema },
  // Admin catalogue
  "POST /api/productos": { body: ProductInputSchema, response: ProductoGuardadoSchema },
  "PUT /api/productos/{id}": { body: ProductInputSchema, response: ProductoGuardadoSchema },
  "PATCH /api/productos/{id}": { body: ProductPatchSchema, response: ProductoGuardadoSchema },
  "DELETE /api/productos/{id}": { response: ProductoBorradoSchema },
  "PUT /api/productos/{id}/stock": { body: StockUpdateSchema, response: ProductoGuardadoSchema },
  "PUT /api/productos/{id}/oferta": { body: OfferInputSchema, response: ProductoGuardadoSchema },
  "DELETE /api/productos/{id}/oferta": { response: ProductoGuardadoSchema },
  "POST /api/productos/{id}/avisos": { body: RestockAlertSchema, response: MensajeSchema },
  "GET /api/avisos/baja": { query: RestockUnsubscribeQuerySchema, response: RestockUnsubscribePageSchema },
  "GET /api/admin/avisos": { response: DemandaAvisosSchema },
  "POST /api/admin/fotos": { body: BulkPhotoSchema, response: FotoSubidaSchema },
  // Content (public)
  "GET /api/testimonio": { response: TestimoniosSchema },
  // null: a known block the store has not written yet (the storefront hides its section).
  "GET /api/contenido/{clave}": { params: ContentParamsSchema, response: ContentBlockSchema.nullable() },
  "POST /api/newsletter": { body: NewsletterSubscribeSchema, response: MensajeSchema },
  "POST /api/newsletter/confirmar": { body: NewsletterConfirmSchema, response: MensajeSchema },
  // Admin content: blocks, info pages, testimonials
  "PUT /api/contenido/{clave}": {
    params: ContentParamsSchema,
    body: ContentWriteBodySchema,
    response: ContenidoGuardadoSchema,
  },
  "DELETE /api/contenido/{clave}": { params: ContentParamsSchema, response: MensajeSchema },
  "GET /api/admin/contenido": { response: BloquesAdminSchema },
  // null: a known page the store has not written yet (the storefront shows its not-found page).
  "GET /api/paginas": { response: PaginasPublicasSchema },
  "GET /api/paginas/{slug}": { params: InfoSlugParamsSchema, response: PaginaInfoSchema.nullable() },
  "PUT /api/paginas/{slug}": {
    params: InfoSlugParamsSchema,
    body: PaginaInfoWriteSchema,
    response: PaginaGuardadaSchema,
  },
  "DELETE /api/paginas/{slug}": { params: InfoSlugParamsSchema, response: MensajeSchema },
  "GET /api/admin/paginas": { response: PaginasAdminSchema },
  "POST /api/testimonio": { body: TestimonioInputSchema, response: TestimonioGuardadoSchema },
  "PUT /api/testimonio/{id}": { body: TestimonioInputSchema, response: TestimonioGuardadoSchema },
  "DELETE /api/testimonio/{id}": { response: MensajeSchema },
  "GET /api/admin/testimonios": { response: TestimoniosAdminSchema },
  // Orders
  "POST /api/pedido": { body: CreateOrderSchema, response: PedidoCreadoSchema },
  "POST /api/pedido/cotizacion": { body: QuoteOrderSchema, response: CotizacionSchema },
  "GET /api/pedido/usuario/{userId}": { response: PedidosUsuarioSchema },
  "GET /api/pedido/{id}": { query: OrderAccessQuerySchema, response: PedidoDetalleSchema },
  "POST /api/pedido/{id}/comprobante": {
    query: OrderAccessQuerySchema,
    body: AttachReceiptSchema,
    response: PedidoDetalleSchema,
  },
  "GET /api/pedido/{id}/comprobante": { query: OrderAccessQuerySchema, response: EnlaceComprobanteSchema },
  "POST /api/pedido/{id}/cancelar": { query: OrderAccessQuerySchema, response: PedidoDetalleSchema },
  // Admin: payments and fulfilment
  "GET /api/pedido": { query: AdminOrdersQuerySchema, response: PaginaPedidosAdminSchema },
  "POST /api/pedido/{id}/aprobar": { body: ApprovePaymentSchema, response: PedidoDetalleSchema },
  "POST /api/pedido/{id}/rechazar": { body: RejectPaymentSchema, response: PedidoDetalleSchema },
  "POST /api/pedido/{id}/cobrar-efectivo": { response: PedidoDetalleSchema },
  "PUT /api/pedido/{id}": { body: UpdateFulfilmentSchema, response: PedidoDetalleSchema },
  "DELETE /api/pedido/{id}": { response: MensajeSchema },
  // Admin: bank statement reconciliation
  "POST /api/admin/conciliaciones": { body: ImportStatementSchema, response: ConciliacionSchema },
  "GET /api/admin/conciliaciones": { response: ConciliacionesSchema },
  "GET /api/admin/conciliaciones/{id}": { response: ConciliacionSchema },
  "POST /api/admin/conciliaciones/{id}/aprobar": { body: ApproveMatchesSchema, response: ResultadoAprobacionSchema },
  // Admin figures, users and settings
  "GET /api/admin/estadisticas": { query: StatsQuerySchema, response: EstadisticasVentasSchema },
  "GET /api/admin/alertas": { response: AlertasAdminSchema },
  "GET /api/admin/puesta-en-marcha": { response: PuestaEnMarchaSchema },
  "GET /api/admin/actividad": { response: ActividadesSchema },
  "GET /api/admin/productos": { query: AdminProductsQuerySchema, response: PaginaProductosAdminSchema },
  "GET /api/admin/productos/{id}": { response: ProductoAdminSchema },
  "GET /api/admin/productos/exportar": { response: ProductCsvExportSchema },
  "POST /api/admin/productos/importar": { body: ProductImportSchema, response: ProductImportResultSchema },
  "GET /api/admin/usuarios": { query: AdminUsersQuerySchema, response: PaginaUsuariosAdminSchema },
  "PATCH /api/admin/usuarios/{id}": { body: AdminUserPatchSchema, response: UsuarioAdminGuardadoSchema },
  "GET /api/admin/ajustes": { response: AjustesTiendaSchema.nullable() },
  "PUT /api/admin/ajustes": { body: SettingsUpdateSchema, response: AjustesGuardadosSchema },
  "GET /api/admin/tasa-bcv": { response: TasasBcvSchema },
  "POST /api/admin/tasa-bcv/actualizar": { response: ActualizacionTasaSchema },
  "GET /api/ajustes/publicos": { response: AjustesPublicosSchema },
  "GET /api/ajustes/contacto": { response: ContactoPublicoSchema },
  "POST /api/promociones/validar": { body: PromoValidateSchema, response: PromoValidadaSchema },
  "GET /api/admin/promociones": { response: PromocionesAdminSchema },
  "POST /api/admin/promociones": { body: PromoCreateSchema, response: PromocionGuardadaSchema },
  "PUT /api/admin/promociones/{codigo}": { body: PromoUpdateSchema, response: PromocionGuardadaSchema },
  "DELETE /api/admin/promociones/{codigo}": { response: MensajeSchema },
  // Accounts
  "POST /api/auth/registro": { body: RegisterSchema, response: UsuarioGuardadoSchema },
  "POST /api/auth/login": { body: LoginSchema, response: UsuarioGuardadoSchema },
  "POST /api/auth/logout": { response: MensajeSchema },
  "GET /api/auth/sesion": { response: SesionSchema },
  "GET /api/auth/cuentas-demo": { response: CuentasDemoSchema },
  "PUT /api/usuarios/me": { body: ProfileUpdateSchema, response: PerfilGuardadoSchema },
  "POST /api/usuarios/me/email/confirmar": { body: ConfirmEmailChangeSchema, response: UsuarioGuardadoSchema },
  "PUT /api/usuarios/me/password": { body: PasswordChangeSchema, response: MensajeSchema },
  "PUT /api/usuarios/me/preferencias": { body: PreferencesUpdateSchema, response: UsuarioGuardadoSchema },
  "GET /api/carrito": { response: CarritoSchema },
  "PUT /api/carrito": { body: CartPutSchema, response: CarritoSchema },
  "GET /api/favoritos": { response: FavoritosSchema },
  "PUT /api/favoritos": { body: FavoritesPutSchema, response: FavoritosSchema },
  "POST /api/subidas": { body: UploadRequestSchema, response: SubidaPresignadaSchema },
  // Reviews from verified buyers
  "GET /api/productos/{id}/resenas": { query: ReviewsQuerySchema, response: PaginaResenasSchema },
  "POST /api/pedido/{id}/resenas": {
    query: OrderAccessQuerySchema,
    body: ReviewInputSchema,
    response: ResenaGuardadaSchema,
  },
  "GET /api/admin/resenas": { query: AdminReviewsQuerySchema, response: PaginaResenasAdminSchema },
  "PATCH /api/admin/resenas/{id}": { body: ModerateReviewSchema, response: ResenaModeradaSchema },
} as const satisfies Record<RouteKey, RouteContract>;

/** What a contract entry may hold (see apiContract). */
export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export type ApiContract = typeof apiContract;
/** "METHOD /path" of every route: the route table's keys (checked below). */
export type ApiRoute = keyof ApiContract;

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
/** The `{name}`s of a path: "/api/pedido/{id}/aprobar" → "id". */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamNames<Rest>
  : never;

/** The path parameters of a route as the server receives them: each `{name}` of the path, as text. */
export type ApiPathParams<K extends ApiRoute> = { [N in PathParamNames<PathOf<K>>]: string };
/** The path parameters of a route as a caller gives them (narrowed by its `params` schema, if any). */
export type ApiParams<K extends ApiRoute> = ApiContract[K] extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : ApiPathParams<K>;
/** The query a route reads, as its schema takes it (text), or never when it reads none. */
export type ApiQuery<K extends ApiRoute> = ApiContract[K] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The body a route takes, as a caller sends it (before defaults), or never when it takes none. */
export type ApiBody<K extends ApiRoute> = ApiContract[K] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The body of a route's 2xx answer. */
export type ApiResponse<K extends ApiRoute> = z.output<ApiContract[K]["response"]>;

/** A value a caller may put in the query string: text on the wire, so numbers, flags and lists too. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/**
 * One query parameter as a caller may give it: a closed set of words (an enum) stays that set
 * ('true'/'false' flags also take a boolean); free text (or a coerced number) takes any QueryValue.
 */
type QueryParam<T> =
  string extends Exclude<T, undefined>
    ? QueryValue
    : Exclude<T, undefined> extends string
      ? Exclude<T, undefined> | ("true" extends Exclude<T, undefined> ? boolean : never) | null | undefined
      : QueryValue;
/** The query of a route as a caller gives it: only the names its schema reads, all optional. */
export type ApiQueryParams<K extends ApiRoute> = [ApiQuery<K>] extends [never]
  ? never
  : { [N in keyof ApiQuery<K>]?: QueryParam<ApiQuery<K>[N]> };

// --- Compile-time checks: `npm run typecheck` fails when the table and the contract disagree ----

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** Every route of the table has a contract entry, and every entry is a route of the table. */
export type _EveryRouteHasAContract = Expect<Equal<ApiRoute, RouteKey>>;
/** A `params` schema names exactly the path's `{name}`s. */
export type _ParamsNameThePath = Expect<
  Equal<
    {
      [K in ApiRoute]: ApiContract[K] extends { params: infer S extends z.ZodType }
        ? Equal<keyof z.input<S>, PathParamNames<PathOf<K>>>
        : true;
    }[ApiRoute],
    true
  >
>;
