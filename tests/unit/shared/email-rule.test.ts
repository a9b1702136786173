import { describe, expect, it } from "vitest";
import { EmailSchema, EMAIL_PATTERN } from "../../../shared/src/rules/email";
import { LoginSchema } from "../../../shared/src/schemas/account";

/**
 * Replay of issue 32, item 1: a 200 KB email value took the old pattern
 * (/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/) ~19 s, because zod ran it even after `.max(254)` had failed
 * and it split a long dotted domain at every dot. Now the length is checked first and the pattern
 * is linear. The bound below is generous (the old code took seconds on the 100 KB case alone).
 */
const attack = (size: number) => "a@" + "a.".repeat(size / 2) + " x";
const GENEROUS_MS = 1_000;

describe("email rule", () => {
  it("keeps the format it had for ordinary addresses", () => {
    const schema = EmailSchema("Email inválido");
    expect(schema.parse("  Ana.Perez@Correo.COM ")).toBe("ana.perez@correo.com");
    expect(schema.parse("x@sub.dominio.com.ve")).toBe("x@sub.dominio.com.ve");
    for (const bad of [
      "",
      "ana",
      "ana@",
      "ana@correo",
      "ana@correo.c",
      "a b@c.com",
      "a@b@c.com",
      "a@.b.com",
      "a@b..com",
    ]) {
      expect(schema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("rejects a 200 KB email at once, with the caller's message and without running the pattern", () => {
    const started = performance.now();
    const result = LoginSchema.safeParse({ email: attack(200_000), password: "x" });
    expect(performance.now() - started).toBeLessThan(GENEROUS_MS);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === "email")?.message).toBe("Email inválido");
  });

  it("is linear even when the pattern itself meets a long value", () => {
    const started = performance.now();
    for (const value of [
      attack(200_000),
      "a@" + "a".repeat(200_000) + "!",
      "a".repeat(200_000) + "@",
      "@".repeat(200_000),
    ]) {
      expect(EMAIL_PATTERN.test(value)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(GENEROUS_MS);
  });
});
