/**
 * The customer an email address stands for, where a rule is "once per customer" (a promo code with
 * `una_vez_por_cliente`): trimmed, lower case, and without the `+tag` of its local part, since
 * `ana+2@x.com` is delivered to `ana@x.com`'s mailbox, so it is the same person asking twice.
 * Only for counting: orders and emails keep the address as it was typed.
 */
export function customerEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  // A local part that starts with '+' has no name before its tag: it is kept whole.
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}
