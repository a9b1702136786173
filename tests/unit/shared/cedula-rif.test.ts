import { describe, expect, it } from "vitest";
import { CEDULA_RIF_PATTERN, normalizeCedulaRif } from "../../../shared/src/rules/cedula-rif.ts";

describe("normalizeCedulaRif", () => {
  it.each([
    ["V-12345678", "V-12345678"],
    ["v12345678", "V-12345678"],
    [" e - 123456 ", "E-123456"],
    ["J123456789", "J-123456789"],
    ["J-12345678-9", "J-12345678-9"],
    ["g-20000001-2", "G-20000001-2"],
    ["P987654321", "P-987654321"],
  ])("accepts %j as %j", (raw, normalized) => {
    expect(normalizeCedulaRif(raw)).toBe(normalized);
    expect(CEDULA_RIF_PATTERN.test(raw)).toBe(true);
  });

  it.each([
    "",
    "12345678",
    "X-12345678",
    "V-12345",
    "V-1234567890",
    "V--12345678",
    "V-1234a678",
    "J-12345678-90",
    "VV-12345678",
  ])("refuses %j", (raw) => {
    expect(normalizeCedulaRif(raw)).toBeNull();
    expect(CEDULA_RIF_PATTERN.test(raw)).toBe(false);
  });
});
