import { CreateOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { CHECKOUT_MESSAGES } from "@tienda/shared/schemas/checkout";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { CHECKOUT_DEVICE_COOKIE, checkoutDevice } from "../../lib/checkout-device";
import { SESSION_COOKIE } from "../../lib/auth/session";
import { checkIdempotencyKey, placeNewOrder } from "../../domain/orders/checkout";
import { assertOneMailbox } from "../../domain/email/recipient";

/** Places an order (guests too). Header Idempotency-Key makes retries safe. */
export const handler = endpoint("POST /api/pedido", async ({ body, headers, cookies, ip }) => {
  const key = checkIdempotencyKey(headers["idempotency-key"]);
  const input = parseInput(CreateOrderSchema, body ?? {});
  // The order's emails go to this address: one RFC 5322 mailbox, checked by the server's parser.
  assertOneMailbox(input.email, "email", CHECKOUT_MESSAGES.emailInvalido);
  const now = new Date();
  // Live unpaid orders are limited per device cookie, per email and (a high ceiling) per address.
  const device = checkoutDevice(cookies[CHECKOUT_DEVICE_COOKIE], now);
  // The session is read with the order's products (checkout-reads.ts), not before them.
  const { reply, replayed } = await placeNewOrder(input, { sessionToken: cookies[SESSION_COOKIE] }, key, now, {
    dispositivo: device.id,
    ip: ip || null,
  });
  return {
    status: 201,
    body: reply,
    headers: { "idempotent-replayed": String(replayed) },
    ...(device.setCookie ? { cookies: [device.setCookie] } : {}),
  };
});
