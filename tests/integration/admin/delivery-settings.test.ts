/**
 * Issue 47, item 1, on a store of its own that starts empty (as `SEED=none npm start` does): the
 * delivery methods are settings (`metodos_envio`, optional in PUT, kept when absent, stored in
 * cents; what GET answers can be PUT back unchanged). A store from empty has none until its owner
 * adds one (the setup checklist asks, and the checkout refuses orders meanwhile); a store saved
 * before methods existed has its estandar and express from `costos_envio`.
 * (On a table and buckets of its own, tests/helpers/own-backend.ts, so the suite's seeded store is never touched.)
 */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderBody, placeOrder, stockedProduct } from "../../helpers/checkout";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";
import { forgetCheckoutSettings } from "../../../functions/src/data/settings";

let store: OwnStore | undefined;
let asAdmin: { cookie: string };

beforeAll(async () => {
  store = await startOwnStore({ seed: false });
  clearCatalogueCache();
  asAdmin = { cookie: (await sessionAs("admin")).cookie };
}, 120_000);

afterAll(() => store?.stop(), 60_000);

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

const METHODS = [
  {
    id: "domicilio-ccs",
    nombre: "Delivery en Caracas",
    tipo: "domicilio",
    tarifa: 3.5,
    gratis_desde: 50,
    tarifas_por_estado: { Miranda: 5.25 },
    estados: ["Distrito Capital", "Miranda"],
    activo: true,
  },
  {
    id: "mrw",
    nombre: "MRW a oficina",
    tipo: "oficina",
    tarifa: 7,
    gratis_desde: null,
    activo: true,
    couriers: [{ nombre: "MRW", url_seguimiento: "https://tracking.example/mrw/{guia}" }],
  },
  {
    id: "viejo",
    nombre: "Método en pausa",
    tipo: "domicilio",
    tarifa: 1,
    gratis_desde: null,
    activo: false,
  },
];

const put = (body: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body });
const getAdmin = async () => (await call("GET", "/api/admin/ajustes", asAdmin)).body;
const checklistStep = async () =>
  (await call("GET", "/api/admin/puesta-en-marcha", asAdmin)).body.pasos.find(
    (p: { clave: string }) => p.clave === "envios",
  );
const order = (productoId: string, overrides: Record<string, unknown> = {}) =>
  placeOrder(orderBody([{ productoId }], overrides));

describe("a store from empty", () => {
  it("has no delivery method after its first save: the checklist asks, the checkout refuses (503), the quote charges none", async () => {
    expect((await checklistStep()).hecho).toBe(false);
    const saved = await put(FIRST_SAVE);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ajustes.metodos_envio).toEqual([]);
    expect((await call("GET", "/api/ajustes/publicos")).body.metodos_envio).toEqual([]);
    const step = await checklistStep();
    expect(step).toMatchObject({ hecho: false, enlace: "/admin/tienda/envios", titulo: "Métodos de envío" });

    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 2000 });
    const placed = await order(p.id);
    expect(placed.status).toBe(503);
    expect(placed.body.mensaje).toBe("La tienda aún no ha configurado sus métodos de envío. Inténtalo más tarde.");
    const q = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }] },
    });
    expect(q.status).toBe(200);
    expect(q.body).toMatchObject({ metodo_envio: null, envio: 0, total: 20 });
    // A method the store does not have is refused by name.
    const named = await order(p.id, { metodo_envio: "estandar" });
    expect(named.status).toBe(400);
    expect(named.body.errores.metodo_envio).toBe("El método de envío elegido no existe en esta tienda");
  });

  it("keeps the methods the owner saves, in cents at rest; GET's answer PUT back changes nothing", async () => {
    const saved = await put({ ...(await getAdmin()), metodos_envio: METHODS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const got = await getAdmin();
    expect(got.metodos_envio).toEqual(METHODS);
    // Only the active ones reach the shopper.
    expect((await call("GET", "/api/ajustes/publicos")).body.metodos_envio.map((m: { id: string }) => m.id)).toEqual([
      "domicilio-ccs",
      "mrw",
    ]);
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings() }));
    expect(Item!.metodos_envio[0]).toMatchObject({
      tarifa_cents: 350,
      gratis_desde_cents: 5000,
      tarifas_por_estado_cents: { Miranda: 525 },
    });
    expect(Item!.metodos_envio[0].tarifa).toBeUndefined();

    const again = await put(got);
    expect(again.status).toBe(200);
    const { actualizado_en: _a, ...before } = got;
    const { actualizado_en: _b, ...after } = await getAdmin();
    expect(after).toEqual(before);
    // A body without metodos_envio keeps them.
    const { metodos_envio: _m, ...withoutMethods } = got;
    expect((await put(withoutMethods)).body.ajustes.metodos_envio).toEqual(METHODS);
    expect((await checklistStep()).hecho).toBe(true);
  });

  it("prices and refuses by the saved methods: inactive, not for the state, per-state fee, free above", async () => {
    const p = await stockedProduct({ "M|Negro": 9 }, { precio_cents: 2000 });
    const inactive = await order(p.id, { metodo_envio: "viejo" });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errores).toEqual({ metodo_envio: "El método de envío elegido no está disponible" });
    const zulia = await order(p.id, { metodo_envio: "domicilio-ccs", estado: "Zulia" });
    expect(zulia.status).toBe(400);
    expect(zulia.body.errores).toEqual({ metodo_envio: "Delivery en Caracas no hace envíos a Zulia" });
    const miranda = await order(p.id, { metodo_envio: "domicilio-ccs", estado: "Miranda" });
    expect(miranda.status, JSON.stringify(miranda.body)).toBe(201);
    expect(miranda.body.pedido).toMatchObject({ envio: 5.25, total: 25.25 });
    const caracas = await call("POST", "/api/pedido/cotizacion", {
      body: {
        lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 3 }],
        metodo_envio: "domicilio-ccs",
        estado: "Distrito Capital",
      },
    });
    expect(caracas.body).toMatchObject({ subtotal: 60, envio: 0, total: 60 });
    // Without a method named, the quote prices the first on offer for the state.
    const first = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 1 }], estado: "Lara" },
    });
    expect(first.body).toMatchObject({ metodo_envio: "mrw", envio: 7 });
  });

  it("refuses a bad method list with the field named, and keeps the saved one", async () => {
    const got = await getAdmin();
    const bad = await put({
      ...got,
      metodos_envio: [{ ...METHODS[1], couriers: [{ nombre: "MRW", url_seguimiento: "ftp://x/{guia}" }] }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errores["metodos_envio.0.couriers.0.url_seguimiento"]).toMatch(/^El enlace de seguimiento/);
    const noCourier = await put({ ...got, metodos_envio: [{ ...METHODS[1], couriers: [] }] });
    expect(noCourier.body.errores["metodos_envio.0.couriers"]).toBe(
      "Un envío a oficina necesita al menos una empresa de envío",
    );
    expect((await getAdmin()).metodos_envio).toEqual(METHODS);
  });
});

describe("a store saved before delivery methods existed", () => {
  it("answers its estandar and express from costos_envio, and its older clients' costos_envio sets their fees", async () => {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.settings() }));
    const { metodos_envio: _m, ...legacy } = Item!;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...legacy, costos_envio: { estandar: 12, umbral_gratis: 80, express: 20 } },
      }),
    );
    // Written behind the app's back: orders trust the last second's read of the settings
    // (data/settings.ts getSettingsForCheckout), as the catalogue's tests clear its copy.
    forgetCheckoutSettings();
    const got = await getAdmin();
    expect(got.metodos_envio).toEqual([
      { id: "estandar", nombre: "Envío estándar", tipo: "domicilio", tarifa: 12, gratis_desde: 80, activo: true },
      { id: "express", nombre: "Envío express", tipo: "domicilio", tarifa: 20, gratis_desde: null, activo: true },
    ]);
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 3000 });
    const placed = await order(p.id, { metodo_envio: "express" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.pedido).toMatchObject({ metodo_envio: "express", envio: 20 });
    // An older client's body: no metodos_envio, new fees.
    const { metodos_envio: _x, actualizado_en: _e, ...older } = got;
    const saved = await put({ ...older, costos_envio: { estandar: 10, umbral_gratis: 80, express: 22 } });
    expect(saved.status).toBe(200);
    expect(saved.body.ajustes.metodos_envio.map((m: { tarifa: number }) => m.tarifa)).toEqual([10, 22]);
  });
});
