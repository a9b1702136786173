import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { transactWrite } from "./transact";

type TransactItem = Parameters<typeof transactWrite>[0][number];
import { keys } from "./keys";

const ITEM_VERSION = 1;
/** Kept 90 days. */
const KEEP_MS = 90 * 24 * 60 * 60 * 1000;

export interface SecurityNoticeRecord {
  id: string;
  usuario_id: string;
  tipo: string;
  /** Where the email must go (for an email change: the old address). */
  destinatario: string;
  datos: Record<string, string>;
  fecha: string;
  /** True once its email is in the outbox. */
  enviado: boolean;
}

/** Records a notice together with the outbox item of its email (one transaction). */
export async function putSecurityNotice(n: SecurityNoticeRecord, email: TransactItem): Promise<void> {
  const result = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.securityNotice(n.usuario_id, n.fecha, n.id),
          entidad: "aviso_seguridad",
          v: ITEM_VERSION,
          ...n,
          ttl: Math.ceil((Date.parse(n.fecha) + KEEP_MS) / 1000),
        },
      },
    },
    email,
  ]);
  if (!result.ok) throw new Error("Recording the security notice failed");
}

export async function querySecurityNotices(userId: string): Promise<SecurityNoticeRecord[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :sk)",
      ExpressionAttributeValues: { ":pk": keys.userPartition(userId), ":sk": "AVISO#" },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((i) => ({
    id: String(i.id),
    usuario_id: String(i.usuario_id),
    tipo: String(i.tipo),
    destinatario: String(i.destinatario),
    datos: (i.datos ?? {}) as Record<string, string>,
    fecha: String(i.fecha),
    enviado: i.enviado === true,
  }));
}
