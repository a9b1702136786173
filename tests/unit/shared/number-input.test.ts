import { describe, expect, it } from "vitest";
import { decimalInputText, parseDecimalInput } from "../../../shared/src/rules/number-input";
import { parseAmount } from "../../../web/src/features/admin/products/lib/wizard";

describe("parseDecimalInput: numbers as a Venezuelan admin types them", () => {
  it.each([
    ["236,4582", 236.4582],
    ["236.4582", 236.4582],
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234.56", 1234.56],
    ["1.234.567,8", 1234567.8],
    ["1.234.567", 1234567],
    ["1,234.56", 1234.56],
    ["15", 15],
    ["0,5", 0.5],
    [",5", 0.5],
    ["5,", 5],
    [" 1 234,5 ", 1234.5],
    ["1\u00a0234,5", 1234.5],
    ["-5", -5],
    ["0", 0],
  ])("reads %j as %d", (raw, n) => {
    expect(parseDecimalInput(raw)).toBe(n);
  });

  it("takes a single '.' as a decimal point, even with three decimals", () => {
    expect(parseDecimalInput("1.234")).toBe(1.234);
    expect(parseDecimalInput("36.5")).toBe(36.5);
    // More than four decimals: still a number, so the field says how many decimals it takes.
    expect(parseDecimalInput("236.45821")).toBe(236.45821);
  });

  it.each(["abc", "12a", "1,2,3", "1.23.4", "1.2,3", "1,234,5.6", "1e5", ".", ",", "-", "$15", "1..2"])(
    "refuses %j as no number (NaN)",
    (raw) => {
      expect(parseDecimalInput(raw)).toBeNaN();
    },
  );

  it("is undefined when blank and keeps a number as it is", () => {
    expect(parseDecimalInput("")).toBeUndefined();
    expect(parseDecimalInput("   ")).toBeUndefined();
    expect(parseDecimalInput(null)).toBeUndefined();
    expect(parseDecimalInput(undefined)).toBeUndefined();
    expect(parseDecimalInput(36.5)).toBe(36.5);
  });

  it("writes a form's number back so it reads the same", () => {
    for (const n of [236.4582, 15, 0.01, 1234.56]) expect(parseDecimalInput(decimalInputText(n))).toBe(n);
    expect(decimalInputText(Number.NaN)).toBe("");
    expect(decimalInputText(null)).toBe("");
  });
});

describe("the admin's amount fields read it", () => {
  it("takes a product price or original price typed the Venezuelan way, whole cents only", () => {
    expect(parseAmount("1.234,56")).toBe(1234.56);
    expect(parseAmount("12,50")).toBe(12.5);
    expect(parseAmount("12.50")).toBe(12.5);
    expect(parseAmount("12,505")).toBeNaN();
    expect(parseAmount("-3")).toBeNaN();
    expect(parseAmount("")).toBeNaN();
  });
});
