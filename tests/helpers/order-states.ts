import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";
import { call } from "./api";
import { orderBody, placeOrder, stockedProduct, uploadReceipt } from "./checkout";
import { sessionAs } from "./sessions";

/** The payment states a test can ask for, in the shop's words. */
export type OrderState = "pendiente" | "en revisión" | "aprobado" | "rechazado" | "cancelado";

export interface OrderInOptions {
  /** Stock per variant of the fresh product the order buys (2 units of 'M|Negro'). */
  stock?: Record<string, number>;
  /** Overrides of the product record (e.g. `precio_cents`). */
  product?: Partial<ProductRecord>;
  cantidad?: number;
  /** Overrides of the checkout body (customer name, payment method…). */
  body?: Record<string, unknown>;
  /** The shopper's Cookie header: the order is theirs rather than a guest's. */
  cookie?: string;
  /** Why the admin refused the receipt ('rechazado'). */
  motivo?: string;
}

export interface OrderInState {
  product: ProductRecord;
  id: string;
  numero: string;
  /** The guest link's token (null for a signed-in shopper's order). */
  token: string | null;
  enlace: string | null;
  /** The order as the API answered at checkout. */
  pedido: Record<string, any>;
}

let admin: Promise<{ cookie: string }> | undefined;
const adminCookie = async () => (await (admin ??= sessionAs("admin"))).cookie;

async function ok(res: Promise<{ status: number; body: any }>, expected: number, what: string) {
  const r = await res;
  if (r.status !== expected) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

/**
 * An order in the given payment state, made the way the shop makes it: a fresh stocked product, a
 * checkout through POST /api/pedido (with a receipt from 'en revisión' on), then the admin's
 * approval or rejection, or the buyer's cancellation. So its stock, history, emails and indexes
 * are those of a real order.
 *
 * - `pendiente`: placed without a receipt (estado_pago pendiente_pago, 48 h deadline).
 * - `en revisión`: placed with a receipt (pendiente_verificacion).
 * - `aprobado`: the admin approved the receipt (completado; the order is procesando).
 * - `rechazado`: the admin rejected it with `motivo` (rechazado).
 * - `cancelado`: the buyer cancelled it while pendiente (stock given back).
 */
export async function orderIn(
  state: OrderState,
  opts?: OrderInOptions & { cookie?: undefined },
): Promise<OrderInState & { token: string; enlace: string }>;
export async function orderIn(state: OrderState, opts: OrderInOptions): Promise<OrderInState>;
export async function orderIn(state: OrderState, opts: OrderInOptions = {}): Promise<OrderInState> {
  const product = await stockedProduct(opts.stock ?? { "M|Negro": 10 }, opts.product);
  const clave =
    state === "pendiente" || state === "cancelado" ? undefined : await uploadReceipt({ cookie: opts.cookie });
  const placed = await ok(
    placeOrder(
      orderBody([{ productoId: product.id, cantidad: opts.cantidad ?? 2 }], {
        ...(clave ? { clave } : {}),
        ...opts.body,
      }),
      { cookie: opts.cookie },
    ),
    201,
    "checkout refused",
  );
  const pedido = placed.body.pedido as Record<string, any>;
  const enlace = (placed.body.enlace as string | null) ?? null;
  const token = enlace ? new URL(enlace, "http://x").searchParams.get("token") : null;
  const id = pedido.id as string;
  const as = { cookie: await adminCookie() };
  if (state === "aprobado") await ok(call("POST", `/api/pedido/${id}/aprobar`, as), 200, "approval refused");
  if (state === "rechazado")
    await ok(
      call("POST", `/api/pedido/${id}/rechazar`, {
        ...as,
        body: { motivo: opts.motivo ?? "Referencia no encontrada" },
      }),
      200,
      "rejection refused",
    );
  if (state === "cancelado")
    await ok(
      call("POST", `/api/pedido/${id}/cancelar`, token ? { query: { token } } : { cookie: opts.cookie }),
      200,
      "cancellation refused",
    );
  return { product, id, numero: pedido.numero_pedido as string, token, enlace, pedido };
}
