import { sendEmails } from "../../helpers/outbox";
import { describe, expect, it } from "vitest";
import { mailWebUrl } from "../../helpers/inbox";
import { call } from "../../helpers/api";
import { getUserByEmail, getUserById } from "../../../functions/src/data/users";
import { resetQuota, setQuotaUsage } from "../../../functions/src/data/throttle";
import { getEmailChange } from "../../../functions/src/data/email-changes";
import { confirmEmailChange } from "../../../functions/src/domain/accounts/email-change";
import { cookieFor, createAccount, uniqueEmail, uniqueIp } from "../accounts/helpers";
import { clearOfWindowEdge } from "../../helpers/quota-window";

/**
 * Changing the sign-in email. A stolen session (an unlocked computer, a leaked cookie) must not be
 * enough to take the account (security follow-up, attack 6); and the change must not tell anyone
 * which addresses have an account (issue 32, item 6): the request only sends a confirmation link
 * to the new address, answering the same whether that address is taken or not, and the account's
 * email changes when the link is opened.
 */
const profile = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Lucía",
  lastName: "Prueba",
  email,
  ...extra,
});

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  html: string;
}
async function mailsTo(address: string): Promise<CaughtEmail[]> {
  await sendEmails(new Date());
  const inbox = (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as CaughtEmail[];
  return inbox.filter((m) => m.to.some((t) => t.address === address));
}
const CONFIRM_SUBJECT = "Confirma el nuevo email de tu cuenta de Tienda";
async function linkTokenSentTo(address: string): Promise<string> {
  const mail = (await mailsTo(address)).find((m) => m.subject === CONFIRM_SUBJECT);
  const token = /\/perfil\/confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link sent to ${address}`);
  return token;
}

const SENT =
  "Te enviamos un enlace al nuevo email para confirmar el cambio. Tu email no cambia hasta que abras ese enlace";

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
    await clearOfWindowEdge("cambio_email");
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
    // Five requests also used the account's email-change quota; forget it to reach the password's.
    await resetQuota("cambio_email", account.id, new Date());
    const limited = await call("PUT", "/api/usuarios/me", {
      cookie,
      ip,
      body: profile(uniqueEmail("x"), { currentPassword: account.plainPassword }),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.mensaje).toBe("Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo");
    expect((await getUserById(account.id))!.email).toBe(account.email);
  });

  it("replays issue 32 item 6: a taken address and a free one get the same answer, and neither changes the email yet", async () => {
    const other = await createAccount();
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const ask = (email: string) =>
      call("PUT", "/api/usuarios/me", { cookie, body: profile(email, { currentPassword: account.plainPassword }) });

    const taken = await ask(other.email);
    const free = uniqueEmail("libre");
    const fresh = await ask(free);

    // Before: 409 'Este email ya está registrado' for the taken one, 200 (and changed) for the other.
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(taken.body).toEqual({ usuario: fresh.body.usuario, mensaje: SENT, emailPendiente: other.email });
    expect(fresh.body).toMatchObject({ mensaje: SENT, emailPendiente: free });
    expect(fresh.body.usuario.email).toBe(account.email);
    expect((await getUserById(account.id))!.email).toBe(account.email);
    // Both addresses get a link (the owner of the taken one learns nothing they did not know).
    expect(await linkTokenSentTo(other.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await linkTokenSentTo(free)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("throttles requests like registration, counted before the password: 5 per account and 10 per address an hour", async () => {
    await clearOfWindowEdge("cambio_email");
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const ask = (ip?: string, cookieHeader = cookie, password = account.plainPassword) =>
      call("PUT", "/api/usuarios/me", {
        cookie: cookieHeader,
        ...(ip ? { ip } : {}),
        body: profile(uniqueEmail("intento"), { currentPassword: password }),
      });
    await setQuotaUsage("cambio_email", account.id, 4, new Date());
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body.mensaje).toBe("Demasiadas solicitudes de cambio de email. Inténtalo de nuevo en una hora");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const ip = uniqueIp();
    const second = await createAccount();
    await setQuotaUsage("cambio_email_ip", ip, 10, new Date());
    expect((await ask(ip, await cookieFor(second.id), second.plainPassword)).status).toBe(429);
    expect(await getEmailChange(second.id)).toBeNull();
  });

  it("the link changes it: other sessions end, this one stays, the old address is told, the link works once", async () => {
    const { listSecurityNotices } = await import("../../../functions/src/domain/accounts/security-notices");
    const account = await createAccount();
    const here = await cookieFor(account.id);
    const elsewhere = await cookieFor(account.id);
    const nuevo = uniqueEmail("nuevo");
    const asked = await call("PUT", "/api/usuarios/me", {
      cookie: here,
      body: profile(nuevo.toUpperCase(), { currentPassword: account.plainPassword }),
    });
    expect(asked.status).toBe(200);
    expect(asked.body.emailPendiente).toBe(nuevo);
    // Nothing changed yet: both sessions live, the old address still signs in.
    expect((await call("GET", "/api/auth/sesion", { cookie: elsewhere })).body.usuario.email).toBe(account.email);
    // Only the token's hash is stored.
    const token = await linkTokenSentTo(nuevo);
    const pending = await getEmailChange(account.id);
    expect(pending).toMatchObject({ email_nuevo: nuevo });
    expect(JSON.stringify(pending)).not.toContain(token);

    const confirmed = await call("POST", "/api/usuarios/me/email/confirmar", { cookie: here, body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ mensaje: "Tu email se actualizó correctamente", usuario: { email: nuevo } });
    expect((await call("GET", "/api/auth/sesion", { cookie: here })).body.usuario.email).toBe(nuevo);
    expect((await call("GET", "/api/auth/sesion", { cookie: elsewhere })).body.usuario).toBeNull();
    expect((await getUserByEmail(nuevo))?.id).toBe(account.id);
    expect(await getUserByEmail(account.email)).toBeNull();

    const notices = await listSecurityNotices(account.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      tipo: "email_cambiado",
      destinatario: account.email,
      datos: { emailAnterior: account.email, emailNuevo: nuevo },
      enviado: true,
    });
    const told = (await mailsTo(account.email)).find((m) => m.subject === "El email de tu cuenta de Tienda cambió");
    expect(told?.text).toContain(nuevo);

    const again = await call("POST", "/api/usuarios/me/email/confirmar", { cookie: here, body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.errores).toEqual({
      token: "El enlace para confirmar el email no es válido o ya caducó. Pide el cambio de nuevo desde tu perfil",
    });
    // The password is never stored with the profile.
    expect(JSON.stringify(await getUserById(account.id))).not.toContain(account.plainPassword);
  });

  it("a link works only for its own account, only the latest one, and only for 24 hours", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const ask = async (email: string) => {
      const res = await call("PUT", "/api/usuarios/me", {
        cookie,
        body: profile(email, { currentPassword: account.plainPassword }),
      });
      expect(res.status).toBe(200);
      return linkTokenSentTo(email);
    };
    const first = await ask(uniqueEmail("primero"));
    const latest = uniqueEmail("ultimo");
    const second = await ask(latest);

    const stranger = await createAccount();
    const strangers = await call("POST", "/api/usuarios/me/email/confirmar", {
      cookie: await cookieFor(stranger.id),
      body: { token: second },
    });
    expect(strangers.status).toBe(400);
    expect((await getUserById(stranger.id))!.email).toBe(stranger.email);

    expect((await call("POST", "/api/usuarios/me/email/confirmar", { cookie, body: { token: first } })).status).toBe(
      400,
    );
    expect((await call("POST", "/api/usuarios/me/email/confirmar", { body: { token: second } })).status).toBe(401);
    await expect(
      confirmEmailChange({ userId: account.id, tokenHash: "x" }, second, new Date(Date.now() + 24 * 3600_000 + 1000)),
    ).rejects.toMatchObject({ kind: "invalid" }); // answered as 400 by endpoint()
    expect((await getUserById(account.id))!.email).toBe(account.email);

    const ok = await call("POST", "/api/usuarios/me/email/confirmar", { cookie, body: { token: second } });
    expect(ok.body.usuario.email).toBe(latest);
  });

  it("an address taken between the request and the link: 409 when the link is opened, nothing changes", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const wanted = uniqueEmail("disputado");
    await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profile(wanted, { currentPassword: account.plainPassword }),
    });
    const token = await linkTokenSentTo(wanted);
    await createAccount({ email: wanted });

    const res = await call("POST", "/api/usuarios/me/email/confirmar", { cookie, body: { token } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      mensaje: "Este email ya está registrado",
      errores: { email: "Este email ya está registrado" },
    });
    expect((await getUserById(account.id))!.email).toBe(account.email);
    expect((await getUserByEmail(account.email))?.id).toBe(account.id);
  });

  it("other profile fields (and the same email, whatever its case) need no password and send nothing", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const other = await cookieFor(account.id);
    const res = await call("PUT", "/api/usuarios/me", {
      cookie,
      body: profile(` ${account.email.toUpperCase()} `, { city: "Mérida" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mensaje: "Perfil actualizado correctamente", usuario: { city: "Mérida" } });
    expect(res.body.emailPendiente).toBeUndefined();
    expect((await call("GET", "/api/auth/sesion", { cookie: other })).body.usuario.id).toBe(account.id);
    expect(await getEmailChange(account.id)).toBeNull();
  });
});
