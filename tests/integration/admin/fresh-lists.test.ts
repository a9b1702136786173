import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

/**
 * The lists the admin's screens read (the product wizard's 'Categoría' and 'Estilo' selects, the
 * 'Tienda' lists) come from routes no browser or edge may keep, so a store structure just saved
 * is in them on the next read (issue 46, item 10).
 */
describe("the admin's structure lists are never cached", () => {
  it("GET /api/admin/estilos: admins only, no-store, and a style just created is in it", async () => {
    const shopper = await sessionAs("user");
    expect((await call("GET", "/api/admin/estilos")).status).toBe(401);
    expect((await call("GET", "/api/admin/estilos", { cookie: shopper.cookie })).status).toBe(403);

    // The public list is kept a minute by browsers and the edge: the admin's screens do not read it.
    expect((await call("GET", "/api/estilos")).headers["cache-control"]).toMatch(/max-age=60/);

    const ids = [`noche-${randomUUID().slice(0, 6)}`, `playa-${randomUUID().slice(0, 6)}`];
    for (const id of ids) {
      const res = await call("POST", "/api/estilos", {
        ...asAdmin,
        body: { id, nombre: id, descripcion: "", orden: 5 },
      });
      expect(res.status).toBe(201);
    }
    const list = await call("GET", "/api/admin/estilos", asAdmin);
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body.estilos.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) expect((await call("DELETE", `/api/estilos/${id}`, asAdmin)).status).toBe(200);
  });

  it("GET /api/admin/categorias (the wizard's categories) answers no-store with a category just created", async () => {
    const id = `cat-${randomUUID().slice(0, 6)}`;
    const made = await call("POST", "/api/categorias", {
      ...asAdmin,
      body: { id, nombre: `Categoría ${id}`, descripcion: "", imagen: "", orden: 50, oculto: false, subcategorias: [] },
    });
    expect(made.status).toBe(201);
    const list = await call("GET", "/api/admin/categorias", asAdmin);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body.categorias.map((c: { id: string }) => c.id)).toContain(id);
    expect((await call("DELETE", `/api/categorias/${id}`, asAdmin)).status).toBe(200);
  });
});
