import { describe, expect, it } from "vitest";
// Only a schema module, as the SPA's login form loads it: no import of zod-es here.
import { LoginSchema } from "@tienda/shared/schemas/account";

describe("a shared schema brings zod's Spanish locale with it", () => {
  it("answers zod's own messages in Spanish without a global import", () => {
    const issues = LoginSchema.safeParse({ email: "ana@example.com", password: 5, rol: "admin" }).error!.issues;
    expect(issues.map((i) => i.message)).toContain("Campo no permitido: rol");
    expect(issues.map((i) => i.message).join(" ")).not.toMatch(/Invalid|Unrecognized|expected/);
  });
});
