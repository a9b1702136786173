import { createHash } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../data/client";
import { keys } from "../../data/keys";

export const SESSION_COOKIE = "tienda_sesion";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "admin" | "user";
}

export interface ResolvedSession {
  usuario: SessionUser;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Looks up the session behind a cookie token; null when missing, expired or the user is inactive. */
export async function resolveSession(token: string | undefined): Promise<ResolvedSession | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const { Item: session } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(tokenHash) }));
  if (!session || Date.parse(String(session.expira)) <= Date.now()) return null;
  const { Item: user } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(String(session.usuario_id)) }),
  );
  if (!user || user.isActive === false) return null;
  return {
    tokenHash,
    usuario: {
      id: String(user.id),
      email: String(user.email),
      firstName: String(user.firstName),
      lastName: String(user.lastName),
      role: user.role === "admin" ? "admin" : "user",
    },
  };
}
