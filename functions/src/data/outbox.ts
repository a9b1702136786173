import { randomUUID } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { readGsi3Queue } from "./gsi3-queue";
import { conditional } from "./transact";
import type { EmailContext, EmailKind } from "../domain/email/order-emails";
import type { AccountEmailKind } from "../domain/email/account-emails";
import type { OwnerEmailKind, OwnerNotice } from "../domain/email/owner-emails";
import type { RestockEmailKind } from "../domain/email/restock-emails";
import type { FanOutTarget } from "./restock-alerts";

/**
 * The email outbox (docs/data-model.md, "Emails"). An email is an item written in the same
 * transaction as the change it tells of, so none is lost when the mail service is down; the
 * sender job delivers due items and retries with backoff. While an item waits it carries a GSI3
 * entry keyed by its next attempt, so the job finds work without a scan.
 *
 * A secret link (a guest's order link with its token, an email-change confirmation) is kept in
 * `enlace` only while the email waits: it is removed when the item is sent or given up, so a done
 * item holds nothing that opens an order or confirms a change.
 */
export interface OutboxEmail {
  id: string;
  tipo: EmailKind | AccountEmailKind | OwnerEmailKind | RestockEmailKind;
  /** Order emails: the order they tell of (rendered from it when sent). */
  pedido_id?: string;
  contexto: EmailContext;
  /** The secret link the email carries, while it waits (older items kept it in `contexto.enlace`). */
  enlace?: string;
  /** Account emails: the address and what to say. */
  para?: string;
  datos?: Record<string, string>;
  /** Owner notices not about one order: the review or the variants that ran out. */
  aviso?: OwnerNotice;
  /** A restock's fan-out item ('reparto_avisos'): the variants whose waiting shoppers it tells. */
  reparto?: FanOutTarget[];
  estado: "pendiente" | "enviando" | "enviado" | "fallido";
  intentos: number;
  siguiente_intento: string;
  creado: string;
  enviado_en?: string;
  error?: string;
  /** The GSI3 sort key the item carried when listed: claiming is conditional on it. */
  clave_cola: string;
}

/** Sent emails are kept a month (who was told what, when), then expire. */
const SENT_TTL_SECONDS = 30 * 24 * 3600;
/** Retries after 1, 5, 15 and 60 minutes, then every 6 hours, up to 8 attempts. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 360, 360, 360];
export const MAX_ATTEMPTS = BACKOFF_MINUTES.length + 1;
/** A claimed item not marked sent within this time (a crashed sender) becomes due again. */
const LEASE_MS = 2 * 60_000;

/** The Put of a new outbox item, for a write transaction. A secret `contexto.enlace` is kept apart. */
export function outboxPut(tipo: EmailKind, pedidoId: string, ctx: EmailContext, now: Date) {
  const { enlace, ...contexto } = ctx;
  const id = randomUUID();
  const at = now.toISOString();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.email(id),
        ...keys.emailDueGsi3(id, at),
        entidad: "correo",
        v: 1,
        id,
        tipo,
        pedido_id: pedidoId,
        contexto,
        ...(enlace ? { enlace } : {}),
        estado: "pendiente",
        intentos: 0,
        siguiente_intento: at,
        creado: at,
      },
    },
  };
}

/**
 * The Put of an account email (security notices, an email-change confirmation), for a write
 * transaction; `enlace` is a secret link, scrubbed once the email is done.
 */
export function outboxPutAccount(
  tipo: AccountEmailKind,
  para: string,
  datos: Record<string, string>,
  now: Date,
  enlace?: string,
) {
  const put = outboxPut(tipo as unknown as EmailKind, "", enlace ? { enlace } : {}, now);
  const { pedido_id: _p, ...item } = put.Put.Item;
  return { Put: { ...put.Put, Item: { ...item, para, datos } } };
}

/**
 * The Put of an owner notice (domain/email/owner-emails.ts), for the transaction of the change it
 * tells of. Its address is not stored: the sender takes the settings' notification email when it
 * sends, so a notice waiting while the owner changes it goes to the new one.
 */
export function outboxPutOwner(tipo: OwnerEmailKind, now: Date, about: { pedidoId?: string; aviso?: OwnerNotice }) {
  const put = outboxPut(tipo as unknown as EmailKind, about.pedidoId ?? "", {}, now);
  const { pedido_id: _p, ...item } = put.Put.Item;
  return {
    Put: {
      ...put.Put,
      Item: {
        ...item,
        ...(about.pedidoId ? { pedido_id: about.pedidoId } : {}),
        ...(about.aviso ? { aviso: about.aviso } : {}),
      },
    },
  };
}

/** What a done item (sent or given up) loses: its queue entry and any secret link. */
function doneRemovals(e: OutboxEmail): string {
  const legacyLink = e.contexto && typeof e.contexto === "object" ? ", contexto.enlace" : "";
  return `REMOVE GSI3PK, GSI3SK, enlace${legacyLink}`;
}

export async function listDueEmails(now: Date, limit = 50): Promise<OutboxEmail[]> {
  const items = await readGsi3Queue(keys.emailDuePartition, { until: now, limit });
  return items
    .map((item) => ({ ...(item as unknown as OutboxEmail), clave_cola: String(item.GSI3SK) }))
    .sort((a, b) => a.clave_cola.localeCompare(b.clave_cola))
    .slice(0, limit);
}

/**
 * Takes an email for sending: conditional on its queue key being the one we listed, so of two
 * senders running at once only one gets it. The claim moves its due time to the lease's end.
 * Returns the new queue key, or null when somebody else has it.
 */
export async function claimEmail(e: OutboxEmail, now: Date): Promise<string | null> {
  const lease = `${new Date(now.getTime() + LEASE_MS).toISOString()}#${e.id}`;
  const ok = await conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.email(e.id),
        UpdateExpression: "SET estado = :enviando, GSI3SK = :lease",
        ConditionExpression: "GSI3SK = :seen",
        ExpressionAttributeValues: { ":enviando": "enviando", ":lease": lease, ":seen": e.clave_cola },
      }),
    ),
  );
  return ok ? lease : null;
}

export async function markEmailSent(e: OutboxEmail, lease: string, now: Date): Promise<void> {
  await conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.email(e.id),
        // A guest's order link is a secret: it leaves the table once the email is out.
        UpdateExpression: `SET estado = :enviado, enviado_en = :now, intentos = intentos + :uno, #ttl = :ttl ${doneRemovals(e)}`,
        ConditionExpression: "GSI3SK = :lease",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: {
          ":enviado": "enviado",
          ":now": now.toISOString(),
          ":uno": 1,
          ":ttl": Math.floor(now.getTime() / 1000) + SENT_TTL_SECONDS,
          ":lease": lease,
        },
      }),
    ),
  );
}

/**
 * A failed attempt: retried later with backoff, or given up after MAX_ATTEMPTS, or at once when
 * `permanent` (the recipient was refused for good: retrying cannot deliver it).
 */
export async function markEmailFailed(
  e: OutboxEmail,
  lease: string,
  error: string,
  now: Date,
  permanent = false,
): Promise<"retry" | "fallido"> {
  const attempts = e.intentos + 1;
  const giveUp = permanent || attempts >= MAX_ATTEMPTS;
  const next = new Date(now.getTime() + (BACKOFF_MINUTES[attempts - 1] ?? 360) * 60_000).toISOString();
  await conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.email(e.id),
        UpdateExpression: giveUp
          ? `SET estado = :fallido, intentos = :n, #err = :err ${doneRemovals(e)}`
          : "SET estado = :pendiente, intentos = :n, #err = :err, siguiente_intento = :next, GSI3SK = :key",
        ConditionExpression: "GSI3SK = :lease",
        ExpressionAttributeNames: { "#err": "error" },
        ExpressionAttributeValues: {
          ":n": attempts,
          ":err": error.slice(0, 500),
          ":lease": lease,
          ...(giveUp
            ? { ":fallido": "fallido" }
            : { ":pendiente": "pendiente", ":next": next, ":key": `${next}#${e.id}` }),
        },
      }),
    ),
  );
  return giveUp ? "fallido" : "retry";
}

/**
 * When the oldest email still waiting in the outbox (due, being sent or waiting for a retry) was
 * written, or null when none waits. Reads the four GSI3 shards' waiting items (sent and given-up
 * ones are no longer in the index), only their creation time, at most `cap` per shard.
 */
export async function oldestWaitingEmailCreatedAt(cap = 1000): Promise<string | null> {
  const waiting = await readGsi3Queue(keys.emailDuePartition, { limit: cap });
  let oldest: string | null = null;
  for (const item of waiting) {
    const creado = typeof item.creado === "string" ? item.creado : null;
    if (creado && (!oldest || creado < oldest)) oldest = creado;
  }
  return oldest;
}
