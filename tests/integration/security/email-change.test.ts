import { runJob as sendEmails } from "../../../functions/src/jobs/send-emails";
import { describe, expect, inject, it } from "vitest";
import { call } from "../../helpers/api";
import { getUserById } from "../../../functions/src/data/users";
import { cookieFor, createAccount, uniqueEmail, uniqueIp } from "../accounts/helpers";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/**
 * Attack 6 of the security follow-up: a stolen session (an unlocked computer, a leaked cookie)
 * must not be enough to take the account by changing its sign-in email.
 */
const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Lucía",
  lastName: "Prueba",
  email,
  ...extra,
});

describe("changing the sign-in email", () => {
  it("replays the attack: the session alone cannot change the email", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me", { cookie, body: profile(uniqueEmail("ladron")) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      mensaje: "Ingresa tu contraseña actual para cambiar el email",
      errores: { currentPassword: "Ingresa tu contraseña actual para cambiar el email" },
    });
    expect((await getUserById(account.id))!.email).toBe(account.email);
  });

  it("refuses a wrong current password, and counts it like a sign-in failure", async () => {
    await clearOfWindowEdge("login_cuenta_ip");
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const ip = uniqueIp();
    const wrong = await call("PUT", "/api/usuarios/me", {
      cookie,
      ip,
      body: profile(uniqueEmail("ladron"), { currentPassword: "No#Es#La#Mia1" }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errores).toEqual({ currentPassword: "La contraseña actual es incorrecta" });
    for (let i = 0; i < 4; i++) {
      await call("PUT", "/api/usuarios/me", {
        cookie,
        ip,
        body: profile(uniqueEmail("x"), { currentPassword: `Mala#${i}a` }),
      });
    }
    const limited = await call("PUT", "/api/usuarios/me", {
      cookie,
      ip,
      body: profile(uniqueEmail("x"), { currentPassword: account.plainPassword }),
    });
    expect(limited.status).toBe(429);
    expect((await getUserById(account.id))!.email).toBe(account.email);
  });

  it("with the right password: changes it, ends the other sessions, keeps this one and records the owner's notice", async () => {
    const { listSecurityNotices } = await import("../../../functions/src/domain/accounts/security-notices");
    const account = await createAccount();
    const here = await cookieFor(account.id);
    const elsewhere = await cookieFor(account.id);
    const nuevo = uniqueEmail("nuevo");
    const res = await call("PUT", "/api/usuarios/me", {
      cookie: here,
      body: profile(nuevo.toUpperCase(), { currentPassword: account.plainPassword }),
    });
    expect(res.status).toBe(200);
    expect(res.body.usuario.email).toBe(nuevo);
    expect((await call("GET", "/api/auth/sesion", { cookie: here })).body.usuario.email).toBe(nuevo);
    expect((await call("GET", "/api/auth/sesion", { cookie: elsewhere })).body.usuario).toBeNull();

    const notices = await listSecurityNotices(account.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      tipo: "email_cambiado",
      destinatario: account.email,
      datos: { emailAnterior: account.email, emailNuevo: nuevo },
      enviado: true,
    });
    // The old address gets the email through the outbox.
    await sendEmails(new Date());
    const inbox = (await (await fetch(`${inject("mailWebUrl")}/api/email`)).json()) as Array<{
      subject: string;
      to: Array<{ address: string }>;
      text: string;
    }>;
    const mail = inbox.find(
      (m) => m.to[0]?.address === account.email && m.subject === "El email de tu cuenta de Tienda cambió",
    );
    expect(mail?.text).toContain(nuevo);
    // The password is never stored with the profile.
    expect(JSON.stringify(await getUserById(account.id))).not.toContain(account.plainPassword);
  });

  it("other profile fields (and the same email, whatever its case) need no password", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const other = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profile(` ${account.email.toUpperCase()} `, { city: "Mérida" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.usuario.city).toBe("Mérida");
    expect((await call("GET", "/api/auth/sesion", { cookie: other })).body.usuario.id).toBe(account.id);
  });
});
