import { describe, expect, it } from "vitest";
import {
  applyCostsToMethods,
  costsFromMethods,
  courierForShipment,
  deliveryFeeCents,
  deliveryOfOrder,
  isTrackingTemplate,
  methodsForState,
  methodsFromCosts,
  pickDeliveryMethod,
  trackingUrl,
  type MetodoEnvioTienda,
} from "../../../shared/src/rules/delivery.ts";
import { MetodosEnvioInputSchema } from "../../../shared/src/schemas/delivery.ts";
import { cartTotals } from "../../../shared/src/rules/pricing.ts";
import {
  cartEstimateMethod,
  deliveryRuleText,
  shippingRuleText,
} from "../../../web/src/features/cart/lib/shipping-text.ts";

const MRW = { nombre: "MRW", url_seguimiento: "https://mrw.example/rastreo?guia={guia}" };
const ZOOM = { nombre: "Zoom", url_seguimiento: "https://zoom.example/g/{guia}/estado" };

const domicilio: MetodoEnvioTienda = {
  id: "domicilio",
  nombre: "A domicilio",
  tipo: "domicilio",
  tarifa: 12.5,
  gratis_desde: 80,
  tarifas_por_estado: { Zulia: 20, Miranda: 7.25 },
  activo: true,
};
const oficina: MetodoEnvioTienda = {
  id: "oficina",
  nombre: "Oficina",
  tipo: "oficina",
  tarifa: 6,
  gratis_desde: null,
  activo: true,
  couriers: [MRW, ZOOM],
};
const retiro: MetodoEnvioTienda = {
  id: "retiro",
  nombre: "Retiro en la tienda",
  tipo: "retiro",
  tarifa: 9,
  activo: true,
  estados: ["Distrito Capital"],
  direccion: "Av. Principal, local 3",
  horario: "Lunes a viernes, 9 a 17",
};
const cobro: MetodoEnvioTienda = {
  id: "cobro",
  nombre: "Cobro a destino",
  tipo: "cobro_destino",
  tarifa: 10,
  activo: true,
};
const apagado: MetodoEnvioTienda = { ...domicilio, id: "apagado", activo: false };
const ALL = [domicilio, oficina, retiro, cobro, apagado];

describe("deliveryFeeCents", () => {
  it("charges the state's fee where there is one, the method's elsewhere, in cents", () => {
    expect(deliveryFeeCents(domicilio, 5000, "Zulia")).toBe(2000);
    expect(deliveryFeeCents(domicilio, 5000, "Miranda")).toBe(725);
    expect(deliveryFeeCents(domicilio, 5000, "Lara")).toBe(1250);
    expect(deliveryFeeCents(domicilio, 5000)).toBe(1250);
  });

  it("is free only strictly above gratis_desde, whatever the state", () => {
    expect(deliveryFeeCents(domicilio, 8000, "Zulia")).toBe(2000);
    expect(deliveryFeeCents(domicilio, 8001, "Zulia")).toBe(0);
    expect(deliveryFeeCents(oficina, 1_000_000)).toBe(600);
  });

  it("charges nothing now for a pickup or a pay-on-delivery, whatever their tarifa", () => {
    expect(deliveryFeeCents(retiro, 100)).toBe(0);
    expect(deliveryFeeCents(cobro, 100, "Zulia")).toBe(0);
  });

  it("prices the cart's total with the method's fee, and an empty cart at nothing", () => {
    const fee = (sub: number) => deliveryFeeCents(domicilio, sub, "Zulia");
    expect(cartTotals([{ precioCents: 3000, cantidad: 2 }], 10, { feeCents: fee })).toMatchObject({
      subtotalCents: 6000,
      discountCents: 600,
      shippingCents: 2000,
      totalCents: 7400,
    });
    expect(cartTotals([], 0, { feeCents: fee }).shippingCents).toBe(0);
  });
});

describe("the demo's two home deliveries", () => {
  it("come from costos_envio, and costos_envio reads back from them", () => {
    const costs = { estandar: 15, umbral_gratis: 100, express: 25 };
    const [est, exp] = methodsFromCosts(costs);
    expect([est!.id, est!.tipo, deliveryFeeCents(est!, 10000), deliveryFeeCents(est!, 10001)]).toEqual([
      "estandar",
      "domicilio",
      1500,
      0,
    ]);
    expect([exp!.id, deliveryFeeCents(exp!, 1_000_000)]).toEqual(["express", 2500]);
    expect(costsFromMethods(methodsFromCosts(costs), { estandar: 0, umbral_gratis: 0, express: 0 })).toEqual(costs);
    const changed = applyCostsToMethods([...methodsFromCosts(costs), oficina], {
      estandar: 9,
      umbral_gratis: 50,
      express: 30,
    });
    expect(changed.map((m) => [m.id, m.tarifa, m.gratis_desde ?? null])).toEqual([
      ["estandar", 9, 50],
      ["express", 30, null],
      ["oficina", 6, null],
    ]);
  });
});

describe("pickDeliveryMethod", () => {
  it("offers the active methods that serve the state", () => {
    expect(methodsForState(ALL, "Zulia").map((m) => m.id)).toEqual(["domicilio", "oficina", "cobro"]);
    expect(methodsForState(ALL, "Distrito Capital").map((m) => m.id)).toEqual([
      "domicilio",
      "oficina",
      "retiro",
      "cobro",
    ]);
  });

  it("refuses an unknown method, an inactive one and one not for the state", () => {
    expect(pickDeliveryMethod(ALL, "dron")).toMatchObject({ ok: false, motivo: "desconocido" });
    expect(pickDeliveryMethod(ALL, "apagado")).toMatchObject({ ok: false, motivo: "inactivo" });
    expect(pickDeliveryMethod(ALL, "retiro", "Zulia")).toEqual({
      ok: false,
      motivo: "estado",
      mensaje: "Retiro en la tienda no hace envíos a Zulia",
    });
    expect(pickDeliveryMethod(ALL, "retiro", "Distrito Capital")).toMatchObject({ ok: true, method: { id: "retiro" } });
  });

  it("without an id: estandar when the store has it, else the first on offer, else none", () => {
    expect(
      pickDeliveryMethod(methodsFromCosts({ estandar: 1, umbral_gratis: 2, express: 3 }), undefined),
    ).toMatchObject({
      ok: true,
      method: { id: "estandar" },
    });
    expect(pickDeliveryMethod(ALL, undefined, "Zulia")).toMatchObject({ ok: true, method: { id: "domicilio" } });
    expect(pickDeliveryMethod([], undefined)).toMatchObject({ ok: false, motivo: "ninguno" });
  });
});

describe("deliveryOfOrder", () => {
  it("an office delivery names one of the method's couriers and the office", () => {
    expect(deliveryOfOrder(oficina, {})).toEqual({
      ok: false,
      errores: {
        courier: "Elige la empresa de envío",
        oficina: "Escribe la oficina o agencia donde retirarás el pedido (nombre o código)",
      },
    });
    expect(deliveryOfOrder(oficina, { courier: "DHL", oficina: "Chacao" })).toMatchObject({
      ok: false,
      errores: { courier: "Esa empresa de envío no está entre las de este método" },
    });
    expect(deliveryOfOrder(oficina, { courier: " mrw ", oficina: " MRW Chacao 0123 " })).toEqual({
      ok: true,
      envio: {
        id: "oficina",
        nombre: "Oficina",
        tipo: "oficina",
        courier: MRW,
        oficina: "MRW Chacao 0123",
        direccion: null,
        horario: null,
      },
    });
  });

  it("a pickup keeps the shop's address and hours; a home delivery keeps no courier", () => {
    expect(deliveryOfOrder(retiro, { courier: "MRW", oficina: "x" })).toMatchObject({
      ok: true,
      envio: {
        tipo: "retiro",
        courier: null,
        oficina: null,
        direccion: "Av. Principal, local 3",
        horario: "Lunes a viernes, 9 a 17",
      },
    });
    expect(deliveryOfOrder(domicilio, { courier: "MRW" })).toMatchObject({ ok: true, envio: { courier: null } });
  });
});

describe("tracking links", () => {
  it("puts the guía, URL-encoded, where the template says", () => {
    expect(trackingUrl(MRW.url_seguimiento, "123456")).toBe("https://mrw.example/rastreo?guia=123456");
    expect(trackingUrl(ZOOM.url_seguimiento, " 12 34/5?x=1&y ")).toBe(
      "https://zoom.example/g/12%2034%2F5%3Fx%3D1%26y/estado",
    );
  });

  it("gives none without a guía or a usable template", () => {
    expect(trackingUrl(MRW.url_seguimiento, "  ")).toBeNull();
    expect(trackingUrl(null, "123")).toBeNull();
    expect(trackingUrl("javascript:alert({guia})", "123")).toBeNull();
    expect(isTrackingTemplate("https://mrw.example/rastreo")).toBe(false);
    expect(isTrackingTemplate("https://mrw.example/r/{guia}")).toBe(true);
  });

  it("uses the courier the admin named, else the order's", () => {
    expect(courierForShipment(undefined, MRW, ALL)).toBe(MRW);
    expect(courierForShipment("zoom", MRW, ALL)).toEqual(ZOOM);
    expect(courierForShipment("Mrw", MRW, [])).toBe(MRW);
    expect(courierForShipment("Moto propia", null, ALL)).toBeNull();
  });
});

describe("the settings' metodos_envio", () => {
  const ok = { id: "x", nombre: "Método", tipo: "domicilio", tarifa: 5, activo: true };
  const errors = (list: unknown) => {
    const r = MetodosEnvioInputSchema.safeParse(list);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("takes every type with what it needs", () => {
    expect(errors([ok, { ...oficina }, { ...retiro }, { ...cobro }, { ...domicilio }])).toEqual([]);
  });

  it("refuses an office method without couriers, a pickup without address or hours, a bad template, repeated ids", () => {
    expect(errors([{ ...ok, tipo: "oficina" }])).toEqual([
      "0.couriers: Un envío a oficina necesita al menos una empresa de envío",
    ]);
    expect(errors([{ ...ok, tipo: "retiro" }])).toHaveLength(2);
    expect(
      errors([{ ...ok, tipo: "oficina", couriers: [{ nombre: "MRW", url_seguimiento: "http://x/{g}" }] }])[0],
    ).toMatch(/^0\.couriers\.0\.url_seguimiento: El enlace de seguimiento/);
    expect(errors([ok, ok])).toEqual(["1.id: Cada método de envío necesita un id distinto"]);
    expect(errors([{ ...ok, tarifa: 1.234 }])[0]).toMatch(/^0\.tarifa: /);
    expect(errors([{ ...ok, tarifas_por_estado: { Narnia: 3 } }])[0]).toMatch(/^0\.tarifas_por_estado/);
    expect(errors([{ ...ok, id: "Con Espacios" }])[0]).toMatch(/^0\.id: /);
  });
});

describe("the product page's line and the cart's estimate follow the store's methods", () => {
  const rates = { estandarCents: 1500, umbralGratisCents: 10000, expressCents: 2500 };
  it("keeps the spec's sentence while estandar and express are on, lists the methods otherwise, says nothing without any", () => {
    const demo = methodsFromCosts({ estandar: 15, umbral_gratis: 100, express: 25 });
    expect(deliveryRuleText([...demo, oficina], rates)).toBe(
      "Envío estándar $15.00, gratis en compras superiores a $100.00. Envío express $25.00.",
    );
    expect(deliveryRuleText([oficina, retiro, apagado], rates)).toBe("Oficina: $6.00. Retiro en la tienda: Gratis.");
    expect(deliveryRuleText([], rates)).toBe("");
    expect(deliveryRuleText(undefined, rates)).toBe(shippingRuleText(rates));
  });

  it("estimates the cart with estandar, else the first active method, else none", () => {
    const demo = methodsFromCosts({ estandar: 15, umbral_gratis: 100, express: 25 });
    expect(cartEstimateMethod([oficina, ...demo])?.id).toBe("estandar");
    expect(cartEstimateMethod([apagado, oficina])?.id).toBe("oficina");
    expect(cartEstimateMethod([])).toBeNull();
  });
});
