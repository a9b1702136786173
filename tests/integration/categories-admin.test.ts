import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";

const newId = () => `cat-${randomUUID().slice(0, 8)}`;

describe("admin category management", () => {
  it("creates, updates and deletes a category as admin", async () => {
    const { cookie } = await sessionAs("admin");
    const id = newId();
    const created = await call("POST", "/api/categorias", {
      cookie,
      body: { id, nombre: "Ropa de Baño", subcategorias: [{ id: "bikinis", nombre: "Bikinis" }] },
    });
    expect(created.status).toBe(201);
    expect((await call("GET", "/api/categorias")).body.categorias.some((c: { id: string }) => c.id === id)).toBe(true);

    const updated = await call("PUT", `/api/categorias/${id}`, { cookie, body: { nombre: "Baño y Playa" } });
    expect(updated.status).toBe(200);
    expect(updated.body.categoria.nombre).toBe("Baño y Playa");

    expect((await call("DELETE", `/api/categorias/${id}`, { cookie })).status).toBe(200);
    expect((await call("GET", "/api/categorias")).body.categorias.some((c: { id: string }) => c.id === id)).toBe(false);
  });

  it("refuses a duplicate id (409), an unknown id (404) and a category with products (409)", async () => {
    const { cookie } = await sessionAs("admin");
    expect((await call("POST", "/api/categorias", { cookie, body: { id: "calzado", nombre: "Calzado" } })).status).toBe(409);
    expect((await call("PUT", `/api/categorias/${newId()}`, { cookie, body: { nombre: "Nada" } })).status).toBe(404);
    const withProducts = await call("DELETE", "/api/categorias/calzado", { cookie });
    expect(withProducts.status).toBe(409);
    expect(withProducts.body.mensaje).toBe("No se puede eliminar una categoría que tiene productos");
  });

  it("validates the body with Spanish messages", async () => {
    const { cookie } = await sessionAs("admin");
    const res = await call("POST", "/api/categorias", { cookie, body: { id: "Mal Id", nombre: "x" } });
    expect(res.status).toBe(400);
    expect(res.body.errores.id).toBe("El id solo puede tener minúsculas, números y guiones");
    expect(res.body.errores.nombre).toBe("El nombre debe tener al menos 2 caracteres");
  });

  it("answers 401 to a guest, 403 to a shopper and 401 to an expired session", async () => {
    const body = { id: newId(), nombre: "Intento" };
    expect((await call("POST", "/api/categorias", { body })).status).toBe(401);
    const user = await sessionAs("user");
    const forbidden = await call("POST", "/api/categorias", { body, cookie: user.cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.mensaje).toBe("No tienes permisos para realizar esta acción");
    const expired = await sessionAs("admin", { expira: new Date(Date.now() - 1000) });
    expect((await call("POST", "/api/categorias", { body, cookie: expired.cookie })).status).toBe(401);
    const inactive = await sessionAs("admin", { isActive: false });
    expect((await call("POST", "/api/categorias", { body, cookie: inactive.cookie })).status).toBe(401);
  });
});
