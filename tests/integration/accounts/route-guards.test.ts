import { describe, expect, it } from "vitest";
import { routes, routeKey, type RouteDef } from "../../../shared/src/routes";
import { call } from "../../helpers/api";
import { putSession } from "../../../functions/src/data/sessions";
import { hashToken, SESSION_COOKIE } from "../../../functions/src/lib/auth/session";
import { cookieFor, createAccount } from "./helpers";

/**
 * Roles are decided on the server from the route table, in one place (lib/http.ts): every
 * `admin` route answers 403 to a signed-in shopper and 401 to a guest; every `user` route
 * answers 401 to a guest, to an expired session and to a revoked one.
 */
const table = routes as readonly RouteDef[];
const adminRoutes = table.filter((r) => r.auth === "admin");
const userRoutes = table.filter((r) => r.auth === "user");
const url = (r: RouteDef) => r.path.replace(/\{\w+\}/g, "x1");
const body = (r: RouteDef) => (r.method === "GET" || r.method === "DELETE" ? undefined : {});

describe("route table guards", () => {
  it("has admin and user routes to check", () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(userRoutes.length).toBeGreaterThan(0);
  });

  it.each(adminRoutes.map((r) => [routeKey(r), r] as const))(
    "%s: 403 for a shopper, 401 for a guest",
    async (_k, route) => {
      const shopper = await createAccount();
      const cookie = await cookieFor(shopper.id);
      const asShopper = await call(route.method, url(route), { cookie, body: body(route) });
      expect(asShopper.status).toBe(403);
      expect(asShopper.body.mensaje).toBe("No tienes permisos para realizar esta acción");
      const asGuest = await call(route.method, url(route), { body: body(route) });
      expect(asGuest.status).toBe(401);
      expect(asGuest.body.mensaje).toBe("Debes iniciar sesión para realizar esta acción");
    },
  );

  it.each(userRoutes.map((r) => [routeKey(r), r] as const))(
    "%s: 401 for a guest, an expired and a revoked session",
    async (_k, route) => {
      expect((await call(route.method, url(route), { body: body(route) })).status).toBe(401);

      const account = await createAccount();
      const token = `caducada-${crypto.randomUUID()}`;
      const past = new Date(Date.now() - 1000).toISOString();
      await putSession({
        tokenHash: hashToken(token),
        usuario_id: account.id,
        creada: past,
        expira: past,
        expira_max: past,
      });
      expect(
        (await call(route.method, url(route), { cookie: `${SESSION_COOKIE}=${token}`, body: body(route) })).status,
      ).toBe(401);

      const cookie = await cookieFor(account.id);
      expect((await call("POST", "/api/auth/logout", { cookie })).status).toBe(200);
      expect((await call(route.method, url(route), { cookie, body: body(route) })).status).toBe(401);
    },
  );

  it("an inactive account's live session no longer works", async () => {
    const account = await createAccount({ isActive: false });
    const cookie = await cookieFor(account.id);
    expect((await call("GET", "/api/carrito", { cookie })).status).toBe(401);
    expect((await call("GET", "/api/auth/sesion", { cookie })).body).toEqual({ usuario: null });
  });
});
