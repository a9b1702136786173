import { describe, expect, it } from "vitest";
import { addressKey } from "../../../functions/src/lib/origin";

/**
 * Issue 32, item 10: an IPv6 subscriber gets a whole /64 and can send every request from a fresh
 * address in it, so limits keyed on the full address counted each request as a new client.
 * Limits now key on the /64.
 */
describe("addressKey", () => {
  it("gives every address of one IPv6 /64 the same key, whatever its spelling", () => {
    const keys = new Set(
      [
        "2001:db8:1:2::1",
        "2001:db8:1:2:ffff:ffff:ffff:fffe",
        "2001:0DB8:0001:0002:0000:0000:0000:0042",
        "2001:db8:1:2:a:b:c:d",
        "2001:db8:1:2:3:4:1.2.3.4",
        "2001:db8:1:2::9%eth0",
      ].map(addressKey),
    );
    expect([...keys]).toEqual(["2001:db8:1:2::/64"]);
  });

  it("keeps different /64s apart", () => {
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 whole and reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves what is not an address as it is", () => {
    for (const v of ["desconocida", "1:2:3", "1::2::3", "g::1", "1:2:3:4:5:6:7:8:9", "::ffff:1.2.3.999"]) {
      expect(addressKey(v)).toBe(v);
    }
  });
});
