import { randomUUID } from "node:crypto";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";
import { uploadProductImage } from "../helpers/uploads";
import { s3 } from "../../functions/src/lib/s3";
import { env } from "../../functions/src/lib/env";

const newId = () => `cat-${randomUUID().slice(0, 8)}`;
const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const uploadImage = (bytes?: Buffer) => uploadProductImage(asAdmin, bytes);

const publicIds = async () =>
  (await call("GET", "/api/categorias")).body.categorias.map((c: { id: string }) => c.id) as string[];

async function productIn(categoria_id: string, subcategoria_id?: string) {
  const res = await call("POST", "/api/productos", {
    ...asAdmin,
    body: {
      nombre: `Prenda ${randomUUID().slice(0, 6)}`,
      descripcion: "Prenda de prueba",
      precio: 20,
      categoria_id,
      ...(subcategoria_id && { subcategoria_id }),
      estilo_id: "casual",
      tallas: ["M"],
      colores: ["Negro"],
      stock_variantes: { "M|Negro": 1 },
      imagenes: [],
    },
  });
  expect(res.status).toBe(201);
  return res.body.producto.id as string;
}

describe("admin category management", () => {
  it("creates with description and a checked image, renames keeping the slug, orders, hides and deletes", async () => {
    const id = newId();
    const imagen = await uploadImage();
    const created = await call("POST", "/api/categorias", {
      ...asAdmin,
      body: {
        id,
        nombre: "Ropa de Baño",
        descripcion: "Para la playa",
        imagen,
        orden: 5,
        subcategorias: [{ id: "bikinis", nombre: "Bikinis" }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.categoria).toMatchObject({
      id,
      descripcion: "Para la playa",
      orden: 5,
      oculto: false,
      productos: 0,
    });
    // The upload was checked and published outside the staging prefix.
    expect(created.body.categoria.imagen).toMatch(/^\/img\/contenido\/[0-9a-f-]+\.png$/);
    await s3().send(
      new HeadObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: created.body.categoria.imagen.slice(1) }),
    );

    // A read right after the write sees it (the public list, then the admin's with counts).
    const listed = (await call("GET", "/api/categorias")).body.categorias as { id: string; orden: number }[];
    expect(listed.map((c) => c.id)).toContain(id);
    expect(listed.map((c) => c.orden)).toEqual([...listed.map((c) => c.orden)].sort((a, b) => a - b));

    const renamed = await call("PUT", `/api/categorias/${id}`, {
      ...asAdmin,
      body: {
        nombre: "Baño y Playa",
        descripcion: "Para la playa",
        imagen: created.body.categoria.imagen,
        oculto: true,
        subcategorias: [{ id: "bikinis", nombre: "Bikinis" }],
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.categoria).toMatchObject({ id, nombre: "Baño y Playa", oculto: true });
    // Hidden: gone from the storefront's menus, still in the admin's list.
    expect(await publicIds()).not.toContain(id);
    const adminList = await call("GET", "/api/admin/categorias", asAdmin);
    expect(adminList.body.categorias.find((c: { id: string }) => c.id === id)).toMatchObject({
      oculto: true,
      productos: 0,
    });

    expect((await call("DELETE", `/api/categorias/${id}`, asAdmin)).status).toBe(200);
    expect(
      (await call("GET", "/api/admin/categorias", asAdmin)).body.categorias.some((c: { id: string }) => c.id === id),
    ).toBe(false);
  });

  it("changes a slug on purpose while no product uses it; a taken slug is 409", async () => {
    const id = newId();
    const otro = newId();
    await call("POST", "/api/categorias", { ...asAdmin, body: { id, nombre: "Temporal" } });
    await call("POST", "/api/categorias", { ...asAdmin, body: { id: otro, nombre: "Otra" } });
    const taken = await call("PUT", `/api/categorias/${id}`, { ...asAdmin, body: { id: otro, nombre: "Temporal" } });
    expect(taken.status).toBe(409);
    expect(taken.body.mensaje).toBe("Ya existe una categoría con ese id");
    const nuevo = newId();
    const moved = await call("PUT", `/api/categorias/${id}`, { ...asAdmin, body: { id: nuevo, nombre: "Temporal" } });
    expect(moved.status).toBe(200);
    const ids = await publicIds();
    expect(ids).toContain(nuevo);
    expect(ids).not.toContain(id);
  });

  it("refuses to delete, re-slug or drop a subcategory that products use, naming how many (409)", async () => {
    const id = newId();
    await call("POST", "/api/categorias", {
      ...asAdmin,
      body: {
        id,
        nombre: "Con Productos",
        subcategorias: [
          { id: "camisas", nombre: "Camisas" },
          { id: "gorras", nombre: "Gorras" },
        ],
      },
    });
    await productIn(id, "camisas");
    await productIn(id, "camisas");
    const del = await call("DELETE", `/api/categorias/${id}`, asAdmin);
    expect(del.status).toBe(409);
    expect(del.body.mensaje).toBe("No se puede eliminar la categoría: la usan 2 productos");
    const reslug = await call("PUT", `/api/categorias/${id}`, {
      ...asAdmin,
      body: { id: newId(), nombre: "Con Productos" },
    });
    expect(reslug.status).toBe(409);
    expect(reslug.body.mensaje).toBe("No se puede cambiar el id de la categoría: la usan 2 productos");
    const drop = await call("PUT", `/api/categorias/${id}`, {
      ...asAdmin,
      body: { nombre: "Con Productos", subcategorias: [{ id: "gorras", nombre: "Gorras" }] },
    });
    expect(drop.status).toBe(409);
    expect(drop.body.mensaje).toBe("No se puede quitar la subcategoría «Camisas»: la usan 2 productos");
    // An unused subcategory may go, and the count shows in the admin's list.
    const ok = await call("PUT", `/api/categorias/${id}`, {
      ...asAdmin,
      body: { nombre: "Con Productos", subcategorias: [{ id: "camisas", nombre: "Camisas" }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.categoria.productos).toBe(2);
  });

  it("renaming a category, a subcategory or a style renames it on its products at once (product page and lists)", async () => {
    const id = newId();
    const estilo = `est-${randomUUID().slice(0, 8)}`;
    await call("POST", "/api/estilos", { ...asAdmin, body: { id: estilo, nombre: "Estilo Viejo" } });
    await call("POST", "/api/categorias", {
      ...asAdmin,
      body: { id, nombre: "Nombre Viejo", subcategorias: [{ id: "polos", nombre: "Polos Viejos" }] },
    });
    const created = await call("POST", "/api/productos", {
      ...asAdmin,
      body: {
        nombre: `Prenda ${randomUUID().slice(0, 6)}`,
        descripcion: "Prenda de prueba",
        precio: 20,
        categoria_id: id,
        subcategoria_id: "polos",
        estilo_id: estilo,
        tallas: ["M"],
        colores: ["Negro"],
        stock_variantes: { "M|Negro": 1 },
        imagenes: [],
      },
    });
    expect(created.status).toBe(201);
    const productId = created.body.producto.id as string;

    expect(
      (
        await call("PUT", `/api/categorias/${id}`, {
          ...asAdmin,
          body: { nombre: "Nombre Nuevo", subcategorias: [{ id: "polos", nombre: "Polos Nuevos" }] },
        })
      ).status,
    ).toBe(200);
    expect((await call("PUT", `/api/estilos/${estilo}`, { ...asAdmin, body: { nombre: "Estilo Nuevo" } })).status).toBe(
      200,
    );

    const names = {
      categoria_nombre: "Nombre Nuevo",
      subcategoria_nombre: "Polos Nuevos",
      estilo_nombre: "Estilo Nuevo",
    };
    expect((await call("GET", `/api/productos/producto/${productId}`)).body).toMatchObject(names);
    for (const path of ["/api/productos", "/api/productos/producto"]) {
      const listed = await call("GET", path, { query: { categoria: id } });
      expect(listed.status).toBe(200);
      expect(listed.body.productos.find((p: { id: string }) => p.id === productId)).toMatchObject(names);
    }
  });

  it("answers 404 for an unknown id and 409 for a duplicate id", async () => {
    expect(
      (await call("POST", "/api/categorias", { ...asAdmin, body: { id: "calzado", nombre: "Calzado" } })).status,
    ).toBe(409);
    const put = await call("PUT", `/api/categorias/${newId()}`, { ...asAdmin, body: { nombre: "Nada" } });
    expect(put.status).toBe(404);
    expect(put.body.mensaje).toBe("Categoría no encontrada");
    expect((await call("DELETE", `/api/categorias/${newId()}`, asAdmin)).status).toBe(404);
  });

  it("validates the body with Spanish messages", async () => {
    const res = await call("POST", "/api/categorias", {
      ...asAdmin,
      body: {
        id: "Mal Id",
        nombre: "x",
        orden: 1.5,
        imagen: "https://otro.sitio/x.png",
        subcategorias: [
          { id: "a", nombre: "Aa" },
          { id: "a", nombre: "Bb" },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errores.id).toBe("El id solo puede tener minúsculas, números y guiones");
    expect(res.body.errores.nombre).toBe("El nombre debe tener al menos 2 caracteres");
    expect(res.body.errores.orden).toBe("El orden debe ser un número entero entre 0 y 999");
    expect(res.body.errores.imagen).toBe("Sube una imagen o usa una ruta /img/ de la tienda");
    expect(res.body.errores.subcategorias).toBe("Cada subcategoría necesita un id distinto");
    // An upload that is not an image (magic bytes) is refused, never published.
    const html = await uploadImage(Buffer.from("<html><script>alert(1)</script></html>"));
    const bad = await call("POST", "/api/categorias", {
      ...asAdmin,
      body: { id: newId(), nombre: "Falsa", imagen: html },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.mensaje).toBe("Por favor selecciona una imagen válida");
  });

  it("records each change in the activity feed with who made it", async () => {
    const id = newId();
    await call("POST", "/api/categorias", { ...asAdmin, body: { id, nombre: `Feed ${id}` } });
    const feed = await call("GET", "/api/admin/actividad", asAdmin);
    const entry = (feed.body as { tipo: string; descripcion: string; enlace: string | null }[]).find((a) =>
      a.descripcion.includes(`Feed ${id}`),
    );
    expect(entry).toMatchObject({ tipo: "tienda", enlace: "/admin/tienda/categorias" });
    expect(entry!.descripcion).toMatch(/creó la categoría/);
  });

  it("answers 401 to a guest, 403 to a shopper and 401 to an expired session", async () => {
    const body = { id: newId(), nombre: "Intento" };
    expect((await call("POST", "/api/categorias", { body })).status).toBe(401);
    expect((await call("GET", "/api/admin/categorias")).status).toBe(401);
    const user = await sessionAs("user");
    const forbidden = await call("POST", "/api/categorias", { body, cookie: user.cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.mensaje).toBe("No tienes permisos para realizar esta acción");
    expect((await call("PUT", "/api/categorias/calzado", { body, cookie: user.cookie })).status).toBe(403);
    expect((await call("DELETE", "/api/categorias/calzado", { cookie: user.cookie })).status).toBe(403);
    expect((await call("GET", "/api/admin/categorias", { cookie: user.cookie })).status).toBe(403);
    const expired = await sessionAs("admin", { expira: new Date(Date.now() - 1000) });
    expect((await call("POST", "/api/categorias", { body, cookie: expired.cookie })).status).toBe(401);
    const inactive = await sessionAs("admin", { isActive: false });
    expect((await call("POST", "/api/categorias", { body, cookie: inactive.cookie })).status).toBe(401);
  });
});
