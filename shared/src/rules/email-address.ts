import emailAddresses from "email-addresses";

/**
 * Server only: the SPA must not import this module (the RFC 5322 parser would add ~14 KB to its
 * bundle; the forms check the format with ./email.ts, and the server checks again here).
 *
 * Whether `value` is exactly one plain mailbox, `local@domain` and nothing else: no list
 * ("a@x.com, b@y.org"), no group, no display name or comment, no angle brackets, no quoted local
 * part or domain literal, no whitespace or control characters (a CRLF would start a new header
 * line). Anything the mail service is handed as a recipient passes this first.
 */
export function isOneMailbox(value: string): boolean {
  // Lengths first (RFC 5321: 254 for a path), then a character screen, and only then the parser.
  if (value.length < 3 || value.length > 254) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f"(),:;<>[\\\]]/u.test(value)) return false;
  const parsed = emailAddresses.parseOneAddress({ input: value, rejectTLD: true, rfc6532: true });
  return (
    parsed !== null &&
    parsed.type === "mailbox" &&
    parsed.name === null &&
    parsed.parts.comments.length === 0 &&
    parsed.address === value
  );
}
