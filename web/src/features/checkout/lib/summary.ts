import { CHECKOUT_MESSAGES } from "@tienda/shared/schemas/checkout";
import { plural } from "@tienda/shared/rules/plural";

/**
 * Pure display rules of the checkout (no `@/` imports: unit tests load this file).
 */

/** The summary panel lists the first `max` lines and counts the rest ('+N productos más'). */
export function summaryItems<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  const n = Math.max(0, Math.trunc(max));
  return { shown: items.slice(0, n), more: Math.max(0, items.length - n) };
}

export function moreProductsLabel(more: number): string {
  return `+${plural(more, "producto", "productos")} más`;
}

/** The API client's message for a non-OK answer without a `mensaje` ('Error HTTP: 500'). */
const NO_SERVER_MESSAGE = /^Error HTTP: \d+$/;

/**
 * The text under 'Error al procesar el pedido' (spec): the server's message; 'Hubo un problema
 * al procesar el pedido.' when it answered not-OK without one; the offline text when the request
 * never got an answer (fetch rejects with a TypeError).
 */
export function orderErrorText(err: unknown): string {
  if (err && typeof err === "object" && typeof (err as { status?: unknown }).status === "number") {
    const message = (err as { message?: unknown }).message;
    return typeof message === "string" && message && !NO_SERVER_MESSAGE.test(message)
      ? message
      : CHECKOUT_MESSAGES.notOk;
  }
  // A failed fetch rejects with a TypeError; other errors (a refused receipt upload) say what failed.
  if (err instanceof Error && !(err instanceof TypeError) && err.name !== "AbortError" && err.message)
    return err.message;
  return CHECKOUT_MESSAGES.offline;
}

/** True when the error came with an answer that created nothing (a 4xx): a retry is a new attempt. */
export function isRefusal(err: unknown): boolean {
  const status = err && typeof err === "object" ? (err as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
