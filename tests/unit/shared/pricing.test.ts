import { describe, expect, it } from "vitest";
import {
  cartTotals,
  discountPercent,
  formatCents,
  formatPrice,
  fromCents,
  normalizePromoCode,
  promoDiscountCents,
  shippingCents,
  shippingRatesOf,
  toCents,
} from "../../../shared/src/rules/pricing.ts";

describe("toCents / fromCents", () => {
  it("converts 2-decimal prices without float drift", () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents("45.5")).toBe(4550);
    expect(toCents(1.005)).toBe(101);
    expect(fromCents(1999)).toBe(19.99);
  });

  it("treats non-numeric values as 0", () => {
    expect(toCents("abc")).toBe(0);
    expect(toCents(undefined)).toBe(0);
    expect(toCents(NaN)).toBe(0);
  });
});

describe("formatPrice", () => {
  it("prefixes $ and shows 2 decimals", () => {
    expect(formatPrice(12)).toBe("$12.00");
    expect(formatPrice(12.5)).toBe("$12.50");
    expect(formatCents(123456)).toBe("$1234.56");
  });

  it("shows 0.00 for non-numeric values", () => {
    expect(formatPrice("n/a")).toBe("$0.00");
    expect(formatPrice(null)).toBe("$0.00");
  });
});

describe("discountPercent", () => {
  it("rounds the percentage from original and current price", () => {
    expect(discountPercent(100, 75)).toBe(25);
    expect(discountPercent(59.99, 39.99)).toBe(33);
  });

  it("is 0 when the original is not greater than the price", () => {
    expect(discountPercent(50, 50)).toBe(0);
    expect(discountPercent(40, 50)).toBe(0);
    expect(discountPercent(null, 50)).toBe(0);
  });
});

describe("shipping", () => {
  it("costs 15 up to and including 100, free above", () => {
    expect(shippingCents(5000)).toBe(1500);
    expect(shippingCents(10000)).toBe(1500);
    expect(shippingCents(10001)).toBe(0);
  });
});

describe("shipping choice (issue 35)", () => {
  it("express costs 25 and is never free; standard keeps 15, free above 100", () => {
    expect(shippingCents(5000, "express")).toBe(2500);
    expect(shippingCents(10001, "express")).toBe(2500);
    expect(shippingCents(50000, "express")).toBe(2500);
    expect(shippingCents(10001, "estandar")).toBe(0);
    expect(shippingCents(10000, "estandar")).toBe(1500);
  });

  it("takes the fees and the threshold from the store settings, defaults when absent", () => {
    const rates = shippingRatesOf({ estandar: 9.99, umbral_gratis: 50, express: 30.5 });
    expect(rates).toEqual({ estandarCents: 999, umbralGratisCents: 5000, expressCents: 3050 });
    expect(shippingCents(5000, "estandar", rates)).toBe(999);
    expect(shippingCents(5001, "estandar", rates)).toBe(0);
    expect(shippingCents(5001, "express", rates)).toBe(3050);
    expect(shippingRatesOf(undefined)).toEqual({ estandarCents: 1500, umbralGratisCents: 10000, expressCents: 2500 });
  });

  it("cartTotals adds the chosen shipping to the total (and nothing for an empty cart)", () => {
    const lines = [{ precioCents: 6000, cantidad: 2 }];
    const express = cartTotals(lines, 10, { metodo: "express", rates: shippingRatesOf(null) });
    expect(express.shippingCents).toBe(2500);
    expect(express.totalCents).toBe(12000 - 1200 + 2500);
    expect(cartTotals(lines).shippingCents).toBe(0);
    expect(cartTotals([], 0, { metodo: "express", rates: shippingRatesOf(null) }).totalCents).toBe(0);
  });
});

describe("promo codes", () => {
  // The codes themselves live on the server only (functions/src/seed/promo-codes.ts);
  // tests/integration/promotions.test.ts checks them through POST /api/promociones/validar.
  it("normalises a typed code the way the table stores it", () => {
    expect(normalizePromoCode(" welcome10 ")).toBe("WELCOME10");
  });

  it("rounds the discount to whole cents", () => {
    expect(promoDiscountCents(3333, 15)).toBe(500);
    expect(promoDiscountCents(0, 20)).toBe(0);
  });
});

describe("cartTotals", () => {
  it("sums price × quantity, applies discount and shipping", () => {
    const t = cartTotals(
      [
        { precioCents: 2999, cantidad: 2 },
        { precioCents: 1500, cantidad: 1 },
      ],
      20,
    );
    expect(t.itemCount).toBe(3);
    expect(t.subtotalCents).toBe(7498);
    expect(t.discountCents).toBe(1500);
    expect(t.shippingCents).toBe(1500);
    expect(t.totalCents).toBe(7498 - 1500 + 1500);
  });

  it("ships free above 100 and charges nothing for an empty cart", () => {
    expect(cartTotals([{ precioCents: 6000, cantidad: 2 }]).shippingCents).toBe(0);
    expect(cartTotals([]).totalCents).toBe(0);
  });
});
