import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { orderIn } from "../../helpers/order-states";
import { getOrder } from "../../../functions/src/data/orders";
import { groupThousands } from "../../../shared/src/rules/decimal";

/**
 * One bank payment settles one order, however each was approved (by hand, from a statement, with
 * or without the bank named, with the reference written with leading zeros), and a short credit is
 * never 'Coincide'. Each case replays a way the store used to approve one payment twice.
 */

const admin = await sessionAs("admin");
const asAdmin = { cookie: admin.cookie };

const newRef = () => `${randomInt(100_000, 999_999)}${randomInt(100_000, 999_999)}`;
const today = new Date(Date.now() - 4 * 3_600_000).toISOString().slice(0, 10);
const ddmmyyyy = today.split("-").reverse().join("/");
const esVE = (cents: number) =>
  `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, "0")}`;

async function orderWithRef(state: "en revisión" | "pendiente", ref: string) {
  const o = await orderIn(state, { body: { movil_referencia: ref } });
  return { ...o, ref, bs: (await getOrder(o.id))!.total_bs_cents };
}
const statement = (lines: Array<{ ref: string; cents: number }>) =>
  [
    "Fecha;Referencia;Descripción;Débito;Crédito",
    ...lines.map((l) => `${ddmmyyyy};${l.ref};Pago móvil;;${esVE(l.cents)}`),
  ].join("\r\n");
const importCsv = (csv: string, extra: Record<string, unknown> = {}) =>
  call("POST", "/api/admin/conciliaciones", { ...asAdmin, body: { csv, ...extra } });
const approveImport = (id: string, body: Record<string, unknown> = {}) =>
  call("POST", `/api/admin/conciliaciones/${id}/aprobar`, { ...asAdmin, body });
const approveByHand = (id: string, body?: Record<string, unknown>) =>
  call("POST", `/api/pedido/${id}/aprobar`, { ...asAdmin, ...(body ? { body } : {}) });
const paymentState = async (id: string) => (await getOrder(id))!.estado_pago;
const lineOf = (res: { body: any }, group: string, ref: string) =>
  res.body[group].find((g: any) => g.abono.referencia === ref);

describe("a payment approved by hand settles no second order from a statement", () => {
  it("order B with A's reference and amount goes to 'Revisar' (referencia_usada), never approved by 'Aprobar coincidencias'", async () => {
    const ref = newRef();
    const a = await orderWithRef("en revisión", ref);
    expect((await approveByHand(a.id)).status).toBe(200);
    const b = await orderWithRef("en revisión", ref);
    expect((await getOrder(b.id))!.referencia_repetida).toBe(true);

    for (const written of [ref, `0000${ref}`]) {
      const res = await importCsv(statement([{ ref: written, cents: a.bs }]));
      expect(res.status).toBe(201);
      expect(res.body.coincidencias.find((c: any) => c.pedido.id === b.id)).toBeUndefined();
      expect(lineOf(res, "revisar", written).candidatos).toContainEqual(
        expect.objectContaining({
          id: b.id,
          motivo: "referencia_usada",
          usada_por: a.numero,
          motivo_texto: `Referencia ya usada por ${a.numero}`,
        }),
      );
      const out = await approveImport(res.body.id);
      expect(out.body.aprobados.find((p: any) => p.pedido.id === b.id)).toBeUndefined();
      expect(await paymentState(b.id)).toBe("pendiente_verificacion");
    }
  });

  it("the admin may still confirm that pair by hand when it is another payment with the same reference", async () => {
    const ref = newRef();
    const a = await orderWithRef("en revisión", ref);
    expect((await approveByHand(a.id)).status).toBe(200);
    const b = await orderWithRef("en revisión", ref);
    const res = await importCsv(statement([{ ref, cents: b.bs }]));
    const out = await approveImport(res.body.id, { pares: [{ linea: 2, pedido_id: b.id }] });
    expect(out.body.aprobados).toEqual([{ linea: 2, pedido: { id: b.id, numero_pedido: b.numero } }]);
    expect(await paymentState(b.id)).toBe("completado");
  });
});

describe("a statement's credit settles one order, whatever the import calls the bank", () => {
  it("the same statement imported with and without 'Banco' approves nothing the second time", async () => {
    const ref = newRef();
    const a = await orderWithRef("en revisión", ref);
    const first = await importCsv(statement([{ ref, cents: a.bs }]), { banco: "Banco de Venezuela" });
    expect(lineOf(first, "coincidencias", ref).pedido.id).toBe(a.id);
    expect((await approveImport(first.body.id)).body.aprobados).toHaveLength(1);

    const b = await orderWithRef("en revisión", ref);
    const second = await importCsv(statement([{ ref: `00${ref}`, cents: a.bs }]));
    expect(second.body.coincidencias.find((c: any) => c.pedido.id === b.id)).toBeUndefined();
    expect(lineOf(second, "revisar", `00${ref}`).candidatos).toContainEqual(
      expect.objectContaining({ id: b.id, motivo: "referencia_usada", usada_por: a.numero }),
    );
    expect((await approveImport(second.body.id)).body.aprobados).toEqual([]);
    // Even confirmed by hand, the very same statement line cannot settle a second order.
    const forced = await approveImport(second.body.id, { pares: [{ linea: 2, pedido_id: b.id }] });
    expect(forced.body.aprobados).toEqual([]);
    expect(forced.body.omitidos[0].motivo).toBe(`Referencia ya usada por ${a.numero}`);
    expect(await paymentState(b.id)).toBe("pendiente_verificacion");
  });
});

describe("the manual 'Aprobar' claims the payment too", () => {
  it("refuses (409) a payment a statement already settled, until the admin confirms it is another one", async () => {
    const ref = newRef();
    const a = await orderWithRef("en revisión", ref);
    const imp = await importCsv(statement([{ ref, cents: a.bs }]));
    expect((await approveImport(imp.body.id)).body.aprobados).toHaveLength(1);
    const b = await orderWithRef("en revisión", ref);
    const refused = await approveByHand(b.id);
    expect(refused.status).toBe(409);
    expect(refused.body.mensaje).toBe(
      `Referencia ya usada por ${a.numero}. Si es otro pago con la misma referencia, confírmalo para aprobarlo.`,
    );
    expect(refused.body.errores.referencia_usada).toBe(refused.body.mensaje);
    expect(await paymentState(b.id)).toBe("pendiente_verificacion");
    expect((await approveByHand(b.id, { confirmar_referencia_usada: "sí" })).status).toBe(400);
    const confirmed = await approveByHand(b.id, { confirmar_referencia_usada: true });
    expect(confirmed.status).toBe(200);
    expect((await getOrder(b.id))!.historial.at(-1)).toMatchObject({
      tipo: "aprobado",
      nota: "Aprobado a mano aunque otro pedido ya usó la referencia",
    });
  });

  it("two orders with one reference and amount approved by hand at once: one 200, one 409", async () => {
    const ref = newRef();
    const a = await orderWithRef("en revisión", ref);
    const b = await orderWithRef("en revisión", ref);
    expect(b.bs).toBe(a.bs);
    const both = await Promise.all([approveByHand(a.id), approveByHand(b.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect([await paymentState(a.id), await paymentState(b.id)].sort()).toEqual([
      "completado",
      "pendiente_verificacion",
    ]);
  });
});

describe("a short credit is never 'Coincide'", () => {
  it("one céntimo short, or Bs 177,27 short: 'Revisar' with monto_menor and what is missing; equal or up to 1 % above: 'Coincide'", async () => {
    const [short1, short2, exact, above] = [
      await orderWithRef("pendiente", newRef()),
      await orderWithRef("pendiente", newRef()),
      await orderWithRef("pendiente", newRef()),
      await orderWithRef("pendiente", newRef()),
    ];
    const res = await importCsv(
      statement([
        { ref: short1.ref, cents: short1.bs - 1 },
        { ref: short2.ref, cents: short2.bs - 17_727 },
        { ref: exact.ref, cents: exact.bs },
        { ref: above.ref, cents: above.bs + Math.floor(above.bs / 100) },
      ]),
    );
    expect(res.status).toBe(201);
    expect(lineOf(res, "revisar", short1.ref).candidatos[0]).toMatchObject({
      id: short1.id,
      motivo: "monto_menor",
      faltan_bs: 0.01,
      motivo_texto: "La referencia coincide; el abono es menor que el total. Faltan Bs 0,01",
    });
    expect(lineOf(res, "revisar", short2.ref).candidatos[0]).toMatchObject({
      id: short2.id,
      motivo: "monto_menor",
      faltan_bs: 177.27,
      motivo_texto: "La referencia coincide; el abono es menor que el total. Faltan Bs 177,27",
    });
    expect(lineOf(res, "coincidencias", exact.ref).pedido.id).toBe(exact.id);
    expect(lineOf(res, "coincidencias", above.ref).pedido.id).toBe(above.id);
    const out = await approveImport(res.body.id);
    expect(out.body.aprobados.map((p: any) => p.pedido.id).sort()).toEqual([exact.id, above.id].sort());
    expect(await paymentState(short1.id)).toBe("pendiente_pago");
  });
});
