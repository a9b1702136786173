import { afterAll, describe, expect, it } from "vitest";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";
import { uploadProductImage } from "../helpers/uploads";
import { s3 } from "../../functions/src/lib/s3";
import { env } from "../../functions/src/lib/env";
import { getCatalogueVersion } from "../../functions/src/data/products";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };
const shopper = await sessionAs("user");

const uploadImage = (bytes?: Buffer) => uploadProductImage(asAdmin, bytes);

const stats = [
  { numero: "1", etiqueta: "Uno" },
  { numero: "2", etiqueta: "Dos" },
  { numero: "3", etiqueta: "Tres" },
];
const slide = (over: Record<string, unknown> = {}) => ({
  id: "prueba",
  titulo: "REBAJAS DE PRUEBA",
  descripcion: "Una diapositiva escrita por la prueba.",
  textoBoton: "Ver",
  enlaceBoton: "/ofertas",
  imagen: "/img/hero/coleccion.svg",
  altImagen: "Ropa en oferta",
  tema: "dark",
  estadisticas: stats,
  ...over,
});

// The seeded hero and top-selling title go back as they were, for the other test files.
const { bloques } = (await call("GET", "/api/admin/contenido", asAdmin)).body;
afterAll(async () => {
  await call("PUT", "/api/contenido/hero", { ...asAdmin, body: bloques.hero });
  await call("PUT", "/api/contenido/mas-vendidos", { ...asAdmin, body: bloques["mas-vendidos"] });
});

describe("content admin routes are for admins only", () => {
  it.each([
    ["PUT", "/api/contenido/hero"],
    ["DELETE", "/api/contenido/hero"],
    ["GET", "/api/admin/contenido"],
    ["PUT", "/api/paginas/acerca"],
    ["DELETE", "/api/paginas/acerca"],
    ["GET", "/api/admin/paginas"],
    ["POST", "/api/testimonio"],
    ["PUT", "/api/testimonio/t01"],
    ["DELETE", "/api/testimonio/t01"],
    ["GET", "/api/admin/testimonios"],
  ])("%s %s: 401 for guests, 403 for shoppers", async (method, path) => {
    const body = method === "GET" || method === "DELETE" ? undefined : {};
    const guest = await call(method, path, { body });
    expect(guest.status).toBe(401);
    expect(guest.body.mensaje).toBe("Debes iniciar sesión para realizar esta acción");
    const forbidden = await call(method, path, { body, cookie: shopper.cookie });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.mensaje).toBe("No tienes permisos para realizar esta acción");
  });
});

describe("PUT /api/contenido/{clave}", () => {
  it("publishes a new hero at once, with an uploaded image, bumps the version and tells the activity feed", async () => {
    const before = await getCatalogueVersion();
    const clave = await uploadImage();
    const res = await call("PUT", "/api/contenido/hero", {
      ...asAdmin,
      body: { diapositivas: [slide({ imagen: clave })] },
    });
    expect(res.status).toBe(200);
    const imagen = res.body.datos.diapositivas[0].imagen as string;
    expect(imagen).toMatch(/^\/img\/contenido\/[0-9a-f-]{36}\.png$/);
    // Published where the storefront reads images; the staged upload is gone.
    await s3().send(new HeadObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: imagen.slice(1) }));
    await expect(s3().send(new HeadObjectCommand({ Bucket: env().IMAGES_BUCKET, Key: clave }))).rejects.toThrow();

    const pub = await call("GET", "/api/contenido/hero");
    expect(pub.body.diapositivas).toHaveLength(1);
    expect(pub.body.diapositivas[0]).toMatchObject({ titulo: "REBAJAS DE PRUEBA", tema: "dark", imagen });
    expect(await getCatalogueVersion()).toBeGreaterThan(before);

    const feed = await call("GET", "/api/admin/actividad", asAdmin);
    expect(feed.body).toContainEqual(
      expect.objectContaining({
        tipo: "tienda",
        descripcion: "Prueba Admin actualizó el hero de inicio",
        enlace: "/admin/tienda/inicio",
      }),
    );
  });

  it("stores only a product section's title (its products stay live)", async () => {
    const res = await call("PUT", "/api/contenido/mas-vendidos", { ...asAdmin, body: { titulo: "LO MÁS PEDIDO" } });
    expect(res.status).toBe(200);
    const pub = await call("GET", "/api/contenido/mas-vendidos");
    expect(pub.body.titulo).toBe("LO MÁS PEDIDO");
    expect(pub.body.productos.length).toBeGreaterThan(0);
  });

  it.each([
    [
      "three statistics per slide",
      { diapositivas: [slide({ estadisticas: stats.slice(0, 2) })] },
      "diapositivas.0.estadisticas",
      "Cada diapositiva lleva tres estadísticas",
    ],
    [
      "tema dark or light",
      { diapositivas: [slide({ tema: "azul" })] },
      "diapositivas.0.tema",
      "El tema debe ser dark o light",
    ],
    [
      "a javascript: link",
      { diapositivas: [slide({ enlaceBoton: "javascript:alert(1)" })] },
      "diapositivas.0.enlaceBoton",
      "El enlace debe ser una ruta de la tienda (/...) o una dirección https://",
    ],
    [
      "a protocol-relative link",
      { diapositivas: [slide({ enlaceBoton: "//evil.example" })] },
      "diapositivas.0.enlaceBoton",
      "El enlace debe ser una ruta de la tienda (/...) o una dirección https://",
    ],
    [
      "an image outside the store",
      { diapositivas: [slide({ imagen: "https://evil.example/x.png" })] },
      "diapositivas.0.imagen",
      "Sube una imagen o usa una ruta /img/ de la tienda",
    ],
    [
      "a title too long",
      { diapositivas: [slide({ titulo: "x".repeat(81) })] },
      "diapositivas.0.titulo",
      "Máximo 80 caracteres",
    ],
    ["an unknown field", { diapositivas: [slide()], rol: "admin" }, "rol", "Campo no permitido: rol"],
  ])("refuses %s with a Spanish 400", async (_what, body, campo, mensaje) => {
    const res = await call("PUT", "/api/contenido/hero", { ...asAdmin, body });
    expect(res.status).toBe(400);
    expect(res.body.errores[campo]).toBe(mensaje);
  });

  it("refuses banner colours that are not #rrggbb and an unknown key (404)", async () => {
    const banner = {
      texto: "Hola",
      textoEnlace: "",
      enlace: "/registro",
      colorDeFondo: "red",
      colorDeTexto: "#fff",
      cerrable: true,
    };
    const res = await call("PUT", "/api/contenido/banner", { ...asAdmin, body: banner });
    expect(res.status).toBe(400);
    expect(res.body.errores).toMatchObject({
      colorDeFondo: "El color debe tener el formato #rrggbb",
      colorDeTexto: "El color debe tener el formato #rrggbb",
    });
    const unknown = await call("PUT", "/api/contenido/portada", { ...asAdmin, body: { titulo: "x" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.mensaje).toBe("Contenido no encontrado");
  });

  it("refuses an upload that is not an image (magic bytes)", async () => {
    const clave = await uploadImage(Buffer.from("<html><script>alert(1)</script></html>".padEnd(64, " ")));
    const res = await call("PUT", "/api/contenido/hero", {
      ...asAdmin,
      body: { diapositivas: [slide({ imagen: clave })] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errores["diapositivas.0.imagen"]).toBeTruthy();
  });
});

describe("info pages", () => {
  it("serves the seeded pages, null at a free slug, 404 where no page can be, and shows an edit at once", async () => {
    const seeded = await call("GET", "/api/paginas/privacidad");
    expect(seeded.status).toBe(200);
    expect(seeded.body.titulo).toBe("Política de privacidad");
    expect(seeded.headers["cache-control"]).toContain("public");
    // Any free slug may hold a page (issue 46, item 8): none written there is null.
    const free = await call("GET", "/api/paginas/no-existe");
    expect(free.status).toBe(200);
    expect(free.body).toBeNull();
    // An address the store uses itself, or a malformed one, can be no page.
    for (const slug of ["tienda", "No-Existe"]) {
      const unknown = await call("GET", `/api/paginas/${slug}`);
      expect(unknown.status, slug).toBe(404);
      expect(unknown.body.mensaje).toBe("Página no encontrada");
    }

    const pagina = {
      titulo: "Trabajos",
      resumen: "Lo que hacemos.",
      secciones: [{ titulo: "2026", parrafos: ["Una colección cápsula."], lista: ["Uno"] }],
    };
    const put = await call("PUT", "/api/paginas/trabajos", { ...asAdmin, body: pagina });
    expect(put.status).toBe(200);
    expect((await call("GET", "/api/paginas/trabajos")).body).toEqual(pagina);
    const list = await call("GET", "/api/admin/paginas", asAdmin);
    expect(list.body.paginas.find((p: { slug: string }) => p.slug === "trabajos").pagina).toEqual(pagina);
  });

  it("removes a page (null to the storefront) and validates with Spanish messages", async () => {
    const pagina = { titulo: "YouTube", resumen: "", secciones: [{ parrafos: ["Vídeos."] }] };
    expect((await call("PUT", "/api/paginas/youtube", { ...asAdmin, body: pagina })).status).toBe(200);
    expect((await call("DELETE", "/api/paginas/youtube", asAdmin)).status).toBe(200);
    const gone = await call("GET", "/api/paginas/youtube");
    expect(gone.status).toBe(200);
    expect(gone.body).toBeNull();
    expect((await call("DELETE", "/api/paginas/youtube", asAdmin)).status).toBe(404);
    expect((await call("PUT", "/api/paginas/carrito", { ...asAdmin, body: pagina })).status).toBe(400);

    const bad = await call("PUT", "/api/paginas/youtube", {
      ...asAdmin,
      body: { titulo: "", secciones: [{ parrafos: [] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errores.titulo).toBe("El título es requerido");
    expect(bad.body.errores.secciones).toBe("Cada sección necesita al menos un párrafo o un elemento de lista");
  });
});

describe("testimonials", () => {
  it("creates, hides, shows, edits and deletes a testimonial; the public list shows only visible ones", async () => {
    const body = {
      nombre: "Lucía Prueba",
      texto: "Muy buena atención.",
      calificacion: 4,
      ubicacion: "Mérida",
      producto: "Camisa",
    };
    const created = await call("POST", "/api/testimonio", { ...asAdmin, body });
    expect(created.status).toBe(201);
    const t = created.body.testimonio;
    expect(t).toMatchObject({ ...body, oculto: false, verificado: false, imagen: "" });
    const ids = async () => (await call("GET", "/api/testimonio")).body.map((x: { id: string }) => x.id);
    expect(await ids()).toContain(t.id);
    expect((await call("GET", "/api/testimonio")).body.find((x: { id: string }) => x.id === t.id)).not.toHaveProperty(
      "oculto",
    );

    const hidden = await call("PUT", `/api/testimonio/${t.id}`, { ...asAdmin, body: { ...body, oculto: true } });
    expect(hidden.status).toBe(200);
    expect(await ids()).not.toContain(t.id);
    const adminList = await call("GET", "/api/admin/testimonios", asAdmin);
    expect(adminList.body.find((x: { id: string }) => x.id === t.id)).toMatchObject({ oculto: true });
    // Editing keeps the purchase date.
    const edited = await call("PUT", `/api/testimonio/${t.id}`, {
      ...asAdmin,
      body: { ...body, texto: "Excelente.", calificacion: 5 },
    });
    expect(edited.body.testimonio).toMatchObject({
      texto: "Excelente.",
      calificacion: 5,
      oculto: false,
      fechaCompra: t.fechaCompra,
    });
    expect(await ids()).toContain(t.id);

    const feed = (await call("GET", "/api/admin/actividad", asAdmin)).body.map(
      (a: { descripcion: string }) => a.descripcion,
    );
    expect(feed).toContain("Prueba Admin ocultó el testimonio de Lucía Prueba");

    expect((await call("DELETE", `/api/testimonio/${t.id}`, asAdmin)).status).toBe(200);
    expect(await ids()).not.toContain(t.id);
    const again = await call("DELETE", `/api/testimonio/${t.id}`, asAdmin);
    expect(again.status).toBe(404);
    expect(again.body.mensaje).toBe("Testimonio no encontrado");
    expect((await call("PUT", `/api/testimonio/${t.id}`, { ...asAdmin, body })).status).toBe(404);
  });

  it("validates the rating and the photo with Spanish messages", async () => {
    const res = await call("POST", "/api/testimonio", {
      ...asAdmin,
      body: { nombre: "X", texto: "Y", calificacion: 6, imagen: "/etc/passwd" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errores.calificacion).toBe("La calificación debe ser un número del 1 al 5");
    expect(res.body.errores.imagen).toBeTruthy();
  });

  it("takes a photo through the checked upload", async () => {
    const clave = await uploadImage();
    const res = await call("POST", "/api/testimonio", {
      ...asAdmin,
      body: { nombre: "Foto Prueba", texto: "Con foto.", calificacion: 5, imagen: clave, oculto: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.testimonio.imagen).toMatch(/^\/img\/contenido\/[0-9a-f-]{36}\.png$/);
    await call("DELETE", `/api/testimonio/${res.body.testimonio.id}`, asAdmin);
  });
});
