import { describe, expect, it } from "vitest";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { call, cookieHeader } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { db, tableName } from "../../../functions/src/data/client";
import { getUserById } from "../../../functions/src/data/users";
import { changeRoleOrStatus } from "../../../functions/src/data/admin-users";
import { createAccount } from "../accounts/helpers";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

describe("store settings (admin)", () => {
  it("are read and replaced by admins, validated in Spanish, kept with who and when, and reach the checkout", async () => {
    const current = await call("GET", "/api/admin/ajustes", asAdmin);
    expect(current.status).toBe(200);
    const { actualizado_por: _p, actualizado_en: _e, ...editable } = current.body;
    const instrucciones = `Paga desde UBI (${Date.now()})`;
    const next = {
      ...editable,
      datos_pago: { ...editable.datos_pago, pago_ubi: { ...editable.datos_pago.pago_ubi, instrucciones } },
    };
    const saved = await call("PUT", "/api/admin/ajustes", { ...asAdmin, body: next });
    expect(saved.status).toBe(200);
    expect(saved.body.mensaje).toBe("Ajustes guardados correctamente");
    expect(saved.body.ajustes.actualizado_por).toBe("Prueba Admin");
    const pub = await call("GET", "/api/ajustes/publicos");
    expect(pub.body.datos_pago.pago_ubi.instrucciones).toBe(instrucciones);
    // The change is kept with its author and the values before and after.
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :c)",
        ExpressionAttributeValues: { ":pk": "AJUSTES", ":c": "CAMBIO#" },
      }),
    );
    const change = Items!.find((i) => i.despues?.datos_pago?.pago_ubi?.instrucciones === instrucciones)!;
    expect(change.por).toBe("Prueba Admin");
    expect(change.antes.datos_pago.pago_ubi.instrucciones).not.toBe(instrucciones);
  });

  it("refuses bad values and unknown fields with Spanish messages, and non-admins", async () => {
    const current = (await call("GET", "/api/admin/ajustes", asAdmin)).body;
    const { actualizado_por: _p, actualizado_en: _e, ...editable } = current;
    const put = (body: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body });
    expect((await put({ ...editable, tasa_bcv: { ...editable.tasa_bcv, valor: 0 } })).body.mensaje).toBe(
      "La tasa BCV debe ser un número mayor que 0",
    );
    expect((await put({ ...editable, horas_limite_pago: 0 })).body.mensaje).toBe(
      "El plazo de pago debe ser un número entero de horas entre 1 y 168",
    );
    const badRif = {
      ...editable,
      datos_pago: { ...editable.datos_pago, pago_movil: { ...editable.datos_pago.pago_movil, rif: "123" } },
    };
    expect((await put(badRif)).body.mensaje).toBe("RIF inválido (por ejemplo J-12345678-9)");
    const extra = await put({ ...editable, otro_campo: "yo" });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain("otro_campo");
    // Who and when are the server's: sent back as GET answered them, they are ignored.
    const sentBack = await put({ ...editable, actualizado_por: "yo", actualizado_en: "2000-01-01T00:00:00.000Z" });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body.ajustes.actualizado_por).toBe("Prueba Admin");
    const shopper = await sessionAs("user");
    expect((await call("PUT", "/api/admin/ajustes", { cookie: shopper.cookie, body: editable })).status).toBe(403);
    expect((await call("GET", "/api/admin/ajustes")).status).toBe(401);
    // Nothing changed.
    expect((await call("GET", "/api/ajustes/publicos")).body.horas_limite_pago).toBe(current.horas_limite_pago);
  });
});

describe("users (admin)", () => {
  it("lists with server-side search, role filter, pages and the four figures", async () => {
    const tag = `buscame${Date.now()}`;
    await createAccount({ email: `${tag}-1@prueba.tienda`, firstName: "Rosa" });
    await createAccount({ email: `${tag}-2@prueba.tienda`, firstName: "Rosa" });
    const res = await call("GET", "/api/admin/usuarios", { ...asAdmin, query: { q: tag } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({ firstName: "Rosa", role: "user", isActive: true, avatar: null }),
    );
    expect(res.body.data[0]).not.toHaveProperty("password");
    const { resumen } = res.body;
    expect(resumen.total).toBe(resumen.administradores + resumen.usuarios);
    expect(resumen.activos).toBeLessThanOrEqual(resumen.total);
    const admins = await call("GET", "/api/admin/usuarios", { ...asAdmin, query: { rol: "admin", limite: 96 } });
    expect(admins.body.data.every((u: { role: string }) => u.role === "admin")).toBe(true);
    const paged = await call("GET", "/api/admin/usuarios", { ...asAdmin, query: { q: tag, limite: 12, pagina: 2 } });
    expect(paged.body.data).toEqual([]);
    expect((await call("GET", "/api/admin/usuarios", { ...asAdmin, query: { limite: 7 } })).body.mensaje).toBe(
      "El tamaño de página debe ser 12, 24, 48 o 96",
    );
  });

  it("deactivates a user: their session ends at once and they cannot sign in; reactivates them", async () => {
    const account = await createAccount();
    const login = await call("POST", "/api/auth/login", {
      body: { email: account.email, password: account.plainPassword },
    });
    const cookie = cookieHeader(login);
    expect((await call("GET", "/api/carrito", { cookie })).status).toBe(200);
    const off = await call("PATCH", `/api/admin/usuarios/${account.id}`, { ...asAdmin, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.usuario.isActive).toBe(false);
    expect((await call("GET", "/api/carrito", { cookie })).status).toBe(401);
    const again = await call("POST", "/api/auth/login", {
      body: { email: account.email, password: account.plainPassword },
    });
    expect(again.status).toBe(403);
    expect(again.body.mensaje).toBe("Tu cuenta está desactivada. Contacta con soporte para recuperar el acceso");
    await call("PATCH", `/api/admin/usuarios/${account.id}`, { ...asAdmin, body: { isActive: true } });
    expect(
      (await call("POST", "/api/auth/login", { body: { email: account.email, password: account.plainPassword } }))
        .status,
    ).toBe(200);
  });

  it("changes roles, but an admin cannot deactivate or demote themselves", async () => {
    const account = await createAccount();
    const promoted = await call("PATCH", `/api/admin/usuarios/${account.id}`, { ...asAdmin, body: { role: "admin" } });
    expect(promoted.body.usuario.role).toBe("admin");
    const self = await call("PATCH", `/api/admin/usuarios/${admin.userId}`, { ...asAdmin, body: { isActive: false } });
    expect(self.status).toBe(409);
    expect(self.body.mensaje).toBe("No puedes desactivar tu propia cuenta ni quitarte el rol de administrador");
    expect(
      (await call("PATCH", `/api/admin/usuarios/${admin.userId}`, { ...asAdmin, body: { role: "user" } })).status,
    ).toBe(409);
    expect((await call("PATCH", `/api/admin/usuarios/${account.id}`, { ...asAdmin, body: {} })).body.mensaje).toBe(
      "Indica el rol o el estado a cambiar",
    );
    expect(
      (await call("PATCH", "/api/admin/usuarios/no-existe", { ...asAdmin, body: { isActive: true } })).status,
    ).toBe(404);
  });

  it("keeps the last active admin: two admins demoting each other at once leave one", async () => {
    const a = await createAccount({ role: "admin" });
    const b = await createAccount({ role: "admin" });
    // A store whose only admins are these two.
    const store = async () => [(await getUserById(a.id))!, (await getUserById(b.id))!];
    const [x, y] = await Promise.all([
      changeRoleOrStatus(a, { role: "user" }, new Date(), store),
      changeRoleOrStatus(b, { role: "user" }, new Date(), store),
    ]);
    expect([x, y].sort()).toEqual(["last_admin", "ok"]);
    const roles = [(await getUserById(a.id))!.role, (await getUserById(b.id))!.role].sort();
    expect(roles).toEqual(["admin", "user"]);
    // And the survivor cannot go either.
    const survivor = (await getUserById(a.id))!.role === "admin" ? a.id : b.id;
    expect(await changeRoleOrStatus((await getUserById(survivor))!, { isActive: false }, new Date(), store)).toBe(
      "last_admin",
    );
  });
});
