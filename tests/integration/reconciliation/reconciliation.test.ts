import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { storeSubject, mailWebUrl } from "../../helpers/inbox";
import { sessionAs } from "../../helpers/sessions";
import { orderIn, type OrderInState } from "../../helpers/order-states";
import { getOrder } from "../../../functions/src/data/orders";
import { getDailyStats } from "../../../functions/src/data/daily-stats";
import { objectSize } from "../../../functions/src/data/objects";
import { getReconciliation } from "../../../functions/src/data/reconciliations";
import { sendEmails } from "../../helpers/outbox";
import { env } from "../../../functions/src/lib/env";
import { groupThousands } from "../../../shared/src/rules/decimal";

const mailsAbout = async (numero: string) =>
  ((await (await fetch(`${mailWebUrl()}/api/email`)).json()) as Array<{ subject: string }>).filter((m) =>
    m.subject.includes(numero),
  );

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

/** A fresh 12-digit reference, so no other test's order shares it. */
const newRef = () => `${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}`;
/** The statement's date: today in Caracas, as the bank writes it (dd/mm/yyyy). */
const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
const ddmmyyyy = today.split("-").reverse().join("/");
/** es-VE amount of a number of cents: 123456 → '1.234,56'. */
function esVE(cents: number): string {
  const whole = groupThousands(String(Math.floor(cents / 100)));
  return `${whole},${String(cents % 100).padStart(2, "0")}`;
}

async function orderWithRef(state: "en revisión" | "pendiente", ref = newRef()) {
  const o = await orderIn(state, { body: { movil_referencia: ref } });
  const stored = await getOrder(o.id);
  return { ...o, ref, bs: stored!.total_bs_cents };
}
type Placed = OrderInState & { ref: string; bs: number };

/** A statement in the Banco de Venezuela layout: `;`, debit and credit columns, es-VE amounts. */
function statement(lines: Array<{ ref: string; cents: number; debit?: boolean }>): string {
  const rows = lines.map(
    (l, i) =>
      `${ddmmyyyy};${l.ref};"Pago móvil; cliente ${i}";${l.debit ? esVE(l.cents) : ""};${l.debit ? "" : esVE(l.cents)}`,
  );
  return ["Fecha;Referencia;Descripción;Débito;Crédito", ...rows].join("\r\n");
}

const importCsv = (csv: string, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/admin/conciliaciones", { ...asAdmin, body: { csv, nombre_archivo: "estado.csv", ...extra } });
const approve = (id: string, body: Record<string, unknown> = {}, cookie = admin.cookie) =>
  call("POST", `/api/admin/conciliaciones/${id}/aprobar`, { cookie, body });
const approvals = async (id: string) => (await getOrder(id))!.historial.filter((e) => e.tipo === "aprobado");
const lineOf = (res: { body: any }, group: string, ref: string) =>
  res.body[group].find((g: any) => g.abono.referencia === ref);

describe("reconciliation routes are for admins only", () => {
  it.each([
    ["POST", "/api/admin/conciliaciones"],
    ["GET", "/api/admin/conciliaciones"],
    ["GET", "/api/admin/conciliaciones/x"],
    ["POST", "/api/admin/conciliaciones/x/aprobar"],
  ])("%s %s: 401 for guests, 403 for shoppers", async (method, path) => {
    const shopper = await sessionAs("user");
    const body = method === "POST" ? { csv: "Fecha,Referencia,Monto\n" } : undefined;
    expect((await call(method, path, { body })).status).toBe(401);
    const res = await call(method, path, { body, cookie: shopper.cookie });
    expect(res.status).toBe(403);
    expect(res.body.mensaje).toBe("No tienes permisos para realizar esta acción");
  });
});

describe("importing a statement and approving its matches", () => {
  let a: Placed, b: Placed, c: Placed;
  let csv: string;
  let importId: string;
  const unknownRef = newRef();

  it("groups two exact credits as 'Coincide', one 5 % short as 'Revisar' (monto_menor), one unknown as 'Sin pedido'", async () => {
    [a, b, c] = [
      await orderWithRef("en revisión"),
      await orderWithRef("en revisión"),
      await orderWithRef("en revisión"),
    ];
    csv = statement([
      { ref: a.ref, cents: a.bs },
      // The bank shortened the reference to its last 8 digits.
      { ref: b.ref.slice(-8), cents: b.bs },
      { ref: c.ref, cents: Math.round(c.bs * 0.95) },
      { ref: unknownRef, cents: 987_654_321 },
      { ref: newRef(), cents: 5_000, debit: true },
    ]);
    const res = await importCsv(csv, { banco: "Banco de Venezuela" });
    expect(res.status).toBe(201);
    importId = res.body.id;
    expect(res.body.conteos).toMatchObject({ coincidencias: 2, revisar: 1, sin_pedido: 1 });
    expect(lineOf(res, "coincidencias", a.ref)).toMatchObject({
      abono: { linea: 2, fecha: today, monto_bs: a.bs / 100 },
      pedido: { id: a.id, numero_pedido: a.numero, motivo: "exacta" },
    });
    expect(lineOf(res, "coincidencias", b.ref.slice(-8)).pedido.id).toBe(b.id);
    const faltan = c.bs - Math.round(c.bs * 0.95);
    expect(lineOf(res, "revisar", c.ref).candidatos).toContainEqual(
      expect.objectContaining({
        id: c.id,
        motivo: "monto_menor",
        faltan_bs: faltan / 100,
        motivo_texto: `La referencia coincide; el abono es menor que el total. Faltan Bs ${esVE(faltan)}`,
      }),
    );
    expect(lineOf(res, "sin_pedido", unknownRef).abono.linea).toBe(5);
    // The debit (a payment made) is no credit: four credits in all.
    expect(res.body.coincidencias.length + res.body.revisar.length + res.body.sin_pedido.length).toBe(4);
    // The file is kept privately beside the receipts.
    const stored = await getReconciliation(importId);
    expect(stored!.archivo_clave).toMatch(/^conciliaciones\//);
    expect(await objectSize(env().RECEIPTS_BUCKET, stored!.archivo_clave)).toBe(Buffer.byteLength(csv));
  });

  it("approves exactly the two matches: emails, the day's aggregates, the timeline entry", async () => {
    const before = (await getDailyStats([new Date().toISOString().slice(0, 10)]))[0];
    const res = await approve(importId);
    expect(res.status).toBe(200);
    expect(res.body.aprobados).toEqual([
      { linea: 2, pedido: { id: a.id, numero_pedido: a.numero } },
      { linea: 3, pedido: { id: b.id, numero_pedido: b.numero } },
    ]);
    expect(res.body.omitidos).toEqual([]);
    for (const o of [a, b]) {
      const stored = (await getOrder(o.id))!;
      expect(stored).toMatchObject({ estado_pago: "completado", estado: "procesando" });
      expect(stored.historial.at(-1)).toMatchObject({
        tipo: "aprobado",
        por: "Prueba Admin",
        nota: `Conciliado con el estado de cuenta del ${ddmmyyyy}`,
      });
    }
    expect((await getOrder(c.id))!.estado_pago).toBe("pendiente_verificacion");
    const after = (await getDailyStats([new Date().toISOString().slice(0, 10)]))[0]!;
    expect(after.productos[a.product.id]).toMatchObject({ unidades: 2 });
    expect(after.productos[b.product.id]).toMatchObject({ unidades: 2 });
    expect(after.pagados).toBeGreaterThanOrEqual((before?.pagados ?? 0) + 2);
    await sendEmails(new Date());
    expect((await mailsAbout(a.numero)).map((m) => m.subject)).toContain(
      storeSubject(`Pago aprobado del pedido ${a.numero}`),
    );
    expect((await mailsAbout(b.numero)).map((m) => m.subject)).toContain(
      storeSubject(`Pago aprobado del pedido ${b.numero}`),
    );
    const kept = await call("GET", `/api/admin/conciliaciones/${importId}`, asAdmin);
    expect(kept.body.aprobados.map((x: any) => x.pedido.id)).toEqual([a.id, b.id]);
    const history = await call("GET", "/api/admin/conciliaciones", asAdmin);
    expect(history.body.find((h: any) => h.id === importId)).toMatchObject({
      nombre_archivo: "estado.csv",
      banco: "Banco de Venezuela",
      por: "Prueba Admin",
      aprobados: 2,
      conteos: { coincidencias: 2, revisar: 1, sin_pedido: 1 },
    });
  });

  it("approves nothing new when the same statement is imported and approved again", async () => {
    const again = await approve(importId);
    expect(again.body.aprobados).toEqual([]);
    expect(again.body.omitidos.map((o: any) => o.motivo)).toEqual([
      "El pago del pedido ya estaba aprobado",
      "El pago del pedido ya estaba aprobado",
    ]);
    const second = await importCsv(csv, { banco: "Banco de Venezuela" });
    expect(second.status).toBe(201);
    expect(lineOf(second, "coincidencias", a.ref)).toBeUndefined();
    expect((await approve(second.body.id)).body.aprobados).toEqual([]);
    expect(await approvals(a.id)).toHaveLength(1);
    expect(await approvals(b.id)).toHaveLength(1);
  });
});

describe("one approval per order, one order per credit", () => {
  it("two approvals of one import at once approve each order once", async () => {
    const [d, e] = [await orderWithRef("en revisión"), await orderWithRef("en revisión")];
    const res = await importCsv(
      statement([
        { ref: d.ref, cents: d.bs },
        { ref: e.ref, cents: e.bs },
      ]),
    );
    const other = await sessionAs("admin");
    const [x, y] = await Promise.all([approve(res.body.id), approve(res.body.id, {}, other.cookie)]);
    const approved = [...x.body.aprobados, ...y.body.aprobados].map((p: any) => p.pedido.id).sort();
    expect(approved).toEqual([d.id, e.id].sort());
    expect(await approvals(d.id)).toHaveLength(1);
    expect(await approvals(e.id)).toHaveLength(1);
    expect((await getReconciliation(res.body.id))!.aprobados).toHaveLength(2);
  });

  it("one credit cannot settle two orders, confirmed together, one after the other, or at once", async () => {
    const ref = newRef();
    const [f, g, h] = [
      await orderWithRef("en revisión", ref),
      await orderWithRef("en revisión", ref),
      await orderWithRef("en revisión", ref),
    ];
    const res = await importCsv(statement([{ ref, cents: f.bs }]));
    // Three orders share the reference and the amount: the admin decides (other tests' orders of
    // the same total may follow as amount-only candidates). The two placed after the first carry
    // 'Referencia repetida' and say which order used the reference.
    const cands = res.body.revisar[0].candidatos;
    expect(cands.find((c: any) => c.id === f.id).motivo).toBe("exacta");
    for (const o of [g, h]) {
      expect(cands.find((c: any) => c.id === o.id)).toMatchObject({
        motivo: "referencia_usada",
        usada_por: f.numero,
        motivo_texto: `Referencia ya usada por ${f.numero}`,
      });
    }
    const together = await approve(res.body.id, {
      pares: [
        { linea: 2, pedido_id: f.id },
        { linea: 2, pedido_id: g.id },
      ],
    });
    expect(together.body.aprobados.map((p: any) => p.pedido.id)).toEqual([f.id]);
    expect(together.body.omitidos).toEqual([
      {
        linea: 2,
        pedido: { id: g.id, numero_pedido: g.numero },
        motivo: "La línea ya se concilia en esta misma solicitud",
      },
    ]);
    // A later request, or the same statement imported again: the line's claim refuses it, even
    // confirmed by hand over the warning.
    const later = await approve(res.body.id, { pares: [{ linea: 2, pedido_id: g.id }] });
    expect(later.body.aprobados).toEqual([]);
    expect(later.body.omitidos[0].motivo).toBe(`Referencia ya usada por ${f.numero}`);
    const reimport = await importCsv(statement([{ ref, cents: f.bs }]));
    const atOnce = await Promise.all(
      [g, h].map((o) => approve(reimport.body.id, { pares: [{ linea: 2, pedido_id: o.id }] })),
    );
    expect(atOnce.flatMap((r) => r.body.aprobados)).toEqual([]);
    expect((await getOrder(g.id))!.estado_pago).toBe("pendiente_verificacion");
    expect((await getOrder(h.id))!.estado_pago).toBe("pendiente_verificacion");
  });

  it("two admins confirming one line for two different orders at once approve only one", async () => {
    const ref = newRef();
    const [m, n] = [await orderWithRef("en revisión", ref), await orderWithRef("en revisión", ref)];
    const res = await importCsv(statement([{ ref, cents: m.bs }]));
    const both = await Promise.all([m, n].map((o) => approve(res.body.id, { pares: [{ linea: 2, pedido_id: o.id }] })));
    expect(both.flatMap((r) => r.body.aprobados)).toHaveLength(1);
    expect([(await getOrder(m.id))!.estado_pago, (await getOrder(n.id))!.estado_pago].sort()).toEqual([
      "completado",
      "pendiente_verificacion",
    ]);
  });

  it("refuses a pair that is not a candidate of its line, and a line that is not a credit", async () => {
    const [p, q] = [await orderWithRef("en revisión"), await orderWithRef("en revisión")];
    const res = await importCsv(statement([{ ref: p.ref, cents: p.bs }]));
    const out = await approve(res.body.id, {
      pares: [
        { linea: 2, pedido_id: q.id },
        { linea: 9, pedido_id: p.id },
      ],
    });
    expect(out.body.aprobados).toEqual([]);
    expect(out.body.omitidos.map((o: any) => o.motivo)).toEqual([
      "El pedido no es candidato del abono de la línea 2",
      "La línea 9 no es un abono de este estado de cuenta",
    ]);
    expect((await approve("no-existe")).status).toBe(404);
    expect((await approve(res.body.id, { pares: [{ linea: "dos", pedido_id: p.id }] })).status).toBe(400);
  });
});

describe("an order still waiting for its receipt", () => {
  it("is approved from an exact credit without a receipt, and its timeline says the statement is the proof", async () => {
    const w = await orderWithRef("pendiente");
    const res = await importCsv(statement([{ ref: w.ref, cents: w.bs }]));
    expect(lineOf(res, "coincidencias", w.ref).pedido.id).toBe(w.id);
    expect((await approve(res.body.id)).body.aprobados).toHaveLength(1);
    const stored = (await getOrder(w.id))!;
    expect(stored).toMatchObject({
      estado_pago: "completado",
      estado: "procesando",
      vence_en: null,
      comprobante: null,
    });
    expect(stored.historial.at(-1)!.nota).toBe(
      `Conciliado con el estado de cuenta del ${ddmmyyyy}. Sin comprobante: el estado de cuenta es la prueba del pago`,
    );
    // The manual review still needs a receipt.
    const manual = await orderWithRef("pendiente");
    expect((await call("POST", `/api/pedido/${manual.id}/aprobar`, asAdmin)).status).toBe(409);
  });
});

describe("bad files and column mappings", () => {
  it("refuses a bad date naming its line, and writes nothing", async () => {
    const before = (await call("GET", "/api/admin/conciliaciones", asAdmin)).body.length;
    const res = await importCsv("Fecha,Referencia,Monto\n05/03/2026,123456,10.00\n31/02/2026,654321,20.00\n");
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe("Línea 3: la fecha «31/02/2026» no es válida (usa dd/mm/aaaa o aaaa-mm-dd)");
    expect(res.body.errores).toEqual({ csv: res.body.mensaje });
    expect((await call("GET", "/api/admin/conciliaciones", asAdmin)).body.length).toBe(before);
    expect((await importCsv("")).status).toBe(400);
  });

  it("refuses a file over 2 MB with 413 and a Spanish message", async () => {
    const row = `${ddmmyyyy};123456;Relleno;;1,00\n`;
    const big = `Fecha;Referencia;Descripción;Débito;Crédito\n${row.repeat(Math.ceil((2 * 1024 * 1024) / row.length))}`;
    const res = await importCsv(big);
    expect(res.status).toBe(413);
    expect(res.body.mensaje).toBe("El archivo supera 2 MB; divide el estado de cuenta en archivos más pequeños");
  });

  it("asks for the columns once per bank, then remembers them", async () => {
    const o = await orderWithRef("en revisión");
    const csv =
      `Día|Operación|Importe recibido\n`.replaceAll("|", ",") + `${ddmmyyyy},${o.ref},${(o.bs / 100).toFixed(2)}\n`;
    const banco = `Banco ${newRef()}`;
    const first = await importCsv(csv, { banco });
    expect(first.status).toBe(400);
    expect(first.body.errores).toHaveProperty("columnas");
    const columnas = { fecha: "Día", referencia: "Operación", monto: "Importe recibido" };
    const mapped = await importCsv(csv, { banco, columnas });
    expect(mapped.status).toBe(201);
    expect(lineOf(mapped, "coincidencias", o.ref).pedido.id).toBe(o.id);
    const remembered = await importCsv(csv, { banco: banco.toUpperCase() });
    expect(remembered.status).toBe(201);
    expect((await importCsv(csv, { banco: "Otro banco" })).status).toBe(400);
    expect((await importCsv(csv, { columnas: { fecha: "Día", referencia: "Operación" } })).body.errores).toHaveProperty(
      ["columnas.monto"],
    );
  });
});
