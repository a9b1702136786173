import { describe, expect, it } from "vitest";
import { chooseDiscount, mergeLines, priceOrder } from "../../../functions/src/domain/orders/price-order";
import { productRecord } from "../../helpers/factories";

const shirt = productRecord({
  id: "s1",
  nombre: "Camisa",
  precio_cents: 2500,
  stock_variantes: { "M|Negro": 3, "L|Negro": 0 },
});
const offer = productRecord({
  id: "o1",
  nombre: "Vestido",
  precio_cents: 6000,
  precio_original_cents: 8000,
  stock_variantes: { "S|Rojo": 9 },
});
const hidden = productRecord({ id: "h1", activo: false, stock_variantes: { "M|Negro": 5 } });
const products = new Map([
  [shirt.id, shirt],
  [offer.id, offer],
  [hidden.id, hidden],
]);
const line = (productoId: string, talla: string, color: string, cantidad: number) => ({
  productoId,
  talla,
  color,
  cantidad,
});
const price = (
  lines: ReturnType<typeof line>[],
  promo: { codigo: string; porcentaje: number } | null = null,
  firstPercent = 0,
) => priceOrder({ lines, products, promo, firstPurchasePercent: firstPercent, tasaBcv: 236.4571 });

describe("chooseDiscount", () => {
  it("applies no discount without a code or a first purchase", () => {
    expect(chooseDiscount(null, 0)).toBeNull();
  });
  it("takes the store's first-purchase percentage over a smaller code", () => {
    expect(chooseDiscount({ codigo: "WELCOME10", porcentaje: 10 }, 20)).toEqual({
      tipo: "primera_compra",
      porcentaje: 20,
    });
  });
  it("takes a larger code over the first purchase, and the code on a tie", () => {
    expect(chooseDiscount({ codigo: "VIP30", porcentaje: 30 }, 20)).toEqual({
      tipo: "promocion",
      codigo: "VIP30",
      porcentaje: 30,
    });
    expect(chooseDiscount({ codigo: "SAVE20", porcentaje: 20 }, 20)).toEqual({
      tipo: "promocion",
      codigo: "SAVE20",
      porcentaje: 20,
    });
  });
  it("uses the code when the buyer is not eligible for the first purchase", () => {
    expect(chooseDiscount({ codigo: "WELCOME10", porcentaje: 10 }, 0)).toMatchObject({ porcentaje: 10 });
  });
});

describe("priceOrder", () => {
  it("prices at the current (offer) price in cents; shipping 15 up to 100, free above", () => {
    const small = price([line("o1", "S", "Rojo", 1)]);
    expect([small.subtotal_cents, small.envio_cents, small.total_cents, small.impuestos_cents]).toEqual([
      6000, 1500, 7500, 0,
    ]);
    const big = price([line("o1", "S", "Rojo", 2)]);
    expect([big.subtotal_cents, big.envio_cents, big.total_cents]).toEqual([12000, 0, 12000]);
    const exactly100 = priceOrder({
      lines: [line("s1", "M", "Negro", 4)],
      products: new Map([["s1", { ...shirt, stock_variantes: { "M|Negro": 9 } }]]),
      promo: null,
      firstPurchasePercent: 0,
      tasaBcv: 1,
    });
    expect(exactly100.envio_cents).toBe(1500);
  });

  it("decides shipping on the subtotal before the discount and rounds the discount to cents", () => {
    const r = price([line("o1", "S", "Rojo", 2), line("s1", "M", "Negro", 1)], { codigo: "WELCOME10", porcentaje: 10 });
    expect(r.subtotal_cents).toBe(14500);
    expect(r.descuento_cents).toBe(1450);
    expect(r.envio_cents).toBe(0);
    expect(r.total_cents).toBe(13050);
    expect(r.descuento).toEqual({ tipo: "promocion", codigo: "WELCOME10", porcentaje: 10 });
  });

  it("converts the total to Bs at the rate, exactly in integer cents", () => {
    const r = price([line("s1", "M", "Negro", 1)]);
    expect(r.total_cents).toBe(4000);
    expect(r.total_bs_cents).toBe(945828); // 40.00 × 236.4571 = 9458.284
  });

  it("merges repeated variants and reports missing products, variants, shortages and the 99-unit cap", () => {
    expect(mergeLines([line("s1", "M", "Negro", 1), line("s1", "M", "Negro", 2)])).toEqual([
      line("s1", "M", "Negro", 3),
    ]);
    const r = price([
      line("s1", "M", "Negro", 2),
      line("s1", "M", "Negro", 2),
      line("s1", "L", "Negro", 1),
      line("s1", "XL", "Negro", 1),
      line("nope", "M", "Negro", 1),
      line("h1", "M", "Negro", 1),
      line("o1", "S", "Rojo", 120),
    ]);
    expect(r.problemas.map((p) => [p.productoId, p.talla, p.tipo])).toEqual([
      ["s1", "M", "stock"],
      ["s1", "L", "stock"],
      ["s1", "XL", "no_disponible"],
      ["nope", "M", "no_disponible"],
      ["h1", "M", "no_disponible"],
      ["o1", "S", "cantidad"],
    ]);
    expect(r.problemas[0]!.mensaje).toBe("No hay suficiente stock de Camisa (talla M, color Negro): quedan 3");
    expect(r.problemas[1]!.mensaje).toBe("Camisa (talla L, color Negro) está agotado");
  });

  it("costs nothing and applies no discount for an empty order", () => {
    const r = price([], null, 20);
    expect([r.subtotal_cents, r.descuento_cents, r.envio_cents, r.total_cents]).toEqual([0, 0, 0, 0]);
    expect(r.descuento).toBeNull();
  });
});
