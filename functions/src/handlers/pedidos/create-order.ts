import { CreateOrderSchema } from "@tienda/shared/schemas/checkout-input";
import { CHECKOUT_MESSAGES } from "@tienda/shared/schemas/checkout";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { CHECKOUT_DEVICE_COOKIE, checkoutDevice } from "../../lib/checkout-device";
import { SESSION_COOKIE } from "../../lib/auth/session";
import { buyerOfSession, checkIdempotencyKey, placeNewOrder } from "../../domain/orders/checkout";
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
  // The account's email too: a once-per-customer promo code counts the account and its email as one.
  // Unresolved: the session is read while the order's other reads are in flight, and its user id
  // is known before that user is (the order reads the user's live orders meanwhile).
  const buyer = buyerOfSession(cookies[SESSION_COOKIE]);
  const { reply, replayed } = await placeNewOrder(input, buyer, key, now, {
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
