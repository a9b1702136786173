import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FIELD_LABEL_MAX, fieldLabel } from "@tienda/shared/zod-es";
import { parseInput } from "../../../functions/src/lib/validation";
import type { DomainError } from "../../../functions/src/domain/errors";

/** Found by the route fuzzer: unknown field names were echoed whole (a 10 KB key gave a 30 KB answer). */
describe("unknown fields in error messages", () => {
  const schema = z.strictObject({ nombre: z.string() });
  const refuse = (body: Record<string, unknown>) => {
    try {
      parseInput(schema, body);
    } catch (err) {
      return err as DomainError;
    }
    throw new Error("accepted");
  };

  it("cuts a long field name and replaces control and text-direction characters", () => {
    expect(fieldLabel("k".repeat(10_000))).toBe(`${"k".repeat(FIELD_LABEL_MAX)}…`);
    expect(fieldLabel("a\u0000b\u202ec")).toBe("a?b?c");
    expect(fieldLabel("")).toBe('""');
    expect(fieldLabel("rol")).toBe("rol");
  });

  it("names at most five unknown fields, and keeps the answer short", () => {
    const body = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`${i}-${"x".repeat(500)}`, 1]));
    const err = refuse({ nombre: "Ana", ...body });
    expect(err.mensaje).toMatch(/^Campos no permitidos: .* y 195 más$/);
    expect(Object.keys(err.errores ?? {})).toHaveLength(5);
    expect(JSON.stringify({ mensaje: err.mensaje, errores: err.errores }).length).toBeLessThan(2048);
  });

  it("still names a single unknown field plainly", () => {
    expect(refuse({ nombre: "Ana", rol: "admin" }).mensaje).toBe("Campo no permitido: rol");
    expect(refuse({ nombre: "Ana", rol: "admin" }).errores).toEqual({ rol: "Campo no permitido: rol" });
  });
});
