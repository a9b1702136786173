import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";

const admin = await sessionAs("admin");
const shopper = await sessionAs("user");
const asAdmin = { cookie: admin.cookie };

/** A code no other test uses. */
const newCode = (prefix = "T") => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;

const create = (body: Record<string, unknown>) => call("POST", "/api/admin/promociones", { ...asAdmin, body });

describe("admin promo code routes: who may call them", () => {
  const routes: Array<[string, string, unknown]> = [
    ["GET", "/api/admin/promociones", undefined],
    ["POST", "/api/admin/promociones", { codigo: "NADIE10", porcentaje: 10 }],
    ["PUT", "/api/admin/promociones/SAVE20", { activo: false }],
    ["DELETE", "/api/admin/promociones/SAVE20", undefined],
  ];

  it.each(routes)(
    "%s %s: 401 for a guest, 403 for a shopper, and the code stays as it was",
    async (method, path, body) => {
      const guest = await call(method, path, { body });
      expect(guest.status).toBe(401);
      expect(guest.body.mensaje).toBe("Debes iniciar sesión para realizar esta acción");
      const notAdmin = await call(method, path, { body, cookie: shopper.cookie });
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.body.mensaje).toBe("No tienes permisos para realizar esta acción");
      const save20 = await call("POST", "/api/promociones/validar", { body: { codigo: "SAVE20", subtotal: 100 } });
      expect(save20.status).toBe(200);
    },
  );
});

describe("POST /api/admin/promociones", () => {
  it("creates a code in upper case with its rules (money in USD) and lists it with 0 uses", async () => {
    const codigo = newCode();
    const res = await create({
      codigo: codigo.toLowerCase(),
      porcentaje: 25,
      desde: "2026-01-01T00:00:00-04:00",
      hasta: "2099-01-01T00:00:00Z",
      usos_maximos: 100,
      una_vez_por_cliente: true,
      subtotal_minimo: 49.99,
    });
    expect(res.status).toBe(201);
    expect(res.body.promocion).toMatchObject({
      codigo,
      porcentaje: 25,
      desde: "2026-01-01T04:00:00.000Z",
      hasta: "2099-01-01T00:00:00.000Z",
      usos_maximos: 100,
      una_vez_por_cliente: true,
      subtotal_minimo: 49.99,
      activo: true,
      usos: 0,
    });
    const list = await call("GET", "/api/admin/promociones", asAdmin);
    expect(list.status).toBe(200);
    expect(list.body.promociones).toContainEqual(res.body.promocion);
    // A code without rules: optional ones null, active by default.
    const plain = await create({ codigo: newCode(), porcentaje: 5 });
    expect(plain.body.promocion).toMatchObject({
      desde: null,
      hasta: null,
      usos_maximos: null,
      subtotal_minimo: null,
      una_vez_por_cliente: false,
      activo: true,
    });
  });

  it.each([
    [
      { codigo: "A", porcentaje: 10 },
      "codigo",
      "El código debe tener de 3 a 20 caracteres: letras, números, guiones o guiones bajos",
    ],
    [{ codigo: "BIEN10", porcentaje: 95 }, "porcentaje", "El porcentaje debe ser un número entero entre 1 y 90"],
    [{ codigo: "BIEN10" }, "porcentaje", "El porcentaje debe ser un número entero entre 1 y 90"],
    [
      { codigo: "BIEN10", porcentaje: 10, usos_maximos: -1 },
      "usos_maximos",
      "El límite de usos debe ser un número entero entre 1 y 1.000.000",
    ],
    [
      { codigo: "BIEN10", porcentaje: 10, subtotal_minimo: 1e-200 },
      "subtotal_minimo",
      "El subtotal mínimo debe ser un número entre 0,01 y 100.000 con hasta 2 decimales",
    ],
    [
      { codigo: "BIEN10", porcentaje: 10, desde: "2026-05-01T00:00:00Z", hasta: "2026-04-01T00:00:00Z" },
      "hasta",
      "La fecha de fin debe ser posterior a la de inicio",
    ],
    [{ codigo: "BIEN10", porcentaje: 10, usos: 5 }, "usos", "Campo no permitido: usos"],
  ])("refuses %j with 400 and a Spanish message", async (body, campo, mensaje) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe(mensaje);
    expect(res.body.errores[campo]).toBe(mensaje);
  });

  it("refuses a code that exists, in any case, with 409", async () => {
    const codigo = newCode();
    expect((await create({ codigo, porcentaje: 10 })).status).toBe(201);
    const again = await create({ codigo: ` ${codigo.toLowerCase()} `, porcentaje: 30 });
    expect(again.status).toBe(409);
    expect(again.body.mensaje).toBe("Ya existe un código promocional con ese nombre");
    const seeded = await create({ codigo: "save20", porcentaje: 30 });
    expect(seeded.status).toBe(409);
    const list = await call("GET", "/api/admin/promociones", asAdmin);
    expect(list.body.promociones.find((p: { codigo: string }) => p.codigo === codigo).porcentaje).toBe(10);
  });
});

describe("PUT /api/admin/promociones/{codigo}", () => {
  it("changes some rules (null removes one), keeps the rest, and deactivating turns the code off at once", async () => {
    const codigo = newCode();
    await create({ codigo, porcentaje: 10, usos_maximos: 5, subtotal_minimo: 20 });
    const res = await call("PUT", `/api/admin/promociones/${codigo.toLowerCase()}`, {
      ...asAdmin,
      body: { porcentaje: 15, usos_maximos: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.promocion).toMatchObject({ codigo, porcentaje: 15, usos_maximos: null, subtotal_minimo: 20 });
    expect((await call("POST", "/api/promociones/validar", { body: { codigo, subtotal: 100 } })).body).toEqual({
      codigo,
      porcentaje: 15,
      descuento: 15,
    });

    const off = await call("PUT", `/api/admin/promociones/${codigo}`, { ...asAdmin, body: { activo: false } });
    expect(off.body.promocion.activo).toBe(false);
    const check = await call("POST", "/api/promociones/validar", { body: { codigo, subtotal: 100 } });
    expect(check.status).toBe(400);
    expect(check.body).toMatchObject({ mensaje: "Este código promocional no está activo", motivo: "inactivo" });

    const feed = await call("GET", "/api/admin/actividad", asAdmin);
    const texts = feed.body.map((a: { descripcion: string }) => a.descripcion);
    expect(texts).toContain(`Prueba Admin desactivó el código promocional ${codigo}`);
    expect(texts).toContain(`Prueba Admin creó el código promocional ${codigo} (10%)`);
  });

  it("checks a date window given in part against the stored part", async () => {
    const codigo = newCode();
    await create({ codigo, porcentaje: 10, hasta: "2030-01-01T00:00:00Z" });
    const res = await call("PUT", `/api/admin/promociones/${codigo}`, {
      ...asAdmin,
      body: { desde: "2031-01-01T00:00:00Z" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errores.hasta).toBe("La fecha de fin debe ser posterior a la de inicio");
  });

  it("answers 400 for a bad or empty body and 404 for an unknown or impossible code", async () => {
    const codigo = newCode();
    await create({ codigo, porcentaje: 10 });
    const bad = await call("PUT", `/api/admin/promociones/${codigo}`, { ...asAdmin, body: { porcentaje: "diez" } });
    expect(bad.status).toBe(400);
    expect(bad.body.mensaje).toBe("El porcentaje debe ser un número entero entre 1 y 90");
    const empty = await call("PUT", `/api/admin/promociones/${codigo}`, { ...asAdmin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.mensaje).toBe("Indica al menos un campo a cambiar");
    const rename = await call("PUT", `/api/admin/promociones/${codigo}`, { ...asAdmin, body: { codigo: "OTRO" } });
    expect(rename.status).toBe(400);

    for (const path of [newCode(), "a%20b", "x".repeat(30)]) {
      const res = await call("PUT", `/api/admin/promociones/${path}`, { ...asAdmin, body: { activo: false } });
      expect(res.status).toBe(404);
      expect(res.body.mensaje).toBe("Código promocional no encontrado");
    }
  });
});

describe("DELETE /api/admin/promociones/{codigo}", () => {
  it("deletes a code (unknown afterwards, gone from the list), then 404; the feed tells who", async () => {
    const codigo = newCode();
    await create({ codigo, porcentaje: 10 });
    const res = await call("DELETE", `/api/admin/promociones/${codigo}`, asAdmin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje).toBe("Código promocional eliminado");
    const list = await call("GET", "/api/admin/promociones", asAdmin);
    expect(list.body.promociones.map((p: { codigo: string }) => p.codigo)).not.toContain(codigo);
    const check = await call("POST", "/api/promociones/validar", { body: { codigo, subtotal: 100 } });
    expect(check.body).toMatchObject({ mensaje: "Código promocional inválido", motivo: "desconocido" });
    const again = await call("DELETE", `/api/admin/promociones/${codigo}`, asAdmin);
    expect(again.status).toBe(404);
    expect(again.body.mensaje).toBe("Código promocional no encontrado");
    const feed = await call("GET", "/api/admin/actividad", asAdmin);
    expect(feed.body.map((a: { descripcion: string }) => a.descripcion)).toContain(
      `Prueba Admin eliminó el código promocional ${codigo}`,
    );
  });
});
