import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import { hashToken, newSessionToken, SESSION_COOKIE } from "../../functions/src/lib/auth/session";
import { call, cookieHeader } from "./api";

/**
 * Writes a user and a live session straight into the table and returns the
 * Cookie header for it, so route tests need not go through the login flow.
 */
export async function sessionAs(role: "admin" | "user", overrides: { expira?: Date; isActive?: boolean } = {}) {
  const id = randomUUID();
  const email = `${role}-${id}@test.tienda`;
  const now = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.user(id),
        ...keys.userGsi1(now, id),
        entidad: "usuario",
        v: 1,
        id,
        email,
        firstName: "Prueba",
        lastName: role === "admin" ? "Admin" : "Usuario",
        role,
        isActive: overrides.isActive ?? true,
        createdAt: now,
      },
    }),
  );
  const token = newSessionToken(id);
  const expira = (overrides.expira ?? new Date(Date.now() + 3_600_000)).toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.session(hashToken(token)),
        ...keys.sessionGsi1(id, expira),
        entidad: "sesion",
        v: 1,
        usuario_id: id,
        expira,
        ttl: Math.floor(Date.parse(expira) / 1000) + 86_400,
      },
    }),
  );
  return { userId: id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Signs an existing account in through POST /api/auth/login (the seeded 'maria@tienda.com' / 'Maria123', say); returns its Cookie header. */
export async function signedIn(email: string, password: string, opts: { ip?: string } = {}) {
  const res = await call("POST", "/api/auth/login", { body: { email, password }, ip: opts.ip });
  if (res.status !== 200) throw new Error(`login refused: ${res.status} ${JSON.stringify(res.body)}`);
  return { userId: res.body.usuario?.id as string | undefined, cookie: cookieHeader(res) };
}
