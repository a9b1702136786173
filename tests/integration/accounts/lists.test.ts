import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { putSession } from "../../../functions/src/data/sessions";
import { hashToken, SESSION_COOKIE } from "../../../functions/src/lib/auth/session";
import { call } from "../../helpers/api";
import { tableCallsDuring } from "../../helpers/table-calls";
import { allProducts, cookieFor, createAccount, productWithStock } from "./helpers";

/** The key kinds of every DynamoDB call `run` makes, call by call. */
const callsOf = async (run: () => Promise<unknown>) => (await tableCallsDuring(run)).map((c) => c.keys);

describe("GET|PUT /api/carrito", () => {
  it("starts empty and keeps what is saved, for every browser of the account", async () => {
    const account = await createAccount();
    const [a, b] = [await cookieFor(account.id), await cookieFor(account.id)];
    expect((await call("GET", "/api/carrito", { cookie: a })).body).toEqual({ lineas: [] });
    const { product, talla, color } = await productWithStock(2);
    const lineas = [{ productoId: product.id, talla, color, cantidad: 2 }];
    const put = await call("PUT", "/api/carrito", { cookie: a, body: { lineas } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ lineas });
    expect((await call("GET", "/api/carrito", { cookie: b })).body).toEqual({ lineas });
    expect((await call("PUT", "/api/carrito", { cookie: b, body: { lineas: [] } })).body).toEqual({ lineas: [] });
    expect((await call("GET", "/api/carrito", { cookie: a })).body).toEqual({ lineas: [] });
  });

  it("reads the cart in the session's own call; a session from before tokens named their user still gets it", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const { product, talla, color } = await productWithStock(2);
    const lineas = [{ productoId: product.id, talla, color, cantidad: 1 }];
    expect((await call("PUT", "/api/carrito", { cookie, body: { lineas } })).status).toBe(200);
    let got: unknown;
    const calls = await callsOf(async () => (got = (await call("GET", "/api/carrito", { cookie })).body));
    expect(got).toEqual({ lineas });
    // Before: the session, its user, then the cart, one after the other; then the products.
    expect(calls).toEqual([["SESION / SESION", "USUARIO / PERFIL", "USUARIO / CARRITO"], ["PRODUCTO / PRODUCTO"]]);

    // A token without the user's id reads the session, the user, then the cart: the same cart.
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await putSession({
      tokenHash: hashToken(token),
      usuario_id: account.id,
      creada: new Date(now).toISOString(),
      expira: new Date(now + 3_600_000).toISOString(),
      expira_max: new Date(now + 86_400_000).toISOString(),
    });
    const before = await callsOf(
      async () => (got = (await call("GET", "/api/carrito", { cookie: `${SESSION_COOKIE}=${token}` })).body),
    );
    expect(got).toEqual({ lineas });
    expect(before).toEqual([["SESION / SESION"], ["USUARIO / PERFIL"], ["USUARIO / CARRITO"], ["PRODUCTO / PRODUCTO"]]);
  });

  it("drops unknown products and variants, merges duplicates, removes lines at 0 and bounds quantities by stock", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const { product, talla, color, stock } = await productWithStock(2);
    const res = await call("PUT", "/api/carrito", {
      cookie,
      body: {
        lineas: [
          { productoId: product.id, talla, color, cantidad: 1 },
          { productoId: "no-existe", talla: "M", color: "Negro", cantidad: 1 },
          { productoId: product.id, talla: "ZZZ", color, cantidad: 1 },
          { productoId: product.id, talla, color, cantidad: stock + 50 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.lineas).toEqual([{ productoId: product.id, talla, color, cantidad: stock }]);
    const zero = await call("PUT", "/api/carrito", {
      cookie,
      body: { lineas: [{ productoId: product.id, talla, color, cantidad: 0 }] },
    });
    expect(zero.body.lineas).toEqual([]);
  });

  it("merges a guest cart into the saved one with fusionar (quantities add up, bounded by stock)", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const { product, talla, color, stock } = await productWithStock(3);
    const others = (await allProducts()).filter((p) => p.activo && p.id !== product.id);
    const other = others.find((p) => Object.values(p.stock_variantes).some((n) => n > 0))!;
    const [otherKey] = Object.entries(other.stock_variantes).find(([, n]) => n > 0)!;
    const [oTalla, oColor] = otherKey.split("|") as [string, string];

    await call("PUT", "/api/carrito", {
      cookie,
      body: { lineas: [{ productoId: product.id, talla, color, cantidad: 1 }] },
    });
    const merged = await call("PUT", "/api/carrito", {
      cookie,
      body: {
        fusionar: true,
        lineas: [
          { productoId: product.id, talla, color, cantidad: 2 },
          { productoId: other.id, talla: oTalla, color: oColor, cantidad: 1 },
        ],
      },
    });
    expect(merged.body.lineas).toEqual([
      { productoId: product.id, talla, color, cantidad: Math.min(3, stock) },
      { productoId: other.id, talla: oTalla, color: oColor, cantidad: 1 },
    ]);
    const bounded = await call("PUT", "/api/carrito", {
      cookie,
      body: { fusionar: true, lineas: [{ productoId: product.id, talla, color, cantidad: stock }] },
    });
    expect(bounded.body.lineas[0].cantidad).toBe(stock);
  });

  it("validates the body and rejects guests", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    expect((await call("PUT", "/api/carrito", { cookie, body: { lineas: "x" } })).status).toBe(400);
    expect(
      (
        await call("PUT", "/api/carrito", {
          cookie,
          body: { lineas: [{ productoId: "p", talla: "M", color: "Negro", cantidad: 1.5 }] },
        })
      ).body.mensaje,
    ).toBe("Cantidad inválida");
    expect((await call("GET", "/api/carrito")).status).toBe(401);
    expect((await call("PUT", "/api/carrito", { body: { lineas: [] } })).status).toBe(401);
  });
});

describe("GET|PUT /api/favoritos", () => {
  it("saves favourites, drops unknown ids, ignores duplicates and merges with fusionar", async () => {
    const account = await createAccount();
    const [a, b] = [await cookieFor(account.id), await cookieFor(account.id)];
    const [p1, p2, p3] = (await allProducts()).filter((p) => p.activo).map((p) => p.id);
    expect((await call("GET", "/api/favoritos", { cookie: a })).body).toEqual({ productos: [] });
    const put = await call("PUT", "/api/favoritos", { cookie: a, body: { productos: [p1, "no-existe", p2, p1] } });
    expect(put.body).toEqual({ productos: [p1, p2] });
    const merged = await call("PUT", "/api/favoritos", { cookie: b, body: { fusionar: true, productos: [p2, p3] } });
    expect(merged.body).toEqual({ productos: [p1, p2, p3] });
    expect((await call("GET", "/api/favoritos", { cookie: a })).body).toEqual({ productos: [p1, p2, p3] });
  });

  it("rejects guests and bad bodies", async () => {
    expect((await call("GET", "/api/favoritos")).status).toBe(401);
    const cookie = await cookieFor((await createAccount()).id);
    expect((await call("PUT", "/api/favoritos", { cookie, body: { productos: [1] } })).status).toBe(400);
  });
});
