import { describe, expect, it } from "vitest";
import { recountProductReviews } from "../../../functions/src/data/reviews";
import { setQuotaUsage } from "../../../functions/src/data/throttle";
import { call } from "../../helpers/api";
import { stockedProduct } from "../../helpers/checkout";
import { sessionAs } from "../../helpers/sessions";
import { orderOf, storedCounters, unratedProduct } from "./support";

const rate = (orderId: string, body: unknown, opts: { cookie?: string; token?: string | null } = {}) =>
  call("POST", `/api/pedido/${orderId}/resenas`, {
    body,
    cookie: opts.cookie,
    ...(opts.token ? { query: { token: opts.token } } : {}),
  });

async function expectRecountMatches(productId: string) {
  const [recount, stored] = await Promise.all([recountProductReviews(productId), storedCounters(productId)]);
  expect(stored).toEqual({ count: recount.count, sum: recount.sum, perStar: [...recount.perStar] });
  return stored;
}

describe("POST /api/pedido/{id}/resenas", () => {
  it("lets the signed-in buyer of a delivered order rate a product; a second review edits the first", async () => {
    const product = await unratedProduct();
    const buyer = await sessionAs("user");
    const { id } = await orderOf([product], {
      usuarioId: buyer.userId,
      cliente: { nombre: "Ana María", apellido: "pérez" },
    });

    const first = await rate(
      id,
      { productoId: product.id, calificacion: 4, titulo: "Buena tela", texto: "Me quedó bien" },
      buyer,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      mensaje: "¡Gracias! Tu reseña fue publicada",
      editada: false,
      resena: {
        calificacion: 4,
        titulo: "Buena tela",
        autor: "Ana P.",
        talla: "M",
        color: "Negro",
        compra_verificada: true,
      },
      producto: { id: product.id, promedio: 4, total: 1 },
    });

    const second = await rate(id, { productoId: product.id, calificacion: 2 }, buyer);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      mensaje: "Tu reseña fue actualizada",
      editada: true,
      producto: { promedio: 2, total: 1 },
    });
    expect(second.body.resena).toMatchObject({ calificacion: 2, titulo: null, texto: null });
    expect(await expectRecountMatches(product.id)).toEqual({ count: 1, sum: 2, perStar: [0, 1, 0, 0, 0] });

    // The product's own figures (cards, filters, best sellers) read the same counters.
    const shown = await call("GET", `/api/productos/producto/${product.id}`);
    expect(shown.body).toMatchObject({ calificacion: 2, num_resenas: 1 });
  });

  it("lets a guest rate with the order link's token, and hides the order from anyone without it (404)", async () => {
    const product = await unratedProduct();
    const { id, token } = await orderOf([product]);
    const body = { productoId: product.id, calificacion: 5 };

    expect((await rate(id, body)).status).toBe(404);
    expect((await rate(id, body, { token: "x".repeat(43) })).status).toBe(404);
    const ok = await rate(id, body, { token });
    expect(ok.status).toBe(201);
    expect(ok.body.producto).toEqual({ id: product.id, promedio: 5, total: 1 });
  });

  it("refuses another buyer (403), an admin who is not the buyer (403) and a missing order (404)", async () => {
    const product = await unratedProduct();
    const owner = await sessionAs("user");
    const other = await sessionAs("user");
    const admin = await sessionAs("admin");
    const { id } = await orderOf([product], { usuarioId: owner.userId });
    const body = { productoId: product.id, calificacion: 5 };

    const refused = await rate(id, body, other);
    expect(refused.status).toBe(403);
    expect(refused.body.mensaje).toBe("Solo quien hizo el pedido puede calificar sus productos");
    expect((await rate(id, body, admin)).status).toBe(403);
    expect((await rate(id, body)).status).toBe(404);
    expect((await rate("no-existe", body, owner)).status).toBe(404);
    expect((await storedCounters(product.id)).count).toBe(0);
  });

  it("refuses before delivery (409) and a product that is not in the order (404)", async () => {
    const product = await unratedProduct();
    const buyer = await sessionAs("user");
    for (const estado of ["pendiente", "procesando", "en_transito", "cancelado"] as const) {
      const { id } = await orderOf([product], { usuarioId: buyer.userId, estado });
      const res = await rate(id, { productoId: product.id, calificacion: 5 }, buyer);
      expect(res.status, estado).toBe(409);
      expect(res.body.mensaje).toBe("Podrás calificar los productos cuando el pedido esté entregado");
    }
    const { id } = await orderOf([product], { usuarioId: buyer.userId });
    const other = await unratedProduct();
    const res = await rate(id, { productoId: other.id, calificacion: 5 }, buyer);
    expect(res.status).toBe(404);
    expect(res.body.mensaje).toBe("Este producto no está en el pedido");
    expect((await storedCounters(product.id)).count).toBe(0);
  });

  it("refuses 0, 6 and 3.5 stars, a missing rating and over-long texts with Spanish messages (400)", async () => {
    const product = await unratedProduct();
    const buyer = await sessionAs("user");
    const { id } = await orderOf([product], { usuarioId: buyer.userId });
    for (const calificacion of [0, 6, 3.5, "5", null]) {
      const res = await rate(id, { productoId: product.id, calificacion }, buyer);
      expect(res.status, String(calificacion)).toBe(400);
      expect(res.body.errores.calificacion).toBe("La calificación debe ser un número entero de 1 a 5 estrellas");
    }
    const long = await rate(
      id,
      { productoId: product.id, calificacion: 5, titulo: "a".repeat(81), texto: "b".repeat(1001) },
      buyer,
    );
    expect(long.status).toBe(400);
    expect(long.body.errores).toMatchObject({
      titulo: "El título admite hasta 80 caracteres",
      texto: "La reseña admite hasta 1000 caracteres",
    });
    expect((await rate(id, { productoId: product.id, calificacion: 5, extra: 1 }, buyer)).status).toBe(400);
    expect((await storedCounters(product.id)).count).toBe(0);
  });

  it("throttles one buyer's writes (429) and lets a deactivated account's reviews stay while it cannot write", async () => {
    const product = await unratedProduct();
    const buyer = await sessionAs("user");
    const { id } = await orderOf([product], { usuarioId: buyer.userId });
    expect((await rate(id, { productoId: product.id, calificacion: 5 }, buyer)).status).toBe(201);

    await setQuotaUsage("resena", `u_${buyer.userId}`, 30, new Date());
    const throttled = await rate(id, { productoId: product.id, calificacion: 1 }, buyer);
    expect(throttled.status).toBe(429);
    expect(throttled.body.mensaje).toBe("Has enviado demasiadas reseñas. Inténtalo de nuevo más tarde");
    await setQuotaUsage("resena", `u_${buyer.userId}`, 0, new Date());

    const admin = await sessionAs("admin");
    const off = await call("PATCH", `/api/admin/usuarios/${buyer.userId}`, {
      cookie: admin.cookie,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    const refused = await rate(id, { productoId: product.id, calificacion: 1 }, buyer);
    expect([401, 403, 404]).toContain(refused.status);
    const list = await call("GET", `/api/productos/${product.id}/resenas`);
    expect(list.body).toMatchObject({ total: 1, promedio: 5 });
    expect(list.body.resenas).toHaveLength(1);
  });

  it("starts a product saved before reviews existed from its first real review", async () => {
    // The factory's record carries figures with no review behind them (4 stars, 10 reviews).
    const product = await stockedProduct({ "M|Negro": 10 }, { calificacion: 4, num_resenas: 10 });
    const buyer = await sessionAs("user");
    const { id } = await orderOf([product], { usuarioId: buyer.userId });
    const res = await rate(id, { productoId: product.id, calificacion: 3 }, buyer);
    expect(res.status).toBe(201);
    expect(res.body.producto).toMatchObject({ promedio: 3, total: 1 });
    await expectRecountMatches(product.id);
  });

  it("counts ten reviews written at once by ten buyers exactly", async () => {
    const product = await unratedProduct();
    const stars = [5, 4, 3, 5, 2, 1, 4, 5, 3, 4];
    const buyers = await Promise.all(stars.map(() => sessionAs("user")));
    const orders = await Promise.all(buyers.map((b) => orderOf([product], { usuarioId: b.userId })));

    const answers = await Promise.all(
      orders.map((o, i) =>
        rate(o.id, { productoId: product.id, calificacion: stars[i], texto: `Reseña ${i}` }, buyers[i]),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(stars.map(() => 201));

    const stored = await expectRecountMatches(product.id);
    expect(stored).toEqual({ count: 10, sum: 36, perStar: [1, 1, 2, 3, 3] });
    const page = await call("GET", `/api/productos/${product.id}/resenas`, { query: { limite: 20 } });
    expect(page.body).toMatchObject({ total: 10, promedio: 3.6 });
    expect(page.body.resenas).toHaveLength(10);
    expect((await call("GET", `/api/productos/producto/${product.id}`)).body).toMatchObject({
      calificacion: 3.6,
      num_resenas: 10,
    });
  });
});

describe("GET /api/productos/{id}/resenas", () => {
  it("answers the figures, the bars and pages of visible reviews, newest or most useful first", async () => {
    const product = await unratedProduct();
    const texts = ["Corta", "Una reseña bastante más larga que las otras dos", ""];
    for (const [i, stars] of [5, 4, 5].entries()) {
      const buyer = await sessionAs("user");
      const { id } = await orderOf([product], { usuarioId: buyer.userId });
      expect((await rate(id, { productoId: product.id, calificacion: stars, texto: texts[i] }, buyer)).status).toBe(
        201,
      );
    }
    const first = await call("GET", `/api/productos/${product.id}/resenas`, { query: { limite: 2 } });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toMatch(/public/);
    expect(first.body).toMatchObject({ producto_id: product.id, promedio: 4.7, total: 3, orden: "recientes" });
    expect(first.body.distribucion).toEqual([
      { estrellas: 5, cantidad: 2, porcentaje: 67 },
      { estrellas: 4, cantidad: 1, porcentaje: 33 },
      { estrellas: 3, cantidad: 0, porcentaje: 0 },
      { estrellas: 2, cantidad: 0, porcentaje: 0 },
      { estrellas: 1, cantidad: 0, porcentaje: 0 },
    ]);
    expect(first.body.resenas.map((r: { texto: string | null }) => r.texto)).toEqual([
      null,
      "Una reseña bastante más larga que las otras dos",
    ]);
    expect(first.body.siguiente).toEqual(expect.any(String));
    const second = await call("GET", `/api/productos/${product.id}/resenas`, {
      query: { limite: 2, cursor: first.body.siguiente },
    });
    expect(second.body.resenas.map((r: { texto: string | null }) => r.texto)).toEqual(["Corta"]);
    expect(second.body.siguiente).toBeNull();

    const useful = await call("GET", `/api/productos/${product.id}/resenas`, { query: { orden: "utiles" } });
    expect(useful.body.resenas.map((r: { texto: string | null }) => r.texto)).toEqual([
      "Una reseña bastante más larga que las otras dos",
      "Corta",
      null,
    ]);
  });

  it("keeps 'Sin rating' (0) for a product with no review, and refuses bad queries in Spanish", async () => {
    const product = await unratedProduct();
    const empty = await call("GET", `/api/productos/${product.id}/resenas`);
    expect(empty.body).toMatchObject({ promedio: 0, total: 0, resenas: [], siguiente: null });
    const other = await unratedProduct();
    // A cursor of another product's list cannot start this one.
    const forged = Buffer.from(
      JSON.stringify({ PK: `PRODUCTO#${other.id}`, SK: "RESENA#u_x", GSI1PK: `RESENAS#${other.id}`, GSI1SK: "2026#x" }),
    ).toString("base64url");
    const bad = await call("GET", `/api/productos/${product.id}/resenas`, { query: { cursor: forged } });
    expect(bad.status).toBe(400);
    expect(bad.body.mensaje).toBe("Página no válida");
    expect((await call("GET", `/api/productos/${product.id}/resenas`, { query: { orden: "peores" } })).status).toBe(
      400,
    );
    expect((await call("GET", `/api/productos/${product.id}/resenas`, { query: { limite: 500 } })).status).toBe(400);
    expect((await call("GET", "/api/productos/no-existe/resenas")).status).toBe(404);
  });

  it("takes the page's figures as v (only in the address, so no cache answers an older list) and refuses a bad one", async () => {
    const product = await unratedProduct();
    const plain = await call("GET", `/api/productos/${product.id}/resenas`);
    const versioned = await call("GET", `/api/productos/${product.id}/resenas`, { query: { v: "0-0" } });
    expect(versioned.status).toBe(200);
    expect(versioned.body).toEqual(plain.body);
    const bad = await call("GET", `/api/productos/${product.id}/resenas`, { query: { v: "<1>" } });
    expect(bad.status).toBe(400);
    expect(bad.body.mensaje).toBe("Versión no válida");
  });
});

describe("Moderation: GET /api/admin/resenas and PATCH /api/admin/resenas/{id}", () => {
  it("hides a review with a reason and shows it again; the figures follow at once and equal a recount", async () => {
    const product = await unratedProduct({ nombre: "Chaqueta Moderada" });
    const admin = await sessionAs("admin");
    const ids: string[] = [];
    for (const stars of [5, 1, 4]) {
      const buyer = await sessionAs("user");
      const { id } = await orderOf([product], { usuarioId: buyer.userId });
      const res = await rate(
        id,
        {
          productoId: product.id,
          calificacion: stars,
          texto: stars === 1 ? "<script>alert(1)</script> horrible" : "bien",
        },
        buyer,
      );
      ids.push(res.body.resena.id);
    }
    const low = ids[1]!;
    expect(
      (await call("PATCH", `/api/admin/resenas/${low}`, { cookie: admin.cookie, body: { visible: false } })).body
        .errores,
    ).toEqual({
      motivo: "Indica el motivo para ocultar la reseña",
    });
    const hidden = await call("PATCH", `/api/admin/resenas/${low}`, {
      cookie: admin.cookie,
      body: { visible: false, motivo: "Lenguaje ofensivo" },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ mensaje: "Reseña ocultada", producto: { promedio: 4.5, total: 2 } });
    expect(hidden.body.resena.moderacion).toEqual([
      { visible: false, motivo: "Lenguaje ofensivo", por: "Prueba Admin", fecha: expect.any(String) },
    ]);
    expect(await expectRecountMatches(product.id)).toEqual({ count: 2, sum: 9, perStar: [0, 0, 0, 1, 1] });
    const publicList = await call("GET", `/api/productos/${product.id}/resenas`);
    expect(publicList.body.resenas.map((r: { id: string }) => r.id)).not.toContain(low);

    // Hiding twice changes nothing; the buyer's edit of a hidden review keeps it hidden and uncounted.
    await call("PATCH", `/api/admin/resenas/${low}`, {
      cookie: admin.cookie,
      body: { visible: false, motivo: "otra vez" },
    });
    expect((await storedCounters(product.id)).count).toBe(2);

    const filtered = await call("GET", "/api/admin/resenas", {
      cookie: admin.cookie,
      query: { producto: product.id, visible: "no" },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((r: { id: string }) => r.id)).toEqual([low]);
    expect(filtered.body.data[0]).toMatchObject({
      producto_nombre: "Chaqueta Moderada",
      visible: false,
      texto: "<script>alert(1)</script> horrible",
    });
    const byStars = await call("GET", "/api/admin/resenas", {
      cookie: admin.cookie,
      query: { producto: product.id, estrellas: 5 },
    });
    expect(byStars.body.data).toHaveLength(1);
    const bySearch = await call("GET", "/api/admin/resenas", {
      cookie: admin.cookie,
      query: { q: "chaqueta moderada" },
    });
    expect(bySearch.body.data.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());

    const shown = await call("PATCH", `/api/admin/resenas/${low}`, { cookie: admin.cookie, body: { visible: true } });
    expect(shown.body).toMatchObject({ mensaje: "Reseña visible de nuevo", producto: { promedio: 3.3, total: 3 } });
    expect(shown.body.resena.moderacion).toHaveLength(2);
    expect(await expectRecountMatches(product.id)).toEqual({ count: 3, sum: 10, perStar: [1, 0, 0, 1, 1] });
  });

  it("lists new reviews in the dashboard's activity feed, with the link to moderate them", async () => {
    const product = await unratedProduct({ nombre: "Gorra Actividad" });
    const buyer = await sessionAs("user");
    const admin = await sessionAs("admin");
    const { id } = await orderOf([product], { usuarioId: buyer.userId, cliente: { nombre: "Rosa", apellido: "Páez" } });
    expect((await rate(id, { productoId: product.id, calificacion: 1 }, buyer)).status).toBe(201);
    const feed = await call("GET", "/api/admin/actividad", { cookie: admin.cookie });
    expect(feed.body).toContainEqual({
      tipo: "resena",
      fecha: expect.any(String),
      descripcion: "Nueva reseña (1 estrella) de Rosa P. en Gorra Actividad",
      enlace: `/admin/resenas?producto=${product.id}`,
    });
  });

  it("notifies low ratings no admin has seen, until one looks at it; new stars make it news again", async () => {
    const product = await unratedProduct({ nombre: "Bufanda Aviso" });
    const buyer = await sessionAs("user");
    const admin = await sessionAs("admin");
    const { id } = await orderOf([product], { usuarioId: buyer.userId });
    const low = (await rate(id, { productoId: product.id, calificacion: 2 }, buyer)).body.resena.id as string;
    const alerts = async () =>
      (
        (await call("GET", "/api/admin/alertas", { cookie: admin.cookie })).body.resenas_bajas as Array<{ id: string }>
      ).map((r) => r.id);
    expect(await alerts()).toContain(low);

    const seen = await call("PATCH", `/api/admin/resenas/${low}`, { cookie: admin.cookie, body: { visible: true } });
    expect(seen.status).toBe(200);
    expect(seen.body.resena).toMatchObject({ vista: true, visible: true, moderacion: [] });
    expect(await alerts()).not.toContain(low);
    expect((await storedCounters(product.id)).count).toBe(1);

    expect((await rate(id, { productoId: product.id, calificacion: 1 }, buyer)).status).toBe(200);
    expect(await alerts()).toContain(low);
    expect((await rate(id, { productoId: product.id, calificacion: 5 }, buyer)).status).toBe(200);
    expect(await alerts()).not.toContain(low);
  });

  it("is for admins only, and answers 404 for an unknown review", async () => {
    const user = await sessionAs("user");
    const admin = await sessionAs("admin");
    expect((await call("GET", "/api/admin/resenas", { cookie: user.cookie })).status).toBe(403);
    expect((await call("GET", "/api/admin/resenas")).status).toBe(401);
    expect(
      (await call("PATCH", "/api/admin/resenas/p001.u_x", { cookie: user.cookie, body: { visible: true } })).status,
    ).toBe(403);
    const missing = await call("PATCH", "/api/admin/resenas/p001.u_nadie", {
      cookie: admin.cookie,
      body: { visible: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.mensaje).toBe("Reseña no encontrada");
    expect((await call("GET", "/api/admin/resenas", { cookie: admin.cookie, query: { estrellas: 7 } })).status).toBe(
      400,
    );
  });

  it("keeps the product's figures equal to a recount through concurrent edits and hidings", async () => {
    const product = await unratedProduct();
    const admin = await sessionAs("admin");
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => sessionAs("user")));
    const orders = await Promise.all(buyers.map((b) => orderOf([product], { usuarioId: b.userId })));
    const first = await Promise.all(
      orders.map((o, i) => rate(o.id, { productoId: product.id, calificacion: 3 }, buyers[i])),
    );
    const reviewIds = first.map((r) => r.body.resena.id as string);
    // Edits of every review and hidings of half of them, all at once.
    const results = await Promise.all([
      ...orders.map((o, i) => rate(o.id, { productoId: product.id, calificacion: (i % 5) + 1 }, buyers[i])),
      ...reviewIds
        .filter((_, i) => i % 2 === 0)
        .map((id) =>
          call("PATCH", `/api/admin/resenas/${id}`, {
            cookie: admin.cookie,
            body: { visible: false, motivo: "revisión" },
          }),
        ),
    ]);
    // A moderation that met a buyer's edit may be refused (409) and is then simply repeated.
    for (const [i, r] of results.entries()) expect([200, 409], String(i)).toContain(r.status);
    for (const id of reviewIds.filter((_, i) => i % 2 === 0)) {
      await call("PATCH", `/api/admin/resenas/${id}`, {
        cookie: admin.cookie,
        body: { visible: false, motivo: "revisión" },
      });
    }
    // Stars 1..5,1 on the six; the hidden are the 1st, 3rd and 5th (1, 3, 5 stars).
    expect(await expectRecountMatches(product.id)).toEqual({ count: 3, sum: 2 + 4 + 1, perStar: [1, 1, 0, 1, 0] });
  });
});

describe("the demo store", () => {
  it("shows ratings that are exactly its seeded reviews", async () => {
    let rated = 0;
    for (const id of ["p001", "p002", "p003", "p010", "p020", "p040"]) {
      const stored = await expectRecountMatches(id);
      const page = await call("GET", `/api/productos/${id}/resenas`, { query: { limite: 20 } });
      expect(page.body.total).toBe(stored.count);
      expect(page.body.resenas).toHaveLength(Math.min(20, stored.count));
      if (stored.count > 0) rated++;
    }
    expect(rated).toBeGreaterThan(0);
  });
});
