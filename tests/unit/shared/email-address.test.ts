import { describe, expect, it } from "vitest";
import { isOneMailbox } from "../../../shared/src/rules/email-address";

/** Issue 32, item 3: an order's email must be one plain mailbox, nothing nodemailer could read as more. */
describe("isOneMailbox (server-only RFC 5322 check)", () => {
  it("accepts ordinary addresses, with subdomains, plus tags and accented local parts", () => {
    for (const ok of ["ana@correo.com", "ana.perez+pedidos@sub.dominio.com.ve", "o'brien@x.co", "josé@correo.com"]) {
      expect(isOneMailbox(ok), ok).toBe(true);
    }
  });

  it("refuses lists, groups, display names, comments, brackets and quoted parts", () => {
    for (const bad of [
      "a@x.com, b@y.org",
      "a@x.com,b@y.org",
      "a@x.com;b@y.org",
      "grupo: a@x.com, b@y.org;",
      "Ana <a@x.com>",
      "<a@x.com>",
      "a@x.com (comentario)",
      '"a b"@x.com',
      '"a,b"@x.com',
      "a@[127.0.0.1]",
    ]) {
      expect(isOneMailbox(bad), bad).toBe(false);
    }
  });

  it("refuses line breaks and every other control character (a CRLF would add a Bcc header)", () => {
    expect(isOneMailbox("a@x.com\r\nBcc: c@d.org")).toBe(false);
    expect(isOneMailbox("a@x.com\nBcc:c@d.org")).toBe(false);
    for (let c = 0; c < 0x20; c++) expect(isOneMailbox(`a${String.fromCharCode(c)}b@x.com`), `U+${c}`).toBe(false);
    expect(isOneMailbox("a\u007fb@x.com")).toBe(false);
  });

  it("refuses malformed addresses and anything over 254 characters, long input answered at once", () => {
    for (const bad of ["", "a", "a@", "@x.com", "a@x", "a..b@x.com", "a@x..com", "a@@x.com", "a@b@x.com"]) {
      expect(isOneMailbox(bad), bad).toBe(false);
    }
    expect(isOneMailbox(`${"a".repeat(64)}@${"b".repeat(180)}.com`)).toBe(true);
    expect(isOneMailbox(`${"a".repeat(64)}@${"b".repeat(187)}.com`)).toBe(false);
    const started = performance.now();
    expect(isOneMailbox("a@" + "a.".repeat(100_000) + "com")).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
