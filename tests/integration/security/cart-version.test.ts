import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { allProducts, cookieFor, createAccount } from "../accounts/helpers";
import { rebaseCartChange, type CartLine } from "../../../web/src/features/cart/api/lines";

/**
 * Attack 8 of the security follow-up: two tabs writing the cart at once lost lines silently.
 * The cart is written with a version: GET gives an ETag, PUT with If-Match is a conditional
 * write (412 + the current cart when stale), and the SPA merges its change and retries once.
 */
async function threeLines(): Promise<CartLine[]> {
  const out: CartLine[] = [];
  for (const p of await allProducts()) {
    if (!p.activo) continue;
    const variant = Object.entries(p.stock_variantes).find(([, n]) => n >= 3);
    if (!variant) continue;
    const [talla, color] = variant[0].split("|") as [string, string];
    out.push({ productoId: p.id, talla, color, cantidad: 1 });
    if (out.length === 3) return out;
  }
  throw new Error("not enough seeded products with stock");
}

/** What the SPA does (web/src/features/cart/api/server-cart.ts): one conditional write, on 412 merge and retry once. */
async function spaWrite(cookie: string, base: CartLine[], next: CartLine[], etag: string) {
  const first = await call("PUT", "/api/carrito", { cookie, body: { lineas: next }, headers: { "if-match": etag } });
  if (first.status !== 412) return { first, final: first };
  const merged = rebaseCartChange(base, next, first.body.lineas);
  const final = await call("PUT", "/api/carrito", {
    cookie,
    body: { lineas: merged },
    headers: { "if-match": first.headers.etag! },
  });
  return { first, final };
}

describe("the cart is written with a version", () => {
  it("GET answers an ETag; a PUT with the current one succeeds and answers the next", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const [x] = await threeLines();
    const got = await call("GET", "/api/carrito", { cookie });
    expect(got.headers.etag).toMatch(/^"\d+"$/);
    const put = await call("PUT", "/api/carrito", {
      cookie,
      body: { lineas: [x] },
      headers: { "if-match": got.headers.etag! },
    });
    expect(put.status).toBe(200);
    expect(put.headers.etag).toMatch(/^"\d+"$/);
    expect(put.headers.etag).not.toBe(got.headers.etag);
    expect((await call("GET", "/api/carrito", { cookie })).headers.etag).toBe(put.headers.etag);
  });

  it("replays the attack: two sessions write with the same stale ETag at once; one wins, the other gets 412, and after the retry no line is lost", async () => {
    const account = await createAccount();
    const [tabA, tabB] = [await cookieFor(account.id), await cookieFor(account.id)];
    const [x, y, z] = await threeLines();
    const start = await call("PUT", "/api/carrito", { cookie: tabA, body: { lineas: [x] } });
    const etag = start.headers.etag!;
    const base = start.body.lineas as CartLine[];

    // Both tabs saw [x]; A adds y, B adds z, at the same moment, with the same ETag.
    const [a, b] = await Promise.all([
      spaWrite(tabA, base, [...base, y!], etag),
      spaWrite(tabB, base, [...base, z!], etag),
    ]);
    expect([a.first.status, b.first.status].sort()).toEqual([200, 412]);
    const loser = a.first.status === 412 ? a : b;
    expect(loser.first.body.mensaje).toBe("Tu carrito cambió en otra pestaña o dispositivo. Vuelve a intentarlo");
    expect(loser.first.body.lineas).toHaveLength(2);
    expect(loser.final.status).toBe(200);

    const final = await call("GET", "/api/carrito", { cookie: tabA });
    const key = (l: CartLine) => `${l.productoId}|${l.talla}|${l.color}`;
    expect(final.body.lineas.map(key).sort()).toEqual([x!, y!, z!].map(key).sort());
  });

  it("a stale or malformed If-Match never overwrites; no If-Match is a plain write", async () => {
    const account = await createAccount();
    const cookie = await cookieFor(account.id);
    const [x, y] = await threeLines();
    const first = await call("PUT", "/api/carrito", { cookie, body: { lineas: [x] } });
    for (const ifMatch of ['"999999"', "basura", 'W/"1"']) {
      const stale = await call("PUT", "/api/carrito", {
        cookie,
        body: { lineas: [] },
        headers: { "if-match": ifMatch },
      });
      expect(stale.status, ifMatch).toBe(412);
      expect(stale.body.lineas).toEqual(first.body.lineas);
      expect(stale.headers.etag).toBe(first.headers.etag);
    }
    const plain = await call("PUT", "/api/carrito", { cookie, body: { lineas: [x, y] } });
    expect(plain.status).toBe(200);
    expect(plain.body.lineas).toHaveLength(2);
  });

  it("the sign-in merge of guest carts uses the same conditional write: parallel merges lose nothing", async () => {
    const account = await createAccount();
    const [tabA, tabB] = [await cookieFor(account.id), await cookieFor(account.id)];
    const [x, y, z] = await threeLines();
    await call("PUT", "/api/carrito", { cookie: tabA, body: { lineas: [x] } });
    const merges = await Promise.all([
      call("PUT", "/api/carrito", { cookie: tabA, body: { fusionar: true, lineas: [y] } }),
      call("PUT", "/api/carrito", { cookie: tabB, body: { fusionar: true, lineas: [z] } }),
    ]);
    expect(merges.map((m) => m.status)).toEqual([200, 200]);
    const final = await call("GET", "/api/carrito", { cookie: tabA });
    expect(final.body.lineas.map((l: CartLine) => l.productoId).sort()).toEqual(
      [x!, y!, z!].map((l) => l.productoId).sort(),
    );
  });
});
