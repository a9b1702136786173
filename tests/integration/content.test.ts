import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";
import { sessionAs } from "../helpers/sessions";

describe("GET /api/categorias", () => {
  it("returns the eight category groups with subcategories, in order", async () => {
    const res = await call("GET", "/api/categorias");
    expect(res.status).toBe(200);
    const ids: string[] = res.body.categorias.map((c: { id: string }) => c.id);
    const seeded = ["ropa-hombre", "ropa-mujer", "calzado", "accesorios", "deportes", "infantil", "temporada", "marcas"];
    // Other files' tests create (and remove) categories of their own in the same store meanwhile.
    expect(ids.filter((id) => seeded.includes(id))).toEqual(seeded);
    for (const c of res.body.categorias) expect(c.subcategorias.length).toBeLessThanOrEqual(8);
  });
});

describe("GET /api/testimonio", () => {
  it("returns an array of testimonials, newest purchase first", async () => {
    const res = await call("GET", "/api/testimonio");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(3);
    const dates = res.body.map((t: { fechaCompra: string }) => t.fechaCompra);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("GET /api/contenido/{clave}", () => {
  it("returns the banner with the spec's default text", async () => {
    const res = await call("GET", "/api/contenido/banner");
    expect(res.status).toBe(200);
    expect(res.body.texto).toBe("Regístrate y obtén 20% de descuento en tu primera compra.");
    expect(res.body.cerrable).toBe(true);
  });

  it.each([
    ["navegacion", "elementosMenu"],
    ["footer", "columnas"],
    ["hero", "diapositivas"],
    ["marcas", "marcas"],
    ["estilos", "estilos"],
  ])("returns the %s block with its %s list", async (clave, lista) => {
    const res = await call("GET", `/api/contenido/${clave}`);
    expect(res.status).toBe(200);
    expect(res.body[lista].length).toBeGreaterThan(0);
  });

  it("returns the newsletter block with its form texts", async () => {
    const res = await call("GET", "/api/contenido/newsletter");
    expect(res.body.placeholderEmail).toBeTruthy();
    expect(res.body.textoBoton).toBeTruthy();
  });

  it("fills the new arrivals and top selling sections from the live catalogue", async () => {
    const nuevos = await call("GET", "/api/contenido/nuevos");
    expect(nuevos.body.titulo).toBe("NUEVOS PRODUCTOS");
    expect(nuevos.body.productos.length).toBeGreaterThan(0);
    const top = await call("GET", "/api/contenido/mas-vendidos");
    const counts = top.body.productos.map((p: { contador_carrito: number }) => p.contador_carrito);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it("answers 404 for an unknown key", async () => {
    const res = await call("GET", "/api/contenido/secreto");
    expect(res.status).toBe(404);
    expect(res.body.mensaje).toBe("Contenido no encontrado");
  });
});

describe("POST /api/newsletter", () => {
  it("answers every sign-up alike, normalising case and spaces (double opt-in: security/newsletter-double-opt-in)", async () => {
    const email = `Ana.${randomUUID()}@Ejemplo.com`;
    const first = await call("POST", "/api/newsletter", { body: { email: `  ${email} ` } });
    expect(first.status).toBe(202);
    expect(first.body.mensaje).toMatch(/confirmar tu suscripción/);
    const again = await call("POST", "/api/newsletter", { body: { email: email.toLowerCase() } });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
  });

  it.each([
    [{}, "Por favor ingresa tu email"],
    [{ email: "" }, "Por favor ingresa tu email"],
    [{ email: "no-es-email" }, "Por favor ingresa un email válido"],
    [{ email: 42 }, "Por favor ingresa tu email"],
  ])("rejects %o with '%s'", async (body, mensaje) => {
    const res = await call("POST", "/api/newsletter", { body });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe(mensaje);
    expect(res.body.errores.email).toBe(mensaje);
  });

  it("refuses unknown fields by name and subscribes nobody", async () => {
    const email = `campo.${randomUUID()}@ejemplo.com`;
    const res = await call("POST", "/api/newsletter", { body: { email, rol: "admin" } });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toContain("rol");
    const { getNewsletterState } = await import("../../functions/src/data/newsletter");
    expect(await getNewsletterState(email)).toBeNull();
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call("POST", "/api/newsletter", { body: "{email:" });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe("El cuerpo de la solicitud no es JSON válido");
  });

  it("refuses a cross-site post (no SPA header) with 403", async () => {
    const res = await call("POST", "/api/newsletter", { body: { email: "x@ejemplo.com" }, crossSite: true });
    expect(res.status).toBe(403);
  });

  it("refuses a post from another origin even with the header", async () => {
    const res = await call("POST", "/api/newsletter", {
      body: { email: "x@ejemplo.com" },
      headers: { origin: "https://malicioso.example" },
    });
    expect(res.status).toBe(403);
  });
});

// Writes that every reader of these blocks would see: here, in this file's order, not beside them.
describe("admin writes the public blocks read", () => {
  it("a banner switched off answers null to shoppers and keeps its texts for the admin", async () => {
    const { cookie } = await sessionAs("admin");
    const banner = (await call("GET", "/api/admin/contenido", { cookie })).body.bloques.banner;
    expect((await call("PUT", "/api/contenido/banner", { cookie, body: { ...banner, activo: false } })).status).toBe(200);
    expect((await call("GET", "/api/contenido/banner")).body).toBeNull();
    expect((await call("GET", "/api/admin/contenido", { cookie })).body.bloques.banner.texto).toBe(banner.texto);
    expect((await call("PUT", "/api/contenido/banner", { cookie, body: banner })).status).toBe(200);
    expect((await call("GET", "/api/contenido/banner")).body.texto).toBe(banner.texto);
  });

  it("a removed block answers null to shoppers, and 404 to a second removal", async () => {
    const { cookie } = await sessionAs("admin");
    expect((await call("DELETE", "/api/contenido/newsletter", { cookie })).status).toBe(200);
    expect((await call("GET", "/api/contenido/newsletter")).body).toBeNull();
    const again = await call("DELETE", "/api/contenido/newsletter", { cookie });
    expect(again.status).toBe(404);
    expect(again.body.mensaje).toBe("Contenido no encontrado");
    const newsletter = {
      titulo: "MANTENTE AL DÍA CON NUESTRAS ÚLTIMAS OFERTAS",
      subtitulo: "Suscríbete a nuestro newsletter y obtén 20% de descuento en tu primera compra.",
      placeholderEmail: "Ingresa tu email",
      textoBoton: "Suscribirse",
    };
    expect((await call("PUT", "/api/contenido/newsletter", { cookie, body: newsletter })).status).toBe(200);
    expect((await call("GET", "/api/contenido/newsletter")).body).toMatchObject(newsletter);
  });
});
