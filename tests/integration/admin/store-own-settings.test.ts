/**
 * Issue 46, items 1–4, on a store of its own that starts empty (as `SEED=none npm start` does):
 * the store says only what its owner set. Its name, legal identity, product-page promises, goal and
 * first-purchase discount are settings (optional in PUT, kept when absent, what GET answers can be
 * PUT back); a store from empty has none of them; the quote and the order price the discount from
 * the setting; the footer's facts come from the settings; the size filter lists sizes in stock.
 * (On a table and buckets of its own, tests/helpers/own-backend.ts, so the suite's seeded store is never touched.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

let store: OwnStore | undefined;
let asAdmin: { cookie: string };

beforeAll(async () => {
  store = await startOwnStore({ seed: false });
  clearCatalogueCache();
  asAdmin = { cookie: (await sessionAs("admin")).cookie };
}, 120_000);

afterAll(() => store?.stop(), 60_000);

/** The smallest first save a new store makes: rate, payment details and deadline, nothing else. */
const FIRST_SAVE = {
  tasa_bcv: { valor: 236.4582, fecha: "2026-11-20" },
  datos_pago: {
    pago_movil: { banco: "banesco", telefono: "0414-555-0182", rif: "J-50123456-7", titular: "Moda Caracas C.A." },
    transferencia_bancaria: {
      banco: "mercantil",
      cuenta: "0105-0123-45-1234567890",
      rif: "J-50123456-7",
      titular: "Moda Caracas C.A.",
    },
    pago_ubi: { telefono: "0424-555-0199", rif: "J-50123456-7", titular: "Moda Caracas C.A." },
  },
  horas_limite_pago: 48,
};

const put = (body: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body });
const getAdmin = async () => (await call("GET", "/api/admin/ajustes", asAdmin)).body;

describe("a store from empty", () => {
  it("names nothing and takes no payment method before its owner saves anything", async () => {
    const contact = await call("GET", "/api/ajustes/contacto");
    expect(contact.status).toBe(200);
    expect(contact.body).toEqual({
      email: null,
      telefono: null,
      whatsapp: null,
      nombre_tienda: null,
      metodos_pago: [],
    });
    const checklist = await call("GET", "/api/admin/puesta-en-marcha", asAdmin);
    expect(checklist.body.pasos.find((p: { clave: string }) => p.clave === "nombre")).toMatchObject({
      hecho: false,
      enlace: "/admin/ajustes",
    });
  });

  it("after its first save has no name, goal, promises nor first-purchase discount", async () => {
    const saved = await put(FIRST_SAVE);
    expect(saved.status).toBe(200);
    expect(saved.body.ajustes).toMatchObject({
      nombre_tienda: null,
      razon_social: null,
      rif: null,
      meta_ventas_mensual: null,
      promesas: [],
      descuento_primera_compra: { activo: false, porcentaje: 0 },
    });
    const pub = await call("GET", "/api/ajustes/publicos");
    expect(pub.body).toMatchObject({ nombre_tienda: null, razon_social: null, rif: null, promesas: [] });
    // The dashboard has no goal to measure against (none of the code's).
    const stats = await call("GET", "/api/admin/estadisticas", asAdmin);
    expect(stats.status).toBe(200);
    expect(stats.body.metaMensual).toMatchObject({ meta: null, porcentaje: null });
    const contact = await call("GET", "/api/ajustes/contacto");
    expect(contact.body.metodos_pago).toEqual(["pago_movil", "transferencia_bancaria", "pago_ubi"]);
  });
});

describe("the owner's settings", () => {
  const OWN = {
    nombre_tienda: "MODA CARACAS",
    razon_social: "Moda Caracas C.A.",
    rif: "J-50123456-7",
    meta_ventas_mensual: 5000,
    promesas: [
      { texto: "Cambios de talla en 15 días", icono: "devolucion" },
      { texto: "Atención por WhatsApp", icono: "atencion" },
    ],
    descuento_primera_compra: { activo: true, porcentaje: 15 },
  };

  it("are saved, reach the public settings and the footer, and mark the checklist's name done", async () => {
    const saved = await put({ ...FIRST_SAVE, ...OWN });
    expect(saved.status).toBe(200);
    expect(saved.body.ajustes).toMatchObject(OWN);
    const pub = (await call("GET", "/api/ajustes/publicos")).body;
    expect(pub).toMatchObject({
      nombre_tienda: "MODA CARACAS",
      razon_social: "Moda Caracas C.A.",
      rif: "J-50123456-7",
      promesas: OWN.promesas,
    });
    // The discount and the goal are the owner's business, not the shopper's.
    expect(pub).not.toHaveProperty("descuento_primera_compra");
    expect(pub).not.toHaveProperty("meta_ventas_mensual");
    expect((await call("GET", "/api/ajustes/contacto")).body.nombre_tienda).toBe("MODA CARACAS");
    const checklist = await call("GET", "/api/admin/puesta-en-marcha", asAdmin);
    expect(checklist.body.pasos.find((p: { clave: string }) => p.clave === "nombre").hecho).toBe(true);
  });

  it("can be PUT back exactly as GET answers them, changing nothing", async () => {
    const before = await getAdmin();
    const again = await put(before);
    expect(again.status).toBe(200);
    const { actualizado_en: _a, actualizado_por: _b, ...rest } = before;
    expect(again.body.ajustes).toMatchObject(rest);
  });

  it("are kept as they are by a PUT without them", async () => {
    const saved = await put({ ...FIRST_SAVE, horas_limite_pago: 24 });
    expect(saved.status).toBe(200);
    expect(saved.body.ajustes).toMatchObject({ ...OWN, horas_limite_pago: 24 });
    expect(await getAdmin()).toMatchObject(OWN);
  });

  it("are cleared by null (name, goal) and refused in Spanish when wrong", async () => {
    const cleared = await put({ ...FIRST_SAVE, meta_ventas_mensual: null, razon_social: "" });
    expect(cleared.body.ajustes).toMatchObject({
      meta_ventas_mensual: null,
      razon_social: null,
      nombre_tienda: "MODA CARACAS",
    });
    const five = Array.from({ length: 5 }, (_, i) => ({ texto: `Promesa ${i}`, icono: "regalo" }));
    const tooMany = await put({ ...FIRST_SAVE, promesas: five });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.mensaje).toBe("Se admiten hasta 4 promesas");
    const badIcon = await put({ ...FIRST_SAVE, promesas: [{ texto: "Envío", icono: "visa" }] });
    expect(badIcon.status).toBe(400);
    expect(badIcon.body.mensaje).toBe("Elige un ícono de la lista para la promesa");
    const badPercent = await put({ ...FIRST_SAVE, descuento_primera_compra: { activo: true, porcentaje: 0 } });
    expect(badPercent.status).toBe(400);
    expect(badPercent.body.mensaje).toBe("El descuento de primera compra debe ser un porcentaje entero entre 1 y 90");
    const shortName = await put({ ...FIRST_SAVE, nombre_tienda: "M" });
    expect(shortName.body.mensaje).toBe("El nombre de la tienda debe tener entre 2 y 60 caracteres");
    // Nothing of the refused bodies was saved.
    expect(await getAdmin()).toMatchObject({
      promesas: OWN.promesas,
      descuento_primera_compra: OWN.descuento_primera_compra,
    });
  });
});

describe("the first-purchase discount", () => {
  // A store from empty ships nothing until its owner adds a delivery method (issue 47): she adds
  // the spec's standard one (15, free above 100); the saves below, without metodos_envio, keep it.
  beforeAll(async () => {
    const standard = {
      id: "estandar",
      nombre: "Envío estándar",
      tipo: "domicilio",
      tarifa: 15,
      gratis_desde: 100,
      activo: true,
    };
    expect((await put({ ...FIRST_SAVE, metodos_envio: [standard] })).status).toBe(200);
  });
  const quote = (productoId: string, cookie?: string) =>
    call("POST", "/api/pedido/cotizacion", {
      cookie,
      body: { lineas: [{ productoId, talla: "M", color: "Negro", cantidad: 2 }] },
    });

  it("is priced from the setting: off gives nothing, on gives its percentage once, in the quote and the order", async () => {
    const p = await stockedProduct({ "M|Negro": 20 }, { precio_cents: 3800 });
    await put({ ...FIRST_SAVE, descuento_primera_compra: { activo: false, porcentaje: 15 } });
    const me = await sessionAs("user");
    const off = await quote(p.id, me.cookie);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ subtotal: 76, descuento: 0, descuento_detalle: null });

    await put({ ...FIRST_SAVE, descuento_primera_compra: { activo: true, porcentaje: 15 } });
    const on = await quote(p.id, me.cookie);
    expect(on.body).toMatchObject({
      subtotal: 76,
      descuento: 11.4,
      descuento_detalle: { tipo: "primera_compra", porcentaje: 15 },
    });
    // A guest never qualifies.
    expect((await quote(p.id)).body.descuento_detalle).toBeNull();

    const order = await placeOrder(orderBody([{ productoId: p.id, cantidad: 2 }]), { cookie: me.cookie });
    expect(order.status).toBe(201);
    expect(order.body.pedido).toMatchObject({
      subtotal: 76,
      descuento: 11.4,
      descuento_detalle: { tipo: "primera_compra", porcentaje: 15 },
      envio: 15,
      total: 79.6,
    });
    // Her first order is live: the next quote has no first-purchase discount.
    expect((await quote(p.id, me.cookie)).body.descuento_detalle).toBeNull();
  });

  it("is never given by an order while the setting is off", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 3800 });
    await put({ ...FIRST_SAVE, descuento_primera_compra: { activo: false, porcentaje: 15 } });
    const me = await sessionAs("user");
    const order = await placeOrder(orderBody([{ productoId: p.id, cantidad: 2 }]), { cookie: me.cookie });
    expect(order.status).toBe(201);
    expect(order.body.pedido).toMatchObject({
      subtotal: 76,
      descuento: 0,
      descuento_detalle: null,
      envio: 15,
      total: 91,
    });
  });
});

describe("the size filter", () => {
  it("lists a product under a size only while some colour of that size is in stock", async () => {
    const dress = await stockedProduct(
      { "M|Rojo": 2, "L|Rojo": 0, "L|Azul": 0 },
      { nombre: "Vestido sin L", tallas: ["M", "L"], colores: ["Rojo", "Azul"] },
    );
    const shirt = await stockedProduct({ "L|Azul": 1 }, { nombre: "Camisa con L" });
    clearCatalogueCache();
    const ids = async (talla: string) =>
      (
        (await call("GET", "/api/productos", { query: { talla, limite: "100" } })).body.productos as Array<{
          id: string;
        }>
      ).map((p) => p.id);
    const large = await ids("L");
    expect(large).toContain(shirt.id);
    expect(large).not.toContain(dress.id);
    expect(await ids("M")).toContain(dress.id);
  });
});
