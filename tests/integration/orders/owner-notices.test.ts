/**
 * Issue 46, items 3, 6 and 7: the owner hears about her store. A new order, a receipt to review, a
 * 1–2 star review and a variant that runs out (by an order or an admin's stock edit) each write an
 * outbox item in the transaction of the change, which the sender job delivers to the settings'
 * `email_notificaciones` (else the first admin), naming the order or product and linking to the
 * admin screen; the store's name is in the subject and the sender's display name.
 */
import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { orderBody, placeOrder, stockedProduct, uploadReceipt, variantStock } from "../../helpers/checkout";
import { inbox, storeSubject, type CaughtEmail } from "../../helpers/inbox";
import { orderIn } from "../../helpers/order-states";
import { sessionAs } from "../../helpers/sessions";
import { db, tableName } from "../../../functions/src/data/client";
import { keys } from "../../../functions/src/data/keys";
import { firstAdminEmail } from "../../../functions/src/data/admin-users";
import { getSettings } from "../../../functions/src/data/settings";
import { outboxPutOwner, type OutboxEmail } from "../../../functions/src/data/outbox";
import { deliverEmail } from "../../../functions/src/domain/email/send-outbox";
import { sendEmails } from "../../helpers/outbox";

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };
const APP_ORIGIN = process.env.APP_ORIGIN!;

/** Where notices go on the seeded store, which names no notification email: its first admin. */
const owner = (await firstAdminEmail())!;

/** The owner's emails whose subject names `about` (an order number or a product name). */
async function noticesAbout(about: string): Promise<CaughtEmail[]> {
  await sendEmails(new Date());
  return (await inbox()).filter((m) => m.subject.includes(about) && m.to.some((t) => t.address === owner));
}

describe("the owner's notices", () => {
  it("go to the first admin while the settings name no address", async () => {
    expect((await getSettings())?.email_notificaciones ?? null).toBeNull();
    expect(owner).toBe("admin@tienda.com");
  });

  it("a new order: its number, its sums and a link to it in Pagos, in the store's name", async () => {
    const p = await stockedProduct(
      { "M|Negro": 5 },
      { precio_cents: 3800, nombre: `Jean ${randomUUID().slice(0, 6)}` },
    );
    const placed = await placeOrder(orderBody([{ productoId: p.id, cantidad: 2 }]));
    expect(placed.status).toBe(201);
    const numero = placed.body.pedido.numero_pedido as string;
    const [mail, ...more] = await noticesAbout(numero);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(storeSubject(`Nuevo pedido ${numero} por $91.00`));
    expect(mail!.from[0]).toMatchObject({ name: "Tienda", address: "pedidos@tienda.local" });
    expect(mail!.text).toContain(`${APP_ORIGIN}/admin/pagos?q=${numero}`);
    expect(mail!.text).toContain(`2 × ${p.nombre} (talla M, Negro) a $38.00 — $76.00`);
    expect(mail!.text).toContain("Envío estándar — $15.00");
    expect(mail!.text).toContain("Total: $91.00");
    expect(mail!.text).toMatch(/Total en bolívares: Bs\. [\d.]+,\d{2} a la tasa BCV de/);
  });

  it("a receipt at checkout and a receipt sent later: each links to the receipt to review", async () => {
    const withReceipt = await orderIn("en revisión");
    const [atCheckout] = await noticesAbout(withReceipt.numero);
    expect(atCheckout!.subject).toBe(storeSubject(`Nuevo pedido ${withReceipt.numero} con comprobante por revisar`));
    expect(atCheckout!.text).toContain(
      `${APP_ORIGIN}/admin/pagos?q=${withReceipt.numero}&estado_pago=pendiente_verificacion`,
    );

    const later = await orderIn("pendiente");
    const sent = await call("POST", `/api/pedido/${later.id}/comprobante`, {
      query: { token: later.token },
      body: { clave: await uploadReceipt(), referencia: "55667788" },
    });
    expect(sent.status).toBe(200);
    const mails = await noticesAbout(later.numero);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      storeSubject(`Comprobante por revisar del pedido ${later.numero}`),
      storeSubject(`Nuevo pedido ${later.numero} por $55.00`),
    ]);
    const receipt = mails.find((m) => m.subject.startsWith("Comprobante"))!;
    expect(receipt.text).toContain("referencia 55667788");
    expect(receipt.text).toContain(`${APP_ORIGIN}/admin/pagos?q=${later.numero}&estado_pago=pendiente_verificacion`);
  });

  it("a 1-star review names the product and links to the 1-star reviews; a 4-star one tells nobody", async () => {
    const reviewable = { calificacion: 0, num_resenas: 0, resenas_suma: 0, resenas_estrellas: [0, 0, 0, 0, 0] };
    const delivered = async (nombre: string) => {
      const o = await orderIn("aprobado", { product: { ...reviewable, nombre } });
      for (const estado of ["en_transito", "entregado"]) {
        expect((await call("PUT", `/api/pedido/${o.id}`, { ...asAdmin, body: { estado } })).status).toBe(200);
      }
      return o;
    };
    const low = await delivered(`Vestido ${randomUUID().slice(0, 6)}`);
    const rated = await call("POST", `/api/pedido/${low.id}/resenas`, {
      query: { token: low.token },
      body: { productoId: low.product.id, calificacion: 1, texto: "La tela se rompió" },
    });
    expect(rated.status).toBe(201);
    const [mail, ...more] = await noticesAbout(low.product.nombre);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(storeSubject(`Reseña de 1 estrella para ${low.product.nombre}`));
    expect(mail!.text).toContain(`(pedido ${low.numero})`);
    expect(mail!.text).toContain("La tela se rompió");
    expect(mail!.text).toContain(`${APP_ORIGIN}/admin/resenas?estrellas=1`);

    const good = await delivered(`Blusa ${randomUUID().slice(0, 6)}`);
    const fine = await call("POST", `/api/pedido/${good.id}/resenas`, {
      query: { token: good.token },
      body: { productoId: good.product.id, calificacion: 4 },
    });
    expect(fine.status).toBe(201);
    expect(await noticesAbout(good.product.nombre)).toHaveLength(0);
  });

  it("an order that takes a variant's last units: one notice naming it and the order", async () => {
    const p = await stockedProduct({ "M|Negro": 2, "L|Negro": 5 }, { nombre: `Falda ${randomUUID().slice(0, 6)}` });
    const placed = await placeOrder(orderBody([{ productoId: p.id, cantidad: 2 }]));
    expect(placed.status).toBe(201);
    expect(await variantStock(p.id)).toBe(0);
    const mails = (await noticesAbout(p.nombre)).filter((m) => m.subject.startsWith("Sin stock"));
    expect(mails.map((m) => m.subject)).toEqual([storeSubject(`Sin stock: ${p.nombre} (talla M, Negro)`)]);
    expect(mails[0]!.text).toContain(
      `Con el pedido ${placed.body.pedido.numero_pedido} se vendieron las últimas unidades`,
    );
    expect(mails[0]!.text).toContain(`${APP_ORIGIN}/admin/productos?stock_producto=${p.id}`);
  });

  it("only the order that takes the last unit tells the owner", async () => {
    const p = await stockedProduct({ "M|Negro": 3 }, { nombre: `Camisa ${randomUUID().slice(0, 6)}` });
    // The first two leave units (their condition: more than they take); the third empties it.
    const results = await Promise.all([1, 2].map(() => placeOrder(orderBody([{ productoId: p.id, cantidad: 1 }]))));
    const third = await placeOrder(orderBody([{ productoId: p.id, cantidad: 1 }]));
    expect([...results, third].map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await variantStock(p.id)).toBe(0);
    const soldOut = (await noticesAbout(p.nombre)).filter((m) => m.subject.startsWith("Sin stock"));
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]!.text).toContain(`Con el pedido ${third.body.pedido.numero_pedido}`);
  });

  it("two orders racing for the last two units both go through, and the owner hears once", async () => {
    const p = await stockedProduct({ "M|Negro": 2 }, { nombre: `Chaqueta ${randomUUID().slice(0, 6)}` });
    // Both may read 2 and take 1 on the condition that a unit stays; the one that commits second
    // finds 1, reads again and empties the variant on the condition that exactly 1 is left.
    const results = await Promise.all([1, 2].map(() => placeOrder(orderBody([{ productoId: p.id, cantidad: 1 }]))));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(await variantStock(p.id)).toBe(0);
    expect((await noticesAbout(p.nombre)).filter((m) => m.subject.startsWith("Sin stock"))).toHaveLength(1);
  });

  it("an admin's stock edit to 0 tells the owner; an edit that leaves units does not", async () => {
    const p = await stockedProduct({ "M|Negro": 4, "L|Negro": 3 }, { nombre: `Short ${randomUUID().slice(0, 6)}` });
    const kept = await call("PUT", `/api/productos/${p.id}/stock`, {
      ...asAdmin,
      body: { stock_variantes: { "M|Negro": 1 } },
    });
    expect(kept.status).toBe(200);
    expect(await noticesAbout(p.nombre)).toHaveLength(0);
    const emptied = await call("PUT", `/api/productos/${p.id}/stock`, {
      ...asAdmin,
      body: { stock_variantes: { "L|Negro": 0 } },
    });
    expect(emptied.status).toBe(200);
    const mails = await noticesAbout(p.nombre);
    expect(mails.map((m) => m.subject)).toEqual([storeSubject(`Sin stock: ${p.nombre} (talla L, Negro)`)]);
    expect(mails[0]!.text).toContain("Tras un cambio de stock en el panel");
    expect(mails[0]!.text).toContain(`${APP_ORIGIN}/admin/productos?stock_producto=${p.id}`);
  });
});

describe("the notification email and the store's name", () => {
  /** An outbox item the shared sender job will not pick up (due tomorrow), for deliverEmail alone. */
  async function privateNotice(put: ReturnType<typeof outboxPutOwner>): Promise<OutboxEmail> {
    const item = put.Put.Item as Record<string, any>;
    const due = new Date(Date.now() + 24 * 3600_000).toISOString();
    const stored = { ...item, ...keys.emailDueGsi3(item.id, due), siguiente_intento: due };
    await db().send(new PutCommand({ TableName: tableName(), Item: stored }));
    return { ...(stored as unknown as OutboxEmail), clave_cola: String(stored.GSI3SK) };
  }

  it("sends to email_notificaciones once set, with the store's name in the subject and as the sender", async () => {
    const tag = randomUUID().slice(0, 8);
    const settings = {
      ...(await getSettings())!,
      nombre_tienda: "MODA CARACAS",
      email_notificaciones: `duena-${tag}@example.com`,
    };
    const nombre = `Bolso ${tag}`;
    const notice = await privateNotice(
      outboxPutOwner("aviso_agotado", new Date(), {
        aviso: {
          tipo: "agotado",
          numero_pedido: null,
          variantes: [{ producto_id: "x", producto_nombre: nombre, talla: "U", color: "Negro" }],
        },
      }),
    );
    expect(await deliverEmail(notice, settings, new Date())).toBe("sent");
    const [mail] = (await inbox()).filter((m) => m.subject.includes(nombre));
    expect(mail!.to.map((t) => t.address)).toEqual([`duena-${tag}@example.com`]);
    expect(mail!.subject).toBe(`Sin stock: ${nombre} (talla U, Negro) · MODA CARACAS`);
    expect(mail!.from[0]).toMatchObject({ name: "MODA CARACAS", address: "pedidos@tienda.local" });
    expect(mail!.text).toContain("Aviso automático de MODA CARACAS");
  });

  it("PUT /api/admin/ajustes keeps it when absent, clears it with null, and refuses a bad address in Spanish", async () => {
    const current = async () => {
      const {
        actualizado_por: _p,
        actualizado_en: _e,
        ...rest
      } = (await call("GET", "/api/admin/ajustes", asAdmin)).body;
      return rest;
    };
    const put = async (body: unknown) => call("PUT", "/api/admin/ajustes", { ...asAdmin, body });
    const before = await current();
    expect(before.email_notificaciones).toBeNull();
    try {
      const set = await put({ ...before, email_notificaciones: " Avisos@ModaCaracas.com " });
      expect(set.status).toBe(200);
      expect(set.body.ajustes.email_notificaciones).toBe("avisos@modacaracas.com");
      // What GET answers can be PUT back unchanged, and a body without the field keeps it.
      const { email_notificaciones: _n, ...without } = await current();
      expect((await put(without)).status).toBe(200);
      expect((await current()).email_notificaciones).toBe("avisos@modacaracas.com");
      expect((await put(await current())).status).toBe(200);
      expect((await current()).email_notificaciones).toBe("avisos@modacaracas.com");
      // Not public.
      expect((await call("GET", "/api/ajustes/publicos")).body).not.toHaveProperty("email_notificaciones");
      const bad = await put({ ...without, email_notificaciones: "avisos@" });
      expect(bad.status).toBe(400);
      expect(bad.body.mensaje).toBe("Ingresa un email válido para los avisos de la tienda");
    } finally {
      // null clears it: the notices go to the first admin again (as the other tests expect).
      const cleared = await put({ ...(await current()), email_notificaciones: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.ajustes.email_notificaciones).toBeNull();
    }
  });
});
