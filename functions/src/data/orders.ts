import { keys } from "./keys";
import { tableName } from "./client";
import { queryAll } from "./query-all";
import type { OrderRecord } from "../domain/orders/order-record";

const KEY_ATTRS = ["PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "entidad", "v"] as const;

export function orderItem(o: OrderRecord): Record<string, unknown> {
  return {
    ...keys.order(o.id),
    ...(o.usuario_id ? { GSI1PK: keys.userPartition(o.usuario_id), GSI1SK: `PEDIDO#${o.fecha_pedido}` } : {}),
    GSI2PK: "PEDIDOS",
    GSI2SK: `${o.fecha_pedido}#${o.id}`,
    entidad: "pedido",
    v: 1,
    ...o,
  };
}

/** A shopper's orders, newest first (GSI1 `USUARIO#<id>` / `PEDIDO#<fecha>`). */
export async function listOrdersOfUser(userId: string): Promise<OrderRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND begins_with(GSI1SK, :pedido)",
    ExpressionAttributeValues: { ":pk": keys.userPartition(userId), ":pedido": "PEDIDO#" },
    ScanIndexForward: false,
  });
  return items.map((item) => {
    const rec = { ...item };
    for (const k of KEY_ATTRS) delete rec[k];
    return rec as unknown as OrderRecord;
  });
}
