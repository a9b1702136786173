import { AUTH_MESSAGES, RegisterSchema } from "@tienda/shared/schemas/account";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { register } from "../../domain/accounts/accounts";
import { revokeSession } from "../../lib/auth/session";

export const handler = endpoint("POST /api/auth/registro", async ({ body, session }) => {
  const input = parseInput(RegisterSchema, body ?? {});
  const previous = await session();
  const { usuario, cookie } = await register(input, new Date());
  if (previous) await revokeSession(previous.tokenHash);
  return { status: 201, body: { usuario, mensaje: AUTH_MESSAGES.registerOk }, cookies: [cookie] };
});
