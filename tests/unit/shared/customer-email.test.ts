import { describe, expect, it } from "vitest";
import { customerEmail } from "../../../shared/src/rules/customer-email.ts";

describe("customerEmail: who an address stands for, for once-per-customer rules", () => {
  it("ignores case, surrounding spaces and a +tag", () => {
    expect(customerEmail("ana@x.com")).toBe("ana@x.com");
    expect(customerEmail("ana+2@x.com")).toBe("ana@x.com");
    expect(customerEmail("  Ana+Promo@X.COM ")).toBe("ana@x.com");
    expect(customerEmail("ana+a+b@x.com")).toBe("ana@x.com");
    expect(customerEmail("ANA@x.com")).toBe(customerEmail("ana+otra@x.com"));
  });

  it("keeps everything else: dots, other people, other domains, a tag-only local part", () => {
    expect(customerEmail("a.na@x.com")).not.toBe(customerEmail("ana@x.com"));
    expect(customerEmail("ana2@x.com")).not.toBe(customerEmail("ana@x.com"));
    expect(customerEmail("ana@y.com")).not.toBe(customerEmail("ana@x.com"));
    expect(customerEmail("+tag@x.com")).toBe("+tag@x.com");
    // A '+' in the domain is not a tag.
    expect(customerEmail("ana@x+y.com")).toBe("ana@x+y.com");
  });
});
