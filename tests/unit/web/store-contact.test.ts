import { describe, expect, it } from "vitest";
import { whatsappLink } from "../../../web/src/features/content/api/use-content.ts";
import { settingsFormValues } from "../../../web/src/features/admin/settings/lib/settings-form.ts";

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
