import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";

const newId = () => `estilo-${randomUUID().slice(0, 8)}`;
const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const styleIds = async () =>
  (await call("GET", "/api/estilos")).body.estilos.map((e: { id: string }) => e.id) as string[];

describe("admin styles (POST /api/estilos, PUT|DELETE /api/estilos/{id})", () => {
  it("creates, edits and deletes a style; the public list, the home grid and the style page follow at once", async () => {
    const id = newId();
    const created = await call("POST", "/api/estilos", {
      ...asAdmin,
      body: { id, nombre: "Playero", descripcion: "Para el sol", imagen: "/img/estilos/casual.svg", orden: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body.estilo).toEqual({
      id,
      nombre: "Playero",
      descripcion: "Para el sol",
      imagen: "/img/estilos/casual.svg",
      orden: 1,
    });

    // Ordered by `orden`: the new style (1) comes before the seeded ones (10, 20...).
    const list = (await call("GET", "/api/estilos")).body.estilos as { id: string; orden: number }[];
    expect(list[0]!.id).toBe(id);
    const grid = await call("GET", "/api/contenido/estilos");
    expect(grid.body.estilos[0]).toEqual({
      id,
      nombre: "Playero",
      descripcion: "Para el sol",
      imagen: "/img/estilos/casual.svg",
      enlace: `/categoria/${id}`,
    });
    // The seeded sports tile keeps its stored link.
    expect(grid.body.estilos.find((t: { id: string }) => t.id === "deportes").enlace).toBe(
      "/tienda/deportes?subcategoria=gimnasio",
    );
    expect((await call("GET", "/api/productos/producto", { query: { estilo: id } })).status).toBe(200);

    const edited = await call("PUT", `/api/estilos/${id}`, {
      ...asAdmin,
      body: { nombre: "Playa", descripcion: "Sol y arena", imagen: "", orden: 900 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.estilo).toMatchObject({ id, nombre: "Playa", orden: 900 });
    const after = (await call("GET", "/api/estilos")).body.estilos as { id: string; nombre: string }[];
    expect(after.at(-1)).toMatchObject({ id, nombre: "Playa" });

    expect((await call("DELETE", `/api/estilos/${id}`, asAdmin)).status).toBe(200);
    expect(await styleIds()).not.toContain(id);
    expect((await call("GET", "/api/productos/producto", { query: { estilo: id } })).status).toBe(404);
  });

  it("refuses to delete a style that products use, naming how many (409)", async () => {
    const res = await call("DELETE", "/api/estilos/formal", asAdmin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toMatch(/^No se puede eliminar el estilo: lo usan \d+ productos$/);
    expect(await styleIds()).toContain("formal");
  });

  it("answers 409 for a duplicate id, 404 for an unknown one, 400 in Spanish for bad input", async () => {
    const dup = await call("POST", "/api/estilos", { ...asAdmin, body: { id: "casual", nombre: "Casual" } });
    expect(dup.status).toBe(409);
    expect(dup.body.mensaje).toBe("Ya existe un estilo con ese id");
    const missing = await call("PUT", `/api/estilos/${newId()}`, { ...asAdmin, body: { nombre: "Nada" } });
    expect(missing.status).toBe(404);
    expect(missing.body.mensaje).toBe("Estilo no encontrado");
    expect((await call("DELETE", `/api/estilos/${newId()}`, asAdmin)).status).toBe(404);
    const bad = await call("POST", "/api/estilos", {
      ...asAdmin,
      body: { id: "-mal-", nombre: "", orden: -1, imagen: "javascript:alert(1)", descripcion: "x".repeat(301) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errores).toMatchObject({
      id: "El id solo puede tener minúsculas, números y guiones",
      nombre: "El nombre debe tener al menos 2 caracteres",
      orden: "El orden debe ser un número entero entre 0 y 999",
      imagen: "Sube una imagen o usa una ruta /img/ de la tienda",
      descripcion: "La descripción no puede superar 300 caracteres",
    });
    const extra = await call("POST", "/api/estilos", { ...asAdmin, body: { id: newId(), nombre: "Extra", precio: 1 } });
    expect(extra.status).toBe(400);
  });

  it("records the change in the activity feed", async () => {
    const id = newId();
    await call("POST", "/api/estilos", { ...asAdmin, body: { id, nombre: `Feed ${id}` } });
    const feed = (await call("GET", "/api/admin/actividad", asAdmin)).body as { descripcion: string; enlace: string }[];
    const entry = feed.find((a) => a.descripcion.includes(`Feed ${id}`));
    expect(entry?.enlace).toBe("/admin/tienda/estilos");
    expect(entry?.descripcion).toMatch(/creó el estilo/);
    await call("DELETE", `/api/estilos/${id}`, asAdmin);
  });

  it("answers 401 to a guest and 403 to a shopper; the public list needs no session", async () => {
    const body = { id: newId(), nombre: "Intento" };
    expect((await call("POST", "/api/estilos", { body })).status).toBe(401);
    expect((await call("PUT", "/api/estilos/casual", { body })).status).toBe(401);
    expect((await call("DELETE", "/api/estilos/casual")).status).toBe(401);
    const user = await sessionAs("user");
    expect((await call("POST", "/api/estilos", { body, cookie: user.cookie })).status).toBe(403);
    expect((await call("PUT", "/api/estilos/casual", { body, cookie: user.cookie })).status).toBe(403);
    expect((await call("DELETE", "/api/estilos/casual", { cookie: user.cookie })).status).toBe(403);
    const pub = await call("GET", "/api/estilos");
    expect(pub.status).toBe(200);
    expect(pub.headers["cache-control"]).toMatch(/^public/);
  });
});
