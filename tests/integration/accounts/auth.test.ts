import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call, cookieHeader } from "../../helpers/api";
import { tableCallsDuring } from "../../helpers/table-calls";
import { getSession, putSession } from "../../../functions/src/data/sessions";
import { getUserByEmail } from "../../../functions/src/data/users";
import { hashToken, SESSION_COOKIE } from "../../../functions/src/lib/auth/session";
import { PREFERENCIAS_POR_DEFECTO } from "../../../shared/src/schemas/account";
import { createAccount, setCookie, STRONG_PASSWORD, uniqueEmail, uniqueIp } from "./helpers";
import { clearOfWindowEdge } from "../../helpers/quota-window";

const RULE = "La contraseña debe tener al menos 8 caracteres, una mayúscula, una minúscula y un número";

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ana",
    lastName: "Pérez",
    email: uniqueEmail("registro"),
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

/** Nothing secret in a JSON answer: no hash, no token, no password field. */
function expectNoSecrets(body: unknown, token?: string) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/scrypt\$/);
  expect(text).not.toMatch(/"password"/);
  if (token) expect(text).not.toContain(token);
}

describe("POST /api/auth/registro", () => {
  it("limits account creation per connection: the 11th in an hour gets 429 with Retry-After", async () => {
    const { getQuotaUsage, setQuotaUsage } = await import("../../../functions/src/data/throttle");
    const ip = uniqueIp();
    // The count is read back for the current hour: a window that ends mid-test would read 0.
    await clearOfWindowEdge("registro");
    const first = await call("POST", "/api/auth/registro", { ip, body: registration() });
    expect(first.status).toBe(201);
    expect(await getQuotaUsage("registro", ip, new Date())).toBe(1);

    await setQuotaUsage("registro", ip, 10, new Date());
    const blocked = await call("POST", "/api/auth/registro", { ip, body: registration() });
    expect(blocked.status).toBe(429);
    expect(blocked.body.mensaje).toBe(
      "Se han creado demasiadas cuentas desde esta conexión. Inténtalo de nuevo en una hora",
    );
    // Until the end of the current one-hour window.
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(blocked.cookies).toEqual([]);
    // Another connection is not affected.
    expect((await call("POST", "/api/auth/registro", { ip: uniqueIp(), body: registration() })).status).toBe(201);
  });

  it("creates a user account, signs it in with a hardened cookie and never returns secrets", async () => {
    // Asking for a role is refused outright (unknown field), never silently ignored.
    const withRole = await call("POST", "/api/auth/registro", { body: registration({ role: "admin" }) });
    expect(withRole.status).toBe(400);
    expect(withRole.body).toEqual({
      mensaje: "Campo no permitido: role",
      errores: { role: "Campo no permitido: role" },
    });

    const body = registration({ email: "  Nueva.Cuenta." + uniqueEmail("MAYUS").toUpperCase() + "  " });
    const res = await call("POST", "/api/auth/registro", { body });
    expect(res.status).toBe(201);
    expect(res.body.mensaje).toBe("¡Cuenta creada exitosamente!");
    const u = res.body.usuario;
    expect(u.email).toBe(String(body.email).trim().toLowerCase());
    expect(u).toMatchObject({ firstName: "Ana", lastName: "Pérez", role: "user", isActive: true, avatar: null });
    expect(u.preferencias).toEqual(PREFERENCIAS_POR_DEFECTO);
    expect(Object.keys(u).sort()).toEqual(
      [
        "id",
        "email",
        "firstName",
        "lastName",
        "role",
        "avatar",
        "createdAt",
        "isActive",
        "phone",
        "birthDate",
        "address",
        "city",
        "country",
        "postalCode",
        "bio",
        "website",
        "company",
        "preferencias",
      ].sort(),
    );

    const cookie = setCookie(res)!;
    // The account's id, then 256 random bits: the id lets a request read the session and its user at once.
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=${res.body.usuario.id}\\.[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toMatch(/Max-Age=604800/);
    const token = cookie.split(";")[0]!.split("=")[1]!;
    expectNoSecrets(res.body, token);

    // Stored: a scrypt hash with its parameters, never the password; the session only as a hash.
    const stored = await getUserByEmail(u.email);
    expect(stored!.password).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    expect(stored!.password).not.toContain(STRONG_PASSWORD);
    const session = await getSession(hashToken(token));
    expect(session?.usuario_id).toBe(u.id);

    const me = await call("GET", "/api/auth/sesion", { cookie: cookieHeader(res) });
    expect(me.body.usuario).toEqual(u);
  });

  it("answers 409 'Este email ya está registrado' for an existing email, whatever its case or spaces", async () => {
    const existing = await createAccount();
    const res = await call("POST", "/api/auth/registro", {
      body: registration({ email: `  ${existing.email.toUpperCase()} ` }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      mensaje: "Este email ya está registrado",
      errores: { email: "Este email ya está registrado" },
    });
    expect(res.cookies).toEqual([]);
  });

  it("refuses weak passwords with the one password rule", async () => {
    for (const password of ["Corta1", "sinmayusculas1", "SINMINUSCULAS1", "SinNumeros"]) {
      const res = await call("POST", "/api/auth/registro", {
        body: registration({ password, confirmPassword: password }),
      });
      expect(res.status, password).toBe(400);
      expect(res.body.errores.password).toBe(RULE);
    }
  });

  it("refuses common passwords, even when they meet the rule", async () => {
    for (const password of ["Password1", "Admin123", "Verano2024", "Carlos123"]) {
      const res = await call("POST", "/api/auth/registro", {
        body: registration({ password, confirmPassword: password }),
      });
      expect(res.status, password).toBe(400);
      expect(res.body.errores.password).toBe("Esta contraseña es demasiado común y fácil de adivinar. Elige otra");
    }
  });

  it("accepts a long passphrase without truncating it", async () => {
    const long = "Una frase de paso muy larga con 7 palabras y Mayúsculas ".repeat(2).slice(0, 100);
    const email = uniqueEmail("larga");
    const res = await call("POST", "/api/auth/registro", {
      body: registration({ email, password: long, confirmPassword: long }),
    });
    expect(res.status).toBe(201);
    // Only the full 100 characters sign in: the first 72 (bcrypt's limit) do not.
    const ip = uniqueIp();
    expect((await call("POST", "/api/auth/login", { ip, body: { email, password: long.slice(0, 72) } })).status).toBe(
      401,
    );
    expect((await call("POST", "/api/auth/login", { ip, body: { email, password: long } })).status).toBe(200);
  });

  it("validates every field with the spec's Spanish messages", async () => {
    const res = await call("POST", "/api/auth/registro", {
      body: { firstName: "", lastName: "P", email: "no-es-email" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errores).toMatchObject({
      firstName: "El nombre es requerido",
      lastName: "El apellido debe tener al menos 2 caracteres",
      email: "Email inválido",
      password: "La contraseña es requerida",
    });
    const empty = await call("POST", "/api/auth/registro", { body: {} });
    expect(empty.body.errores).toMatchObject({
      firstName: "El nombre es requerido",
      lastName: "El apellido es requerido",
      email: "El email es requerido",
    });
    const mismatch = await call("POST", "/api/auth/registro", {
      body: registration({ confirmPassword: "Otra#Clave99" }),
    });
    expect(mismatch.body.errores).toEqual({ confirmPassword: "Las contraseñas no coinciden" });
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with normalised email and answers the user without secrets", async () => {
    const account = await createAccount();
    const res = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: `  ${account.email.toUpperCase()}  `, password: account.plainPassword },
    });
    expect(res.status).toBe(200);
    expect(res.body.mensaje).toBe("¡Inicio de sesión exitoso!");
    expect(res.body.usuario.id).toBe(account.id);
    const token = setCookie(res)!.split(";")[0]!.split("=")[1]!;
    expectNoSecrets(res.body, token);
    expect((await call("GET", "/api/auth/sesion", { cookie: cookieHeader(res) })).body.usuario.email).toBe(
      account.email,
    );
  });

  it("gives the same 401 for a wrong password and for an unknown email, in similar time", async () => {
    const account = await createAccount();
    const ip = uniqueIp();
    let t = performance.now();
    const wrong = await call("POST", "/api/auth/login", {
      ip,
      body: { email: account.email, password: "Incorrecta#99" },
    });
    const wrongMs = performance.now() - t;
    t = performance.now();
    const unknown = await call("POST", "/api/auth/login", {
      ip,
      body: { email: uniqueEmail("nadie"), password: "Incorrecta#99" },
    });
    const unknownMs = performance.now() - t;
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ mensaje: "Email o contraseña incorrectos" });
      expect(res.cookies).toEqual([]);
    }
    // Both paths run one scrypt (the unknown email against a dummy hash). Without it the unknown
    // email would answer ~50x faster; the wide bounds keep a busy CI machine from flaking.
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.25);
    expect(unknownMs).toBeLessThan(wrongMs * 4);
  });

  it("refuses an inactive account even with the right password", async () => {
    const account = await createAccount({ isActive: false });
    const res = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: account.email, password: account.plainPassword },
    });
    expect(res.status).toBe(403);
    expect(res.body.mensaje).toBe("Tu cuenta está desactivada. Contacta con soporte para recuperar el acceso");
    expect(res.cookies).toEqual([]);
  });

  it("validates presence and format", async () => {
    const res = await call("POST", "/api/auth/login", { body: { email: "", password: "" } });
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual({ email: "El email es requerido", password: "La contraseña es requerida" });
    const bad = await call("POST", "/api/auth/login", { body: { email: "malo", password: "x" } });
    expect(bad.body.errores).toEqual({ email: "Email inválido" });
  });

  it("throttles an account from one address after 5 failures in 15 minutes (429), even with the right password", async () => {
    await clearOfWindowEdge("login_cuenta_ip");
    const account = await createAccount();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/api/auth/login", {
        ip,
        body: { email: account.email, password: `Mala#Clave${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call("POST", "/api/auth/login", {
      ip,
      body: { email: account.email, password: account.plainPassword },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.mensaje).toBe("Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(blocked.cookies).toEqual([]);
    // Other addresses are not refused (tests/integration/security/login-lockout.test.ts).
  });

  it("throttles an IP after 20 failures in 15 minutes, for every email", async () => {
    const { setQuotaUsage } = await import("../../../functions/src/data/throttle");
    const ip = uniqueIp();
    const account = await createAccount();
    const signIn = () =>
      call("POST", "/api/auth/login", { ip, body: { email: account.email, password: account.plainPassword } });
    // A full previous window no longer counts...
    await setQuotaUsage("login_ip", ip, 20, new Date(Date.now() - 15 * 60_000));
    expect((await signIn()).status).toBe(200);
    // ...a full current one refuses every account.
    await setQuotaUsage("login_ip", ip, 20, new Date());
    expect((await signIn()).status).toBe(429);
  });
});

describe("GET /api/auth/sesion and POST /api/auth/logout", () => {
  it("answers { usuario: null } to a guest", async () => {
    const res = await call("GET", "/api/auth/sesion");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ usuario: null });
  });

  it("treats an expired session as signed out (and expires the cookie)", async () => {
    const account = await createAccount();
    const token = "expirado-" + "x".repeat(40);
    const past = new Date(Date.now() - 60_000).toISOString();
    await putSession({
      tokenHash: hashToken(token),
      usuario_id: account.id,
      creada: past,
      expira: past,
      expira_max: past,
    });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const res = await call("GET", "/api/auth/sesion", { cookie });
    expect(res.body).toEqual({ usuario: null });
    expect(setCookie(res)).toMatch(/Max-Age=0/);
    expect((await call("GET", "/api/carrito", { cookie })).status).toBe(401);
  });

  it("reads a session and its user in one call, and refuses a token naming another user than its session's", async () => {
    const login = async (a: { email: string; plainPassword: string }) =>
      cookieHeader(
        await call("POST", "/api/auth/login", { ip: uniqueIp(), body: { email: a.email, password: a.plainPassword } }),
      );
    const account = await createAccount();
    const cookie = await login(account);
    const calls = await tableCallsDuring(async () =>
      expect((await call("GET", "/api/favoritos", { cookie })).status).toBe(200),
    );
    // Before, the session and then its user: two calls, one after the other.
    expect(calls[0]).toEqual({
      command: expect.stringMatching(/^BatchGet/),
      keys: ["SESION / SESION", "USUARIO / PERFIL"],
    });
    expect(calls.filter((c) => c.keys.includes("SESION / SESION"))).toHaveLength(1);

    // A session stored for one account under a token that names another is nobody's.
    const other = await createAccount();
    const token = `${other.id}.${randomBytes(32).toString("base64url")}`;
    const now = Date.now();
    await putSession({
      tokenHash: hashToken(token),
      usuario_id: account.id,
      creada: new Date(now).toISOString(),
      expira: new Date(now + 3_600_000).toISOString(),
      expira_max: new Date(now + 86_400_000).toISOString(),
    });
    const forged = `${SESSION_COOKIE}=${token}`;
    expect((await call("GET", "/api/auth/sesion", { cookie: forged })).body).toEqual({ usuario: null });
    expect((await call("GET", "/api/favoritos", { cookie: forged })).status).toBe(401);
  });

  it("slides the expiry forward on each visit", async () => {
    const account = await createAccount();
    const token = "deslizante-" + "y".repeat(40);
    const now = Date.now();
    await putSession({
      tokenHash: hashToken(token),
      usuario_id: account.id,
      creada: new Date(now - 3 * 86_400_000).toISOString(),
      expira: new Date(now + 86_400_000).toISOString(),
      expira_max: new Date(now + 27 * 86_400_000).toISOString(),
    });
    const res = await call("GET", "/api/auth/sesion", { cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.body.usuario.id).toBe(account.id);
    expect(setCookie(res)).toMatch(/Max-Age=604[0-9]{3};/);
    const stored = await getSession(hashToken(token));
    expect(Date.parse(stored!.expira)).toBeGreaterThan(now + 6.9 * 86_400_000);
  });

  it("logout revokes the session on the server and expires the cookie", async () => {
    const account = await createAccount();
    const login = await call("POST", "/api/auth/login", {
      ip: uniqueIp(),
      body: { email: account.email, password: account.plainPassword },
    });
    const cookie = cookieHeader(login);
    const out = await call("POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ mensaje: "Sesión cerrada correctamente" });
    expect(setCookie(out)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    // The old cookie (if a browser kept it) is dead.
    expect((await call("GET", "/api/auth/sesion", { cookie })).body).toEqual({ usuario: null });
    expect((await call("GET", "/api/favoritos", { cookie })).status).toBe(401);
    expect(
      (await call("PUT", "/api/usuarios/me", { cookie, body: { firstName: "X", lastName: "Y", email: account.email } }))
        .status,
    ).toBe(401);
    // Logging out without a session is harmless.
    expect((await call("POST", "/api/auth/logout")).status).toBe(200);
  });

  it("refuses cross-site state changes: no custom header, or a foreign Origin", async () => {
    const account = await createAccount();
    const body = { email: account.email, password: account.plainPassword };
    const noHeader = await call("POST", "/api/auth/login", { body, crossSite: true });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.mensaje).toBe("Solicitud no permitida desde otro sitio");
    const foreign = await call("POST", "/api/auth/login", {
      body,
      headers: { origin: "https://malicioso.example" },
    });
    expect(foreign.status).toBe(403);
    const cookie = await (await import("./helpers")).cookieFor(account.id);
    for (const [method, path, b] of [
      ["POST", "/api/auth/logout", undefined],
      ["PUT", "/api/carrito", { lineas: [] }],
      ["PUT", "/api/usuarios/me/password", { currentPassword: "a", newPassword: "b", confirmPassword: "b" }],
      ["POST", "/api/auth/registro", registration()],
    ] as const) {
      const res = await call(method, path, { cookie, body: b, crossSite: true });
      expect(res.status, path).toBe(403);
    }
    // The session survived the refused cross-site logout.
    expect((await call("GET", "/api/auth/sesion", { cookie })).body.usuario.id).toBe(account.id);
  });

  it("behind a reverse proxy, compares the Origin with the host the browser asked for (X-Forwarded-Host)", async () => {
    // As the HTTP/2 front perf:lighthouse puts before the local store: the browser asks
    // https://localhost:8443, the store listens on localhost:3000.
    const body = { lineas: [{ productoId: "p005", talla: "M", color: "Negro", cantidad: 1 }] };
    const proxied = { origin: "https://localhost:8443", host: "localhost:3000" };
    const withForwarded = await call("POST", "/api/pedido/cotizacion", {
      body,
      headers: { ...proxied, "x-forwarded-host": "localhost:8443" },
    });
    expect(withForwarded.status).not.toBe(403);
    const without = await call("POST", "/api/pedido/cotizacion", { body, headers: proxied });
    expect(without.status).toBe(403);
    expect(without.body.mensaje).toBe("Solicitud no permitida desde otro sitio");
    const foreign = await call("POST", "/api/pedido/cotizacion", {
      body,
      headers: { ...proxied, origin: "https://malicioso.example", "x-forwarded-host": "localhost:8443" },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("GET /api/auth/cuentas-demo", () => {
  it("lists the demo accounts only in demo mode", async () => {
    const { resetEnvCache } = await import("../../../functions/src/lib/env");
    const res = await call("GET", "/api/auth/cuentas-demo");
    expect(res.body.cuentas.map((c: { email: string; role: string }) => [c.email, c.role])).toEqual([
      ["admin@tienda.com", "admin"],
      ["maria@tienda.com", "user"],
      ["carlos@tienda.com", "user"],
    ]);
    process.env.DEMO_MODE = "false";
    resetEnvCache();
    try {
      expect((await call("GET", "/api/auth/cuentas-demo")).body).toEqual({ cuentas: [] });
    } finally {
      process.env.DEMO_MODE = "true";
      resetEnvCache();
    }
  });
});
