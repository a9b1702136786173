import { describe, expect, it } from "vitest";
import { whatsappLink } from "../../../web/src/features/content/api/use-content.ts";
import { optionalNumber, settingsFormValues } from "../../../web/src/features/admin/settings/lib/settings-form.ts";
import { titleWithStore } from "../../../web/src/lib/store-name.ts";

describe("whatsappLink", () => {
  it("gives wa.me the full international number", () => {
    expect(whatsappLink("+58 412 555 0100")).toBe("https://wa.me/584125550100");
    // A Venezuelan local number gets its country code in place of the leading 0.
    expect(whatsappLink("0412-555-0100")).toBe("https://wa.me/584125550100");
    expect(whatsappLink("(0414) 555.01.02")).toBe("https://wa.me/584145550102");
  });

  it("gives no link for something that is not a number", () => {
    expect(whatsappLink("")).toBeNull();
    expect(whatsappLink("llámanos")).toBeNull();
    expect(whatsappLink("12-34")).toBeNull();
  });
});

describe("settings form: contact fields", () => {
  it("start empty on a store without them and show the saved ones", () => {
    expect(settingsFormValues(undefined).contacto).toEqual({ email: "", telefono: "", whatsapp: "" });
    const saved = settingsFormValues({
      tasa_bcv: { valor: 40, fecha: "2026-11-26" },
      contacto: { email: "ayuda@mitienda.com", telefono: null, whatsapp: "+58 412 555 0100" },
    } as never);
    expect(saved.contacto).toEqual({ email: "ayuda@mitienda.com", telefono: "", whatsapp: "+58 412 555 0100" });
  });
});

describe("settings form: the store's own fields (issue 46)", () => {
  it("start empty on a store that never set them: no name, no goal, no promises", () => {
    const v = settingsFormValues(undefined);
    expect(v).toMatchObject({ nombre_tienda: "", razon_social: "", rif: "", meta_ventas_mensual: null, promesas: [] });
    // The discount is edited beside the codes: the settings form leaves it out, so saving keeps it.
    expect(v).not.toHaveProperty("descuento_primera_compra");
  });

  it("show the saved ones", () => {
    const promesas = [{ texto: "Garantía de 2 años", icono: "garantia" as const }];
    const v = settingsFormValues({
      tasa_bcv: { valor: 40, fecha: "2026-11-26" },
      nombre_tienda: "MODA CARACAS",
      meta_ventas_mensual: 5000,
      promesas,
    } as never);
    expect(v).toMatchObject({ nombre_tienda: "MODA CARACAS", meta_ventas_mensual: 5000, promesas });
  });

  it("read an empty goal as none", () => {
    expect(optionalNumber("")).toBeNull();
    expect(optionalNumber("2500")).toBe(2500);
  });
});

describe("page titles", () => {
  it("carry the store's name only when it has one", () => {
    expect(titleWithStore("Carrito", "MODA CARACAS")).toBe("Carrito | MODA CARACAS");
    expect(titleWithStore("Carrito", null)).toBe("Carrito");
    expect(titleWithStore("Carrito", undefined)).toBe("Carrito");
  });
});
