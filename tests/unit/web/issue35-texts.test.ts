import { describe, expect, it } from "vitest";
import {
  hasServerMessage,
  httpStatusError,
  offersLoadError,
  orderActionError,
} from "../../../web/src/lib/order-errors.ts";
import { freeShippingText, shippingRuleText } from "../../../web/src/features/cart/lib/shipping-text.ts";
import { DEFAULT_SHIPPING_RATES, shippingRatesOf } from "../../../shared/src/rules/pricing.ts";
import { loadCheckout, saveCheckout, EMPTY_SESSION } from "../../../web/src/features/checkout/lib/persistence.ts";
import { buildOrderPayload, EMPTY_VALUES } from "../../../web/src/features/checkout/lib/form-values.ts";

/** An ApiError-like value: what the API client throws for a non-OK answer. */
const answer = (status: number, message: string) => Object.assign(new Error(message), { status });

describe("error catalogue texts (issue 35)", () => {
  it("uses the order helper's texts only when the server said nothing of its own", () => {
    expect(orderActionError(answer(502, "Error HTTP: 502"), "actualizar")).toBe("Error al actualizar pedido");
    expect(orderActionError(new TypeError("Failed to fetch"), "eliminar")).toBe("Error al eliminar pedido");
    expect(orderActionError(answer(502, "Error HTTP: 502"), "crear")).toBe("Error al crear pedido");
    expect(orderActionError(answer(409, "El pedido ya cambió de estado"), "actualizar")).toBe(
      "El pedido ya cambió de estado",
    );
    expect(hasServerMessage(answer(500, "Error HTTP: 500"))).toBe(false);
  });

  it("the profile's orders call: 'Error {status}: {statusText}'", () => {
    expect(httpStatusError(502)).toBe("Error 502: Bad Gateway");
    expect(httpStatusError(404)).toBe("Error 404: Not Found");
  });

  it("the offers page's alternate load error", () => {
    expect(offersLoadError(new TypeError("Failed to fetch"))).toBe(
      "Error al cargar las ofertas. Por favor, intenta de nuevo.",
    );
    expect(offersLoadError(answer(503, "El servicio no está disponible."))).toBe("El servicio no está disponible.");
  });
});

describe("shipping texts from the store's fees", () => {
  it("state the rule the server charges", () => {
    expect(shippingRuleText(DEFAULT_SHIPPING_RATES)).toBe(
      "Envío estándar $15.00, gratis en compras superiores a $100.00. Envío express $25.00.",
    );
    const rates = shippingRatesOf({ estandar: 9.5, umbral_gratis: 60, express: 30 });
    expect(shippingRuleText(rates)).toBe(
      "Envío estándar $9.50, gratis en compras superiores a $60.00. Envío express $30.00.",
    );
    expect(freeShippingText(rates)).toBe("Envío gratis en compras superiores a $60.00");
  });
});

describe("checkout: the shipping choice", () => {
  it("is kept in session storage (known values only) and sent with the order", () => {
    const store = new Map<string, string>();
    const s = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    saveCheckout({ ...EMPTY_SESSION, metodo_envio: "express" }, s);
    expect(loadCheckout(s).metodo_envio).toBe("express");
    // Methods are the store's data (issue 47): any id of their shape is kept, anything else dropped.
    store.set("checkout-pago", JSON.stringify({ step: 1, metodo_envio: "Dron <b>" }));
    expect(loadCheckout(s).metodo_envio).toBeUndefined();
    store.set(
      "checkout-pago",
      JSON.stringify({ step: 1, metodo_envio: "oficina", envio_oficina: { courier: "MRW", oficina: "Chacao" } }),
    );
    expect(loadCheckout(s)).toMatchObject({
      metodo_envio: "oficina",
      envio_oficina: { courier: "MRW", oficina: "Chacao" },
    });
    const values = { ...EMPTY_VALUES, tipo_pago: "pago_ubi" as const };
    const line = [{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }];
    expect(buildOrderPayload(values, line, { metodoEnvio: "express" }).metodo_envio).toBe("express");
    expect(buildOrderPayload(values, line).metodo_envio).toBe("estandar");
    const office = buildOrderPayload(values, line, {
      metodoEnvio: "oficina",
      oficina: { courier: " MRW ", oficina: " Chacao 12 " },
    });
    expect([office.metodo_envio, office.courier, office.oficina]).toEqual(["oficina", "MRW", "Chacao 12"]);
    expect("courier" in buildOrderPayload(values, line, { oficina: { courier: "", oficina: "" } })).toBe(false);
  });
});
