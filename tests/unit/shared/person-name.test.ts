import { describe, expect, it } from "vitest";
import { isPersonName } from "../../../shared/src/rules/person-name";
import { CreateOrderSchema, ShippingStepSchema } from "../../../shared/src/schemas/checkout-input";
import { ProfileUpdateSchema, RegisterSchema } from "../../../shared/src/schemas/account";

/** Issue 32, item 3: names are shown in the store's emails, so they hold no links, digits or line breaks. */
describe("person names", () => {
  it("accepts names in any script, with accents, spaces and . ' ’ -", () => {
    for (const ok of ["Ana", "María José", "Núñez", "O'Brien", "D’Angelo", "Jean-Luc", "J. R.", "Zoë", "Ольга", "李"]) {
      expect(isPersonName(ok), ok).toBe(true);
    }
  });

  it("refuses links, digits, symbols, line breaks and punctuation alone", () => {
    for (const bad of [
      "Visita http://tienda-falsa.com",
      "tienda-falsa.com/premio",
      "www.premio.com",
      "Sr.Pérez",
      "Ana2",
      "Ana <b>",
      "Ana\nTu cuenta fue suspendida",
      "Ana\tPérez",
      "Ana!",
      "@ana",
      "...",
      "-",
    ]) {
      expect(isPersonName(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("checkout: names and the email are checked with Spanish messages", () => {
    const base = {
      nombre: "Ana",
      apellido: "Pérez",
      email: "ana@correo.com",
      telefono: "04125550101",
      direccion: "Av. Principal 1",
      ciudad: "Caracas",
      estado: "Distrito Capital",
      codigo_postal: "1010",
    };
    expect(ShippingStepSchema.safeParse(base).success).toBe(true);
    const bad = ShippingStepSchema.safeParse({
      ...base,
      nombre: "Gana un premio en http://x.co",
      apellido: "P3rez",
      email: "a@x.com, b@y.org",
    });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({
      nombre: "El nombre solo puede contener letras, espacios, puntos, apóstrofos y guiones",
      apellido: "El apellido solo puede contener letras, espacios, puntos, apóstrofos y guiones",
      email: "Email inválido",
    });
    expect(ShippingStepSchema.safeParse({ ...base, email: "a@x.com\r\nBcc: c@d.org" }).success).toBe(false);
    // The order keeps the email as accounts do: trimmed, lower case.
    expect(ShippingStepSchema.parse({ ...base, email: " Ana@Correo.COM " }).email).toBe("ana@correo.com");
    for (const paidWith of CreateOrderSchema.options) expect(paidWith.shape).toHaveProperty("nombre");
  });

  it("registration and profile: the same rule for firstName and lastName", () => {
    const reg = RegisterSchema.safeParse({
      firstName: "www.premio.com",
      lastName: "Pérez",
      email: "ana@correo.com",
      password: "Girasol#Azul47",
    });
    expect(reg.success).toBe(false);
    expect(reg.error!.issues[0]).toMatchObject({
      path: ["firstName"],
      message: "El nombre solo puede contener letras, espacios, puntos, apóstrofos y guiones",
    });
    const prof = ProfileUpdateSchema.safeParse({ firstName: "Ana", lastName: "Pérez 2", email: "ana@correo.com" });
    expect(prof.error!.issues[0]).toMatchObject({
      path: ["lastName"],
      message: "El apellido solo puede contener letras, espacios, puntos, apóstrofos y guiones",
    });
  });
});
