import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { invokeRoute } from "../../../scripts/local/lambda-bridge";
import { rawRequest, useTestAppServer } from "./app-server";

/**
 * Attack 7 of the security follow-up: every malformed request is a Spanish 4xx, never a 500 and
 * never an English message.
 */
const ENGLISH = /invalid input|expected|received|unrecognized|required|too (big|small)/i;

const app = useTestAppServer();

describe("malformed requests", () => {
  it("an Origin header that is not a URL is refused as cross-site (403), not a crash", async () => {
    for (const origin of ["http://[::1", "%%%"]) {
      for (const [method, path] of [
        ["POST", "/api/auth/login"],
        ["POST", "/api/auth/logout"],
        ["POST", "/api/promociones/validar"],
      ] as const) {
        const res = await call(method, path, { body: {}, headers: { origin } });
        expect(res.status, `${origin} ${path}`).toBe(403);
        expect(res.body.mensaje).toBe("Solicitud no permitida desde otro sitio");
      }
    }
  });

  it("bad percent-encoding in a path outside /api is a Spanish 400/404 from the local server, not a 500", async () => {
    for (const path of ["/%E0%A4%A", "/tienda/%ZZ", "/img/%E0%A4%A", "/assets/%ZZ.js"]) {
      const res = await rawRequest(app.origin, "GET", path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body, path).not.toMatch(/error|not found/i);
      expect(res.body, path).toMatch(/inválid|no encontrad/i);
    }
  });

  it("a 10 KB path id is refused before it reaches the table (404, not 500)", async () => {
    const admin = await sessionAs("admin");
    const id = "x".repeat(10 * 1024);
    for (const method of ["GET", "DELETE", "PUT"] as const) {
      const res = await call(method, `/api/categorias/${id}`, {
        cookie: admin.cookie,
        body: method === "PUT" ? { nombre: "Ropa" } : undefined,
      });
      expect([400, 404, 405], method).toContain(res.status);
      expect(res.body.mensaje, method).toMatch(/no encontrad|no permitido|inválid/i);
    }
    const del = await call("DELETE", `/api/categorias/${id}`, { cookie: admin.cookie });
    expect(del.status).toBe(404);
    const product = await call("GET", `/api/productos/producto/${id}`);
    expect(product.status).toBe(404);
    // Through the real server too (Node accepts a 10 KB request line).
    const raw = await rawRequest(app.origin, "GET", `/api/productos/producto/${id}`);
    expect(raw.status).toBe(404);
  });

  it("a body of the wrong JSON type answers one clear Spanish message", async () => {
    for (const body of ["[]", "null", '"x"', "42", "true"]) {
      const res = await call("POST", "/api/auth/login", { body, headers: { "content-type": "application/json" } });
      expect(res.status, body).toBe(400);
      expect(res.body.mensaje, body).toBe("El cuerpo de la solicitud debe ser un objeto JSON");
    }
  });

  it("messages zod writes on its own are Spanish (the locale is configured where the API starts)", async () => {
    const { cookie } = await sessionAs("user");
    const res = await call("PUT", "/api/favoritos", { cookie, body: { productos: [], fusionar: "si" } });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).not.toMatch(ENGLISH);
    expect(res.body.mensaje).toMatch(/se esperaba|inválid/i);
  });

  it("unknown fields are refused on every body route of the accounts area, naming the field in Spanish", async () => {
    const user = await sessionAs("user");
    const cases: Array<[string, string, Record<string, unknown>, string | undefined]> = [
      ["POST", "/api/auth/login", { email: "a@b.co", password: "Clave#123", rol: "admin" }, undefined],
      [
        "POST",
        "/api/auth/registro",
        { firstName: "Ana", lastName: "Pérez", email: "x@y.co", password: "Girasol#Azul47", rol: "admin" },
        undefined,
      ],
      ["PUT", "/api/favoritos", { productos: [], rol: "admin" }, user.cookie],
      ["PUT", "/api/carrito", { lineas: [], rol: "admin" }, user.cookie],
      [
        "PUT",
        "/api/carrito",
        { lineas: [{ productoId: "p", talla: "M", color: "Negro", cantidad: 1, rol: 1 }] },
        user.cookie,
      ],
      [
        "PUT",
        "/api/usuarios/me",
        { firstName: "Ana", lastName: "Pérez", email: user.email, rol: "admin" },
        user.cookie,
      ],
      [
        "PUT",
        "/api/usuarios/me/password",
        { currentPassword: "a", newPassword: "Girasol#Azul47", confirmPassword: "Girasol#Azul47", rol: "admin" },
        user.cookie,
      ],
      ["POST", "/api/promociones/validar", { codigo: "SAVE20", rol: "admin" }, undefined],
    ];
    for (const [method, path, body, cookie] of cases) {
      const res = await call(method, path, { body, cookie });
      expect(res.status, path).toBe(400);
      expect(res.body.mensaje, path).toMatch(/rol/);
      expect(res.body.mensaje, path).not.toMatch(ENGLISH);
    }
  });

  it("HEAD on a GET route answers like GET without a body; a wrong method is 405 with Allow", async () => {
    const get = await invokeRoute({ method: "GET", path: "/api/categorias" });
    const head = await invokeRoute({ method: "HEAD", path: "/api/categorias" });
    expect(get?.status).toBe(200);
    expect(head?.status).toBe(200);
    expect(head?.body).toBe("");
    expect(head?.headers["content-type"]).toBe(get?.headers["content-type"]);

    const wrong = await invokeRoute({ method: "PATCH", path: "/api/carrito" });
    expect(wrong?.status).toBe(405);
    expect(wrong?.headers.allow).toBe("GET, HEAD, PUT");
    expect(JSON.parse(wrong!.body).mensaje).toBe("Método no permitido");
    const del = await invokeRoute({ method: "DELETE", path: "/api/productos" });
    expect(del?.status).toBe(405);
    expect(del?.headers.allow).toBe("GET, HEAD, POST");
    // An unknown path is still 404.
    expect(await invokeRoute({ method: "GET", path: "/api/no-existe" })).toBeNull();

    // Through the local server: HEAD sends headers only, 405 carries Allow.
    const rawHead = await rawRequest(app.origin, "HEAD", "/api/categorias");
    expect(rawHead.status).toBe(200);
    expect(rawHead.body).toBe("");
    const raw405 = await rawRequest(app.origin, "PATCH", "/api/carrito");
    expect(raw405.status).toBe(405);
    expect(raw405.headers.allow).toBe("GET, HEAD, PUT");
    const raw404 = await rawRequest(app.origin, "GET", "/api/no-existe");
    expect(raw404.status).toBe(404);
  });
});
