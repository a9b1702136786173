import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderRecord } from "../../helpers/orders";
import { orderBody, placeOrder, stockedProduct, storedStock, uploadReceipt } from "../../helpers/checkout";
import { orderIn } from "../../helpers/order-states";
import { batchPut } from "../../../scripts/local/seed-store";
import { getOrder, orderItem } from "../../../functions/src/data/orders";
import { sendEmails } from "../../helpers/outbox";
import { resetMailer } from "../../../functions/src/lib/mailer";
import { storeSubject, mailWebUrl } from "../../helpers/inbox";

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  html: string;
}
async function inbox(): Promise<CaughtEmail[]> {
  return (await (await fetch(`${mailWebUrl()}/api/email`)).json()) as CaughtEmail[];
}
/** The buyer's emails about an order (the owner's notices about it go to the store's address). */
const mailsAbout = async (pedido: Record<string, any>) =>
  (await inbox()).filter(
    (m) => m.subject.includes(pedido.numero_pedido as string) && m.to.some((t) => t.address === pedido.cliente.email),
  );

/** A guest order ($40 × 2) with a receipt under review; `body` overrides the checkout's fields. */
const orderUnderReview = (body: Record<string, unknown> = {}) =>
  orderIn("en revisión", { product: { precio_cents: 4000 }, body });

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

describe("admin routes are for admins only", () => {
  it.each([
    ["GET", "/api/pedido"],
    ["POST", "/api/pedido/x/aprobar"],
    ["POST", "/api/pedido/x/rechazar"],
    ["PUT", "/api/pedido/x"],
    ["DELETE", "/api/pedido/x"],
  ])("%s %s: 401 for guests, 403 for shoppers", async (method, path) => {
    const shopper = await sessionAs("user");
    expect((await call(method, path, { body: {} })).status).toBe(401);
    const res = await call(method, path, { body: {}, cookie: shopper.cookie });
    expect(res.status).toBe(403);
    expect(res.body.mensaje).toBe("No tienes permisos para realizar esta acción");
  });
});

describe("GET /api/pedido (admin list)", () => {
  it("searches by name, email, number and id; filters by payment state and method; sorts and pages", async () => {
    // Letters only: shoppers' names hold no digits (shared/src/rules/person-name.ts).
    const tag = `Zoe${randomUUID()
      .slice(0, 8)
      .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
    const p = await stockedProduct({ "M|Negro": 50 }, { precio_cents: 1000 });
    const placed = [];
    for (let i = 0; i < 4; i++) {
      const extra = i === 3 ? { tipo_pago: "pago_ubi", ubi_referencia: "U1", ubi_email: "z@z.co" } : {};
      const res = await placeOrder(
        orderBody([{ productoId: p.id, cantidad: i + 1 }], {
          nombre: tag,
          apellido: `N${"ABCD"[i]}`,
          email: `${tag.toLowerCase()}${i}@correo.com`,
          ...extra,
        }),
      );
      placed.push(res.body.pedido);
    }
    const list = (query: Record<string, string | number>) => call("GET", "/api/pedido", { ...asAdmin, query });

    const byName = await list({ q: tag.toLowerCase() });
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(4);
    expect(byName.body.data[0]).toMatchObject({
      usuario_nombre: tag,
      estado: "pendiente_pago",
      invitado: true,
      total_productos: 4,
    });
    expect((await list({ q: `${tag.toLowerCase()}2@correo.com` })).body.data.map((o: { id: string }) => o.id)).toEqual([
      placed[2].id,
    ]);
    expect((await list({ q: placed[1].numero_pedido })).body.total).toBe(1);
    expect((await list({ q: placed[0].id })).body.total).toBe(1);
    expect((await list({ q: tag, tipo_pago: "pago_ubi" })).body.total).toBe(1);
    expect((await list({ q: tag, estado_pago: "completado" })).body.total).toBe(0);

    const asc = await list({ q: tag, orden: "monto", direccion: "asc" });
    expect(asc.body.data.map((o: { total: number }) => o.total)).toEqual([25, 35, 45, 55]);
    const byCustomer = await list({ q: tag, orden: "cliente", direccion: "desc" });
    expect(byCustomer.body.data.map((o: { usuario_apellido: string }) => o.usuario_apellido)).toEqual([
      "ND",
      "NC",
      "NB",
      "NA",
    ]);
    // Default: newest first.
    expect((await list({ q: tag })).body.data[0].id).toBe(placed[3].id);
  });

  it("refuses page sizes outside 15/25/50/100, bad dates and reversed ranges with Spanish messages", async () => {
    const bad = await call("GET", "/api/pedido", { ...asAdmin, query: { limite: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.body.mensaje).toBe("El tamaño de página debe ser 15, 25, 50 o 100");
    expect((await call("GET", "/api/pedido", { ...asAdmin, query: { desde: "ayer" } })).body.mensaje).toBe(
      "La fecha debe tener el formato AAAA-MM-DD",
    );
    expect(
      (await call("GET", "/api/pedido", { ...asAdmin, query: { desde: "2026-05-02", hasta: "2026-05-01" } })).body
        .mensaje,
    ).toBe("La fecha inicial no puede ser posterior a la final");
    const page = await call("GET", "/api/pedido", { ...asAdmin, query: { limite: 100 } });
    expect(page.status).toBe(200);
    expect(page.body.limite).toBe(100);
  });

  it("computes the four figures for the same filters and their change against the previous period", async () => {
    const tag = `Resumen${randomUUID().slice(0, 8)}`;
    const day = 86_400_000;
    const now = Date.now();
    const cliente = { nombre: tag, apellido: "Prueba", email: "r@r.co", telefono: "1" };
    const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString();
    await batchPut(
      [
        // The last 30 days: two approved (64.98 each), one under review, one rejected.
        orderRecord({ cliente, fecha_pedido: at(1), estado: "procesando", estado_pago: "completado" }),
        orderRecord({ cliente, fecha_pedido: at(2), estado: "procesando", estado_pago: "completado" }),
        orderRecord({ cliente, fecha_pedido: at(3), estado_pago: "pendiente_verificacion" }),
        orderRecord({ cliente, fecha_pedido: at(4), estado_pago: "rechazado" }),
        // The 30 days before: one approved, one rejected.
        orderRecord({ cliente, fecha_pedido: at(40), estado: "entregado", estado_pago: "completado" }),
        orderRecord({ cliente, fecha_pedido: at(45), estado_pago: "rechazado" }),
      ].map(orderItem),
    );
    const today = new Date(now).toISOString().slice(0, 10);
    const from = new Date(now - 29 * day).toISOString().slice(0, 10);
    const res = await call("GET", "/api/pedido", { ...asAdmin, query: { q: tag, desde: from, hasta: today } });
    expect(res.body.total).toBe(4);
    expect(res.body.resumen).toEqual({
      ingresos_totales: { valor: 129.96, cambio: 100 },
      transacciones: { valor: 4, cambio: 100 },
      pendientes_verificacion: { valor: 1, cambio: null },
      rechazados: { valor: 1, cambio: 0 },
    });
    expect(Date.parse(res.body.periodo.desde) - Date.parse(res.body.periodo_anterior.hasta)).toBe(1);
  });
});

describe("reviewing a payment", () => {
  it("approves a receipt under review: completado, procesando, who and when in the history, one email", async () => {
    const { pedido } = await orderUnderReview();
    const res = await call("POST", `/api/pedido/${pedido.id}/aprobar`, asAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado_pago: "completado", estado: "procesando", puede_cancelar: false });
    expect(res.body.fecha_pago).toBeTruthy();
    expect(res.body.historial.at(-1)).toMatchObject({ tipo: "aprobado", por: "Prueba Admin" });
    await sendEmails(new Date());
    const mails = await mailsAbout(pedido);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      storeSubject(`Pago aprobado del pedido ${pedido.numero_pedido}`),
      storeSubject(`Recibimos tu pedido ${pedido.numero_pedido}`),
    ]);
    expect(mails[0]!.to[0]!.address).toBe(pedido.cliente.email);
  });

  it("lets one of two admins acting at once win; the other gets 409 'El pedido ya fue revisado'", async () => {
    const { pedido } = await orderUnderReview();
    const other = await sessionAs("admin");
    const [a, b] = await Promise.all([
      call("POST", `/api/pedido/${pedido.id}/aprobar`, asAdmin),
      call("POST", `/api/pedido/${pedido.id}/rechazar`, {
        cookie: other.cookie,
        body: { motivo: "Referencia no encontrada" },
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.mensaje).toBe("El pedido ya fue revisado");
    const stored = await getOrder(pedido.id);
    expect(stored!.historial.filter((e) => e.tipo === "aprobado" || e.tipo === "rechazado")).toHaveLength(1);
    const twice = await Promise.all([1, 2, 3].map(() => call("POST", `/api/pedido/${pedido.id}/aprobar`, asAdmin)));
    expect(twice.every((r) => r.status === 409)).toBe(true);
  });

  it("reviews only receipts under review", async () => {
    const p = await stockedProduct();
    const waiting = await placeOrder(orderBody([{ productoId: p.id }]));
    const res = await call("POST", `/api/pedido/${waiting.body.pedido.id}/aprobar`, asAdmin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe("Este pedido no tiene un comprobante pendiente de revisión");
    expect((await call("POST", "/api/pedido/no-existe/aprobar", asAdmin)).status).toBe(404);
  });

  it("rejects with a reason (required, at most 500 characters), keeps the stock and opens a new window", async () => {
    const { pedido, product } = await orderUnderReview();
    const missing = await call("POST", `/api/pedido/${pedido.id}/rechazar`, { ...asAdmin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.mensaje).toBe("Indica el motivo del rechazo");
    const long = await call("POST", `/api/pedido/${pedido.id}/rechazar`, {
      ...asAdmin,
      body: { motivo: "x".repeat(501) },
    });
    expect(long.body.mensaje).toBe("El motivo no puede superar los 500 caracteres");
    const res = await call("POST", `/api/pedido/${pedido.id}/rechazar`, {
      ...asAdmin,
      body: { motivo: "El monto no coincide" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado_pago: "rechazado", estado: "pendiente", puede_subir_comprobante: true });
    expect(res.body.historial.at(-1)).toMatchObject({
      tipo: "rechazado",
      motivo: "El monto no coincide",
      por: "Prueba Admin",
    });
    expect(Date.parse(res.body.vence_en) - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect((await storedStock(product.id)).stock).toBe(8);

    // The rejection email carries a working link for the guest to send a new receipt.
    await sendEmails(new Date());
    const mail = (await mailsAbout(pedido)).find((m) => m.subject.startsWith("Pago rechazado"))!;
    expect(mail.text).toContain("Motivo: El monto no coincide");
    const link = /https?:\/\/\S+\/pedido\/\S+\?token=[\w-]+/.exec(mail.text)![0];
    const token = new URL(link).searchParams.get("token")!;
    const again = await call("POST", `/api/pedido/${pedido.id}/comprobante`, {
      query: { token },
      body: { clave: await uploadReceipt() },
    });
    expect(again.status).toBe(200);
    expect(again.body.estado_pago).toBe("pendiente_verificacion");
  });
});

describe("fulfilment and archive", () => {
  it("moves procesando → en_transito (tracking) → entregado and refuses other moves", async () => {
    const { pedido } = await orderUnderReview();
    const early = await call("PUT", `/api/pedido/${pedido.id}`, { ...asAdmin, body: { estado: "en_transito" } });
    expect(early.status).toBe(409);
    expect(early.body.mensaje).toBe("Solo un pedido en preparación (Procesando) puede marcarse En Tránsito");
    await call("POST", `/api/pedido/${pedido.id}/aprobar`, asAdmin);
    const shipped = await call("PUT", `/api/pedido/${pedido.id}`, {
      ...asAdmin,
      body: { estado: "en_transito", guia: "MRW-123", transportista: "MRW" },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.historial.at(-1)).toMatchObject({ tipo: "enviado", guia: "MRW-123", transportista: "MRW" });
    const cancel = await call("PUT", `/api/pedido/${pedido.id}`, { ...asAdmin, body: { estado: "cancelado" } });
    expect(cancel.status).toBe(409);
    const delivered = await call("PUT", `/api/pedido/${pedido.id}`, { ...asAdmin, body: { estado: "entregado" } });
    expect(delivered.body.estado).toBe("entregado");
    expect((await call("PUT", `/api/pedido/${pedido.id}`, { ...asAdmin, body: { estado: "pendiente" } })).status).toBe(
      400,
    );
    const del = await call("DELETE", `/api/pedido/${pedido.id}`, asAdmin);
    expect(del.status).toBe(409);
    expect(del.body.mensaje).toBe("Solo se pueden archivar pedidos cancelados, vencidos o rechazados");
  });

  it("cancels a paid order before shipping and gives its stock back; archives it out of the list", async () => {
    const { pedido, product, enlace } = await orderUnderReview();
    await call("POST", `/api/pedido/${pedido.id}/aprobar`, asAdmin);
    const res = await call("PUT", `/api/pedido/${pedido.id}`, {
      ...asAdmin,
      body: { estado: "cancelado", motivo: "Sin stock en almacén" },
    });
    expect(res.status).toBe(200);
    expect(res.body.estado).toBe("cancelado");
    expect((await storedStock(product.id)).stock).toBe(10);
    const archived = await call("DELETE", `/api/pedido/${pedido.id}`, asAdmin);
    expect(archived.status).toBe(200);
    expect(archived.body.mensaje).toBe("Pedido archivado");
    expect((await call("GET", "/api/pedido", { ...asAdmin, query: { q: pedido.numero_pedido } })).body.total).toBe(0);
    // Still there for its owner, with its history.
    const token = new URL(enlace, "http://x").searchParams.get("token")!;
    const own = await call("GET", `/api/pedido/${pedido.id}`, { query: { token } });
    expect(own.status).toBe(200);
    expect(own.body.historial.map((e: { tipo: string }) => e.tipo)).toContain("aprobado");
  });
});

describe("flags", () => {
  it("flags a repeated bank and reference on the later order, through the reference key", async () => {
    const ref = `R${Date.now()}`;
    const first = await orderUnderReview({ movil_referencia: ref });
    const second = await orderUnderReview({ movil_referencia: ` ${ref.toLowerCase()} ` });
    const otherBank = await orderUnderReview({ movil_referencia: ref, movil_banco: "mercantil" });
    const row = async (numero: string) =>
      (await call("GET", "/api/pedido", { ...asAdmin, query: { q: numero } })).body.data[0];
    expect((await row(first.pedido.numero_pedido)).banderas.referencia_repetida).toBe(false);
    expect((await row(second.pedido.numero_pedido)).banderas.referencia_repetida).toBe(true);
    expect((await row(otherBank.pedido.numero_pedido)).banderas.referencia_repetida).toBe(false);
    const details = await call("GET", `/api/pedido/${second.pedido.id}`, asAdmin);
    expect(details.body.banderas).toEqual({ referencia_repetida: true, monto_distinto: false });
  });

  it("flags a transfer whose declared Bs amount is more than 1% off the order's Bs total", async () => {
    const transfer = (monto: string) => ({
      tipo_pago: "transferencia_bancaria",
      transferencia_banco: "venezuela",
      transferencia_referencia: randomUUID().slice(0, 8),
      transferencia_monto: monto,
      transferencia_email: "ana@example.com",
    });
    // 2 × 40.00 + 15 shipping = 95.00 USD.
    const probe = await orderUnderReview(transfer("1"));
    const totalBs = probe.pedido.total_bs as number;
    const fmt = (n: number) => n.toFixed(2).replace(".", ",");
    const close = await orderUnderReview(transfer(fmt(totalBs * 1.009)));
    const far = await orderUnderReview(transfer(fmt(totalBs * 0.985)));
    const flags = async (id: string) => (await call("GET", `/api/pedido/${id}`, asAdmin)).body.banderas.monto_distinto;
    expect(await flags(probe.pedido.id)).toBe(true);
    expect(await flags(close.pedido.id)).toBe(false);
    expect(await flags(far.pedido.id)).toBe(true);
  });
});

describe("the email outbox", () => {
  it("writes the email with the state change and delivers it once when two senders run at once", async () => {
    const { pedido } = await orderUnderReview();
    await call("POST", `/api/pedido/${pedido.id}/aprobar`, asAdmin);
    await Promise.all([sendEmails(new Date()), sendEmails(new Date()), sendEmails(new Date())]);
    await sendEmails(new Date());
    const subjects = (await mailsAbout(pedido)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      storeSubject(`Pago aprobado del pedido ${pedido.numero_pedido}`),
      storeSubject(`Recibimos tu pedido ${pedido.numero_pedido}`),
    ]);
    const html = (await mailsAbout(pedido))[0]!.html;
    expect(html).toContain("<!doctype html>");
  });

  it("keeps an email when the mail server is down and delivers it on a later run", async () => {
    const { pedido } = await orderUnderReview();
    const port = process.env.SMTP_PORT;
    process.env.SMTP_PORT = "9"; // nothing listens there
    resetMailer();
    try {
      const down = await sendEmails(new Date());
      expect(down.failed).toBeGreaterThan(0);
      expect(await mailsAbout(pedido)).toHaveLength(0);
    } finally {
      process.env.SMTP_PORT = port;
      resetMailer();
    }
    // The retry is due a minute later, not now.
    await sendEmails(new Date());
    expect(await mailsAbout(pedido)).toHaveLength(0);
    await sendEmails(new Date(Date.now() + 2 * 60_000));
    expect((await mailsAbout(pedido)).map((m) => m.subject)).toEqual([
      storeSubject(`Recibimos tu pedido ${pedido.numero_pedido}`),
    ]);
  });
});
