import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { batchPut } from "../../../scripts/local/seed-store";
import { orderItem } from "../../../functions/src/data/orders";
import { productItem } from "../../../functions/src/data/products";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { hashOrderToken, newOrderToken } from "../../../functions/src/domain/orders/access";
import type { OrderRecord } from "../../../functions/src/domain/orders/order-record";
import type { ProductRecord } from "../../../functions/src/domain/catalogue/product-record";
import { productRecord } from "../../helpers/factories";
import { orderRecord } from "../../helpers/orders";

/** A product with no review yet (counters at zero), written straight into the table. */
export async function unratedProduct(overrides: Partial<ProductRecord> = {}): Promise<ProductRecord> {
  const rec = productRecord({
    id: `rv-${Math.random().toString(36).slice(2, 12)}`,
    calificacion: 0,
    num_resenas: 0,
    resenas_suma: 0,
    resenas_estrellas: [0, 0, 0, 0, 0],
    stock_variantes: { "M|Negro": 10, "L|Azul": 5 },
    tallas: ["M", "L"],
    colores: ["Negro", "Azul"],
    ...overrides,
  });
  await batchPut([productItem(rec)]);
  return rec;
}

/**
 * An order of `products` in the given state, written straight into the table: a signed-in
 * buyer's (usuarioId) or a guest's (its link token returned).
 */
export async function orderOf(
  products: ProductRecord[],
  opts: { usuarioId?: string; estado?: OrderRecord["estado"]; cliente?: Partial<OrderRecord["cliente"]> } = {},
): Promise<{ id: string; token: string | null; order: OrderRecord }> {
  const token = opts.usuarioId ? null : newOrderToken();
  const base = orderRecord();
  const order = orderRecord({
    usuario_id: opts.usuarioId ?? null,
    estado: opts.estado ?? "entregado",
    estado_pago: "completado",
    token_hash: token ? hashOrderToken(token) : null,
    cliente: { ...base.cliente, ...opts.cliente },
    lineas: products.map((p, i) => ({
      productoId: p.id,
      nombre: p.nombre,
      imagen: `/${p.imagenes[0]}`,
      talla: i % 2 ? "L" : "M",
      color: i % 2 ? "Azul" : "Negro",
      cantidad: 1,
      precio_cents: p.precio_cents,
    })),
  });
  await batchPut([orderItem(order)]);
  return { id: order.id, token, order };
}

/** The product's stored counters (consistent read). */
export async function storedCounters(id: string) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.product(id), ConsistentRead: true }),
  );
  return {
    count: Number(Item?.num_resenas ?? 0),
    sum: Number(Item?.resenas_suma ?? 0),
    perStar: [1, 2, 3, 4, 5].map((s) => Number(Item?.[`resenas_${s}`] ?? 0)),
  };
}
