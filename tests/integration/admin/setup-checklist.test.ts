/**
 * GET /api/admin/puesta-en-marcha (issue 34, item 8) on a store of its own that starts empty, as
 * `SEED=none npm start` does: every step is pending, and each flips to done as the owner completes it.
 * (On a table and buckets of its own, tests/helpers/own-backend.ts, so the suite's seeded store is never touched.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchPut } from "../../../scripts/local/seed-store";
import { clearCatalogueCache } from "../../../functions/src/data/catalogue-cache";
import { categoryItem, styleItem } from "../../../functions/src/data/categories";
import { contentItem } from "../../../functions/src/data/content";
import { settingsItem } from "../../../functions/src/data/settings";
import { seedSettings } from "../../../functions/src/seed/orders";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { stockedProduct } from "../../helpers/checkout";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

let store: OwnStore | undefined;

beforeAll(async () => {
  store = await startOwnStore({ seed: false });
  clearCatalogueCache();
}, 120_000);

afterAll(() => store?.stop(), 60_000);

type Paso = { clave: string; hecho: boolean; enlace: string; titulo: string };
const done = (body: { pasos: Paso[] }) => Object.fromEntries(body.pasos.map((p) => [p.clave, p.hecho]));

describe("GET /api/admin/puesta-en-marcha", () => {
  it("is for admins only", async () => {
    expect((await call("GET", "/api/admin/puesta-en-marcha")).status).toBe(401);
    const shopper = await sessionAs("user");
    const res = await call("GET", "/api/admin/puesta-en-marcha", { cookie: shopper.cookie });
    expect(res.status).toBe(403);
    expect(res.body.mensaje).toMatch(/permiso|administrador/i);
  });

  it("lists every step pending on an empty store (the local sender is always ready), each with its page", async () => {
    const admin = await sessionAs("admin");
    const res = await call("GET", "/api/admin/puesta-en-marcha", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body.completo).toBe(false);
    expect(done(res.body)).toEqual({
      nombre: false,
      ajustes: false,
      envios: false,
      categoria: false,
      estilo: false,
      producto: false,
      portada: false,
      terminos: false,
      avisos: false,
      correo: true,
    });
    const links = Object.fromEntries(res.body.pasos.map((p: Paso) => [p.clave, p.enlace]));
    expect(links).toMatchObject({
      ajustes: "/admin/ajustes",
      envios: "/admin/tienda/envios",
      categoria: "/admin/tienda/categorias",
      estilo: "/admin/tienda/estilos",
      producto: "/admin/productos",
      portada: "/admin/tienda/inicio",
      terminos: "/admin/tienda/paginas",
    });
  });

  it("lets the settings page open at once on an empty store: GET /api/admin/ajustes is 200 null, not a 503", async () => {
    // The 503 the checkout gives a store without settings made the page retry it for seconds.
    const admin = await sessionAs("admin");
    const res = await call("GET", "/api/admin/ajustes", { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect(res.headers["retry-after"]).toBeUndefined();
    // Still the admins' only.
    const shopper = await sessionAs("user");
    expect((await call("GET", "/api/admin/ajustes", { cookie: shopper.cookie })).status).toBe(403);
  });

  it("marks each step done as the store gets it, and is complete when all are", async () => {
    const admin = await sessionAs("admin");
    const get = async () => (await call("GET", "/api/admin/puesta-en-marcha", { cookie: admin.cookie })).body;
    const now = new Date();

    await batchPut([settingsItem(seedSettings(now))]);
    // The demo's settings name the store (issue 46, item 3).
    // …and its delivery methods (issue 47, item 1).
    expect(done(await get())).toMatchObject({ nombre: true, ajustes: true, envios: true, categoria: false });
    const saved = await call("GET", "/api/admin/ajustes", { cookie: admin.cookie });
    expect(saved.status).toBe(200);
    expect(saved.body.tasa_bcv.valor).toBe(seedSettings(now).tasa_bcv.valor);

    await batchPut([
      categoryItem({ id: "ropa", nombre: "Ropa", descripcion: "", icono: "", orden: 1, subcategorias: [] } as never),
    ]);
    await batchPut([styleItem({ id: "casual", nombre: "Casual", descripcion: "" } as never)]);
    expect(done(await get())).toMatchObject({ categoria: true, estilo: true, producto: false });

    // A product without stock does not count; one unit does.
    await stockedProduct({ "M|Negro": 0 });
    clearCatalogueCache();
    expect(done(await get()).producto).toBe(false);
    await stockedProduct({ "M|Negro": 1 });
    clearCatalogueCache();
    expect(done(await get()).producto).toBe(true);

    // A hero block with no slide is not a hero.
    await batchPut([contentItem("hero", { diapositivas: [] })]);
    expect(done(await get()).portada).toBe(false);
    await batchPut([
      contentItem("hero", {
        diapositivas: [
          {
            titulo: "Nueva temporada",
            descripcion: "Ropa para todos los días",
            textoBoton: "Comprar",
            enlaceBoton: "/tienda",
            imagen: "/img/hero/coleccion.svg",
            altImagen: "Colección",
            tema: "light",
            estadisticas: [],
          },
        ],
      }),
    ]);
    // The terms page, written through the API as the admin's 'Páginas' does (issue 46, item 8).
    expect(done(await get()).terminos).toBe(false);
    const terms = { titulo: "Términos y condiciones", resumen: "", secciones: [{ parrafos: ["Las condiciones."] }] };
    expect((await call("PUT", "/api/paginas/terminos", { cookie: admin.cookie, body: terms })).status).toBe(200);
    expect(done(await get()).terminos).toBe(true);
    // The owner's notices go to the first admin until the settings name an address (issue 46, item 6).
    expect(done(await get()).avisos).toBe(false);
    await batchPut([settingsItem({ ...seedSettings(now), email_notificaciones: "avisos@example.com" })]);
    const after = await get();
    expect(done(after)).toEqual({
      nombre: true,
      ajustes: true,
      envios: true,
      categoria: true,
      estilo: true,
      producto: true,
      portada: true,
      terminos: true,
      avisos: true,
      correo: true,
    });
    expect(after.completo).toBe(true);
  });
});
