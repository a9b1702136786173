import { describe, expect, it } from "vitest";
import { mailWebUrl } from "../../helpers/inbox";
import { call, cookieHeader } from "../../helpers/api";
import { getUserById } from "../../../functions/src/data/users";
import { sendEmails } from "../../helpers/outbox";
import { cookieFor, createAccount, setCookie, uniqueEmail, uniqueIp } from "./helpers";

const RULE = "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número";

function profileBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Lucía",
    lastName: "Prueba",
    email,
    phone: "+58 (412) 555-0101",
    birthDate: "1990-05-17",
    address: "Av. Principal 1",
    city: "Caracas",
    country: "Venezuela",
    postalCode: "1010",
    bio: "Me gusta la ropa cómoda.",
    website: "https://lucia.example.com",
    company: "Tienda",
    ...overrides,
  };
}

describe("PUT /api/usuarios/me", () => {
  it("saves the profile and answers the updated user", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profileBody(account.email, { firstName: "  Lucía María " }),
    });
    expect(res.status).toBe(200);
    expect(res.body.mensaje).toBe("Perfil actualizado correctamente");
    expect(res.body.usuario).toMatchObject({
      firstName: "Lucía María",
      city: "Caracas",
      phone: "+58 (412) 555-0101",
      role: "user",
    });
    expect(JSON.stringify(res.body)).not.toContain("scrypt");
    expect((await call("GET", "/api/auth/sesion", { cookie })).body.usuario.firstName).toBe("Lucía María");
  });

  it("refuses attempts to change role, id or activation through the profile, naming the fields", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: { ...profileBody(account.email), role: "admin", id: "otro", isActive: false, password: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe("Campos no permitidos: role, id, isActive, password");
    expect(res.body.errores).toMatchObject({ role: res.body.mensaje, isActive: res.body.mensaje });
    const stored = await getUserById(account.id);
    expect(stored).toMatchObject({ role: "user", id: account.id, isActive: true, password: account.password });
  });

  it("validates with the spec's messages (names, email, phone)", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const names = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profileBody(account.email, { firstName: " " }),
    });
    expect(names.status).toBe(400);
    expect(names.body.mensaje).toBe("Nombre y apellido son obligatorios");
    const email = await call("PUT", "/api/usuarios/me", { cookie, body: profileBody("no-es-email") });
    expect(email.body.errores.email).toBe("Email inválido");
    for (const phone of ["0412555", "+0412", "12345678901234567", "abc", "+58 412 555 01 01 99 887"]) {
      const res = await call("PUT", "/api/usuarios/me", { cookie, body: profileBody(account.email, { phone }) });
      expect(res.status, phone).toBe(400);
      expect(res.body.errores.phone, phone).toBe("Teléfono inválido");
    }
    for (const phone of ["", "+1 (555) 123-4567", "4125550101", "+5841255501011234"]) {
      const res = await call("PUT", "/api/usuarios/me", { cookie, body: profileBody(account.email, { phone }) });
      expect(res.status, phone).toBe(200);
    }
    const date = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profileBody(account.email, { birthDate: "2999-01-01" }),
    });
    expect(date.body.errores.birthDate).toBe("Fecha de nacimiento inválida");
  });

  it("changes the email (normalised) through the link sent to it; the old address is free again", async () => {
    const account = await createAccount();
    const other = await createAccount();
    const cookie = await cookieFor(account.id);
    // A new sign-in email takes the current password and a confirmation link
    // (tests/integration/security/email-change.test.ts).
    const withPassword = (email: string, password: string) => ({ ...profileBody(email), currentPassword: password });
    const fresh = uniqueEmail("nuevo");
    const asked = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: withPassword(` ${fresh.toUpperCase()} `, account.plainPassword),
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ emailPendiente: fresh, usuario: { email: account.email } });

    await sendEmails(new Date());
    const inbox = (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as Array<{
      to: Array<{ address: string }>;
      text: string;
    }>;
    const token = /confirmar-email\?token=([\w-]+)/.exec(
      inbox.find((m) => m.to.some((t) => t.address === fresh))?.text ?? "",
    )?.[1];
    const moved = await call("POST", "/api/usuarios/me/email/confirmar", { cookie, body: { token } });
    expect(moved.status).toBe(200);
    expect(moved.body.usuario.email).toBe(fresh);
    // The new address signs in; the old one is free again.
    const ip = uniqueIp();
    expect(
      (await call("POST", "/api/auth/login", { ip, body: { email: fresh, password: account.plainPassword } })).status,
    ).toBe(200);
    const reuse = await call("PUT", "/api/usuarios/me", {
      cookie: await cookieFor(other.id),
      body: withPassword(account.email, other.plainPassword),
    });
    expect(reuse.status).toBe(200);
  });

  it("rejects a guest with 401", async () => {
    const res = await call("PUT", "/api/usuarios/me", { body: profileBody(uniqueEmail()) });
    expect(res.status).toBe(401);
    expect(res.body.mensaje).toBe("Debes iniciar sesión para realizar esta acción");
  });
});

describe("PUT /api/usuarios/me/preferencias", () => {
  it("saves any of the nine preferences and keeps the rest", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me/preferencias", {
      cookie,
      body: { smsNotifications: true, newsletter: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.usuario.preferencias).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      promotionalEmails: true,
      orderUpdates: true,
      newsletter: false,
      twoFactorAuth: false,
      publicProfile: false,
      showEmail: false,
      showPhone: false,
    });
    expect((await call("GET", "/api/auth/sesion", { cookie })).body.usuario.preferencias.smsNotifications).toBe(true);
  });

  it("refuses unknown keys and non-boolean values", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    expect((await call("PUT", "/api/usuarios/me/preferencias", { cookie, body: { role: "admin" } })).status).toBe(400);
    expect((await call("PUT", "/api/usuarios/me/preferencias", { cookie, body: { newsletter: "sí" } })).status).toBe(
      400,
    );
  });
});

describe("PUT /api/usuarios/me/password", () => {
  it("validates: current required, the rule, confirmation, wrong current, same or common password", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const put = (body: unknown) => call("PUT", "/api/usuarios/me/password", { cookie, body, ip: uniqueIp() });
    const empty = await put({ currentPassword: "", newPassword: "", confirmPassword: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.errores).toMatchObject({ currentPassword: "Ingresa tu contraseña actual", newPassword: RULE });
    expect(
      (await put({ currentPassword: "x", newPassword: "debil", confirmPassword: "debil" })).body.errores.newPassword,
    ).toBe(RULE);
    expect(
      (await put({ currentPassword: "x", newPassword: "Nueva#Clave77", confirmPassword: "Nueva#Clave78" })).body
        .errores,
    ).toEqual({
      confirmPassword: "Las contraseñas no coinciden",
    });
    const wrong = await put({
      currentPassword: "No#Es#La#Mia1",
      newPassword: "Nueva#Clave77",
      confirmPassword: "Nueva#Clave77",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errores).toEqual({ currentPassword: "La contraseña actual es incorrecta" });
    const common = await put({
      currentPassword: account.plainPassword,
      newPassword: "Password1",
      confirmPassword: "Password1",
    });
    expect(common.body.errores.newPassword).toBe("Esta contraseña es demasiado común y fácil de adivinar. Elige otra");
  });

  it("changes the password, revokes every session and keeps this browser signed in", async () => {
    const account = await createAccount();
    const ip = uniqueIp();
    const here = await call("POST", "/api/auth/login", {
      ip,
      body: { email: account.email, password: account.plainPassword },
    });
    const otherBrowser = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me/password", {
      cookie: cookieHeader(here),
      ip,
      body: { currentPassword: account.plainPassword, newPassword: "Nueva#Clave77", confirmPassword: "Nueva#Clave77" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mensaje: "Contraseña cambiada correctamente" });
    const fresh = setCookie(res)!;
    expect(fresh).toContain("HttpOnly");

    expect((await call("GET", "/api/auth/sesion", { cookie: cookieHeader(here) })).body.usuario).toBeNull();
    expect((await call("GET", "/api/auth/sesion", { cookie: otherBrowser })).body.usuario).toBeNull();
    expect((await call("GET", "/api/auth/sesion", { cookie: cookieHeader(res) })).body.usuario.id).toBe(account.id);

    expect(
      (await call("POST", "/api/auth/login", { ip, body: { email: account.email, password: account.plainPassword } }))
        .status,
    ).toBe(401);
    expect(
      (await call("POST", "/api/auth/login", { ip, body: { email: account.email, password: "Nueva#Clave77" } })).status,
    ).toBe(200);
  });
});
