/**
 * The store's contact details as settings (issue 34, item 7): optional in PUT /api/admin/ajustes
 * (today's body shape still saves and keeps them), validated in Spanish, cleared by an empty field,
 * and read by anyone from GET /api/ajustes/contacto.
 */
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

async function editable() {
  const current = (await call("GET", "/api/admin/ajustes", asAdmin)).body;
  const { actualizado_por: _p, actualizado_en: _e, ...rest } = current;
  return rest;
}

describe("contact details in the store settings", () => {
  it("are public, edge-cacheable, and saved, kept and cleared through PUT /api/admin/ajustes", async () => {
    const pub = await call("GET", "/api/ajustes/contacto");
    expect(pub.status).toBe(200);
    expect(pub.headers["cache-control"]).toContain("public");
    expect(pub.body).toEqual({
      email: "soporte@tienda.com",
      telefono: "+58 212 555 0100",
      whatsapp: "+58 412 555 0100",
      // What the header and footer also show (issue 46): the demo's name and the methods it takes.
      nombre_tienda: "Tienda",
      metodos_pago: ["pago_movil", "transferencia_bancaria", "pago_ubi"],
    });

    const body = await editable();
    const contacto = { email: " Ayuda@MiTienda.com ", telefono: "0212-555-0101", whatsapp: "+58 414 555 0102" };
    const saved = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: { ...body, contacto } });
    expect(saved.status).toBe(200);
    expect(saved.body.ajustes.contacto).toEqual({
      email: "ayuda@mitienda.com",
      telefono: "0212-555-0101",
      whatsapp: "+58 414 555 0102",
    });
    expect((await call("GET", "/api/ajustes/contacto")).body.email).toBe("ayuda@mitienda.com");

    // Today's body shape (no contacto) keeps them.
    const { contacto: _c, ...withoutContact } = await editable();
    expect((await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: withoutContact })).status).toBe(200);
    expect((await call("GET", "/api/ajustes/contacto")).body.telefono).toBe("0212-555-0101");

    // An empty field clears that line.
    const cleared = await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: { ...withoutContact, contacto: { email: "ayuda@mitienda.com", telefono: "0212-555-0101", whatsapp: "" } },
    });
    expect(cleared.status).toBe(200);
    expect((await call("GET", "/api/ajustes/contacto")).body.whatsapp).toBeNull();

    // Put the demo's back for the other tests.
    await call("PUT", "/api/admin/ajustes", {
      ...asAdmin,
      body: {
        ...withoutContact,
        contacto: { email: "soporte@tienda.com", telefono: "+58 212 555 0100", whatsapp: "+58 412 555 0100" },
      },
    });
  });

  it("refuses a bad email, a bad phone and unknown fields in Spanish", async () => {
    const body = await editable();
    const put = (contacto: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body: { ...body, contacto } });
    const badEmail = await put({ email: "no-es-un-correo" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.mensaje).toBe("Ingresa un email de contacto válido");
    const badPhone = await put({ telefono: "llámanos" });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.mensaje).toBe("Ingresa un teléfono válido, por ejemplo +58 212 555 0100");
    expect((await put({ whatsapp: "+58 ".repeat(20) })).status).toBe(400);
    expect((await put({ fax: "123" })).status).toBe(400);
    expect((await call("GET", "/api/ajustes/contacto")).body.email).toBe("soporte@tienda.com");
  });
});
