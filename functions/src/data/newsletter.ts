import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./client";
import { keys } from "./keys";
import { conditional, transactWrite } from "./transact";

type TransactItem = Parameters<typeof transactWrite>[0][number];

/**
 * Newsletter subscriptions with double opt-in (docs/data-model.md): `NEWSLETTER#<email>` /
 * `SUSCRIPCION` is 'pendiente' until the link emailed to the address is opened, then 'confirmada'.
 * A pending one expires with its link (ttl). Items written before double opt-in have no `estado`
 * and count as confirmed. The link's token is stored only as a hash, on the subscription and on a
 * `NEWSLETTER_ENLACE#<hash>` item that names the email, so the link alone finds it.
 */
export type NewsletterState = "pendiente" | "confirmada";

const ITEM_VERSION = 2;

export async function getNewsletterState(email: string): Promise<NewsletterState | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.newsletter(email), ConsistentRead: true }),
  );
  if (!Item) return null;
  return Item.estado === "pendiente" ? "pendiente" : "confirmada";
}

/**
 * Records (or renews) a pending subscription with a new link and puts its email in the outbox, in
 * one transaction. Returns false, writing nothing, when the address is already confirmed.
 */
export async function putPendingSubscription(
  email: string,
  tokenHash: string,
  now: Date,
  expira: Date,
  confirmationEmail: TransactItem,
): Promise<boolean> {
  const ttl = Math.ceil(expira.getTime() / 1000);
  const result = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.newsletter(email),
          entidad: "newsletter",
          v: ITEM_VERSION,
          email,
          estado: "pendiente",
          token_hash: tokenHash,
          created_at: now.toISOString(),
          expira: expira.toISOString(),
          ttl,
        },
        // Never turns a confirmed (or pre-double-opt-in) subscription back into a pending one.
        ConditionExpression: "attribute_not_exists(PK) OR estado = :pendiente",
        ExpressionAttributeValues: { ":pendiente": "pendiente" },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.newsletterLink(tokenHash), entidad: "enlace_newsletter", v: 1, email, ttl },
      },
    },
    confirmationEmail,
  ]);
  return result.ok;
}

/**
 * Opens a confirmation link: the subscription it names becomes 'confirmada' if the link is its
 * current one and has not expired. Opening it again once confirmed is fine (a double click, a
 * reload). Returns false for an unknown, replaced or expired link.
 */
export async function confirmSubscription(tokenHash: string, now: Date): Promise<boolean> {
  const { Item: link } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.newsletterLink(tokenHash), ConsistentRead: true }),
  );
  if (!link || typeof link.email !== "string") return false;
  return conditional(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.newsletter(link.email as string),
        UpdateExpression: "SET estado = :confirmada, confirmado_en = if_not_exists(confirmado_en, :now) REMOVE #ttl",
        ConditionExpression: "token_hash = :hash AND (estado = :confirmada OR (estado = :pendiente AND expira > :now))",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: {
          ":confirmada": "confirmada",
          ":pendiente": "pendiente",
          ":hash": tokenHash,
          ":now": now.toISOString(),
        },
      }),
    ),
  );
}
