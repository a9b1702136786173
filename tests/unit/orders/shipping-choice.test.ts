import { describe, expect, it } from "vitest";
import { priceOrder } from "../../../functions/src/domain/orders/price-order";
import { methodsFromCosts } from "../../../shared/src/rules/delivery";
import { productRecord } from "../../helpers/factories";

/** The server's pricing of step 1's delivery choice (issue 35). */
const shirt = productRecord({ id: "s1", nombre: "Camisa", precio_cents: 6000, stock_variantes: { "M|Negro": 9 } });
const price = (cantidad: number, opts: Partial<Parameters<typeof priceOrder>[0]> = {}) =>
  priceOrder({
    lines: [{ productoId: "s1", talla: "M", color: "Negro", cantidad }],
    products: new Map([["s1", shirt]]),
    promo: null,
    firstPurchasePercent: 0,
    tasaBcv: 236.4571,
    ...opts,
  });

describe("priceOrder: metodo_envio", () => {
  it("defaults to standard: 15 up to 100, free above", () => {
    expect([price(1).metodo_envio, price(1).envio_cents, price(2).envio_cents]).toEqual(["estandar", 1500, 0]);
  });

  const [estandar, express] = methodsFromCosts({ estandar: 15, umbral_gratis: 100, express: 25 });

  it("express adds 25 even above the free-shipping threshold, and the Bs total follows", () => {
    const o = price(2, { delivery: { method: express! } });
    expect([o.metodo_envio, o.subtotal_cents, o.envio_cents, o.total_cents]).toEqual(["express", 12000, 2500, 14500]);
    expect(o.total_bs_cents).toBe(Math.round(14500 * 236.4571));
  });

  it("uses the store's fees, with the first-purchase discount on the subtotal only", () => {
    const [est, exp] = methodsFromCosts({ estandar: 10, umbral_gratis: 200, express: 40 });
    expect(price(2, { delivery: { method: est! } }).envio_cents).toBe(1000);
    expect(estandar!.tarifa).toBe(15);
    const o = price(1, { delivery: { method: exp! }, firstPurchasePercent: 20 });
    expect([o.descuento_cents, o.envio_cents, o.total_cents]).toEqual([1200, 4000, 6000 - 1200 + 4000]);
  });
});
