/**
 * The BCV rate fetched by itself (issue 47, item 4), on a store of its own (the rate is global:
 * the suite's seeded store must keep its own), against a local HTTP server that answers in
 * DolarApi's shape: good, malformed, a timeout, a jump; a typed rate wins; the job's schedule.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchPut } from "../../../scripts/local/seed-store";
import { settingsItem, getSettings } from "../../../functions/src/data/settings";
import { getCurrentRate, listRates } from "../../../functions/src/data/bcv-rates";
import { seedSettings } from "../../../functions/src/seed/orders";
import { updateRateFromSource } from "../../../functions/src/domain/settings/bcv-rate-update";
import { runJob } from "../../../functions/src/jobs/update-bcv-rate";
import { resetEnvCache } from "../../../functions/src/lib/env";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import { startOwnStore, type OwnStore } from "../../helpers/own-backend";

let store: OwnStore | undefined;
let source: Server;
/** What the fake source answers next: status, body (JSON unless a string) and a delay. */
let reply: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
let requests = 0;

const dolarApi = (promedio: unknown, fechaActualizacion: string) => ({
  fuente: "oficial",
  nombre: "Oficial",
  compra: null,
  venta: null,
  promedio,
  fechaActualizacion,
});
/** 14:00 Caracas on a day: DolarApi's update time for that day's rate. */
const on = (fecha: string) => `${fecha}T18:00:00.000Z`;

beforeAll(async () => {
  source = createServer((req, res) => {
    requests++;
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
    else send();
  });
  await new Promise<void>((r) => source.listen(0, "127.0.0.1", r));
  store = await startOwnStore({ seed: false });
  process.env.TASA_BCV_URL = `http://127.0.0.1:${(source.address() as AddressInfo).port}/v1/dolares/oficial`;
  resetEnvCache();
  admin = await sessionAs("admin");
}, 120_000);

afterAll(async () => {
  source.closeAllConnections();
  source.close();
  await store?.stop();
}, 60_000);

let admin: { cookie: string };
const update = () => call("POST", "/api/admin/tasa-bcv/actualizar", { cookie: admin.cookie });

describe("before the store has settings", () => {
  it("refuses to update (409) without asking the source", async () => {
    const before = requests;
    const res = await update();
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe("Guarda primero los ajustes de la tienda (la tasa BCV se guarda con ellos)");
    expect(requests).toBe(before);
  });
});

describe("POST /api/admin/tasa-bcv/actualizar", () => {
  it("is for admins only", async () => {
    expect((await call("POST", "/api/admin/tasa-bcv/actualizar")).status).toBe(401);
    const shopper = await sessionAs("user");
    expect((await call("POST", "/api/admin/tasa-bcv/actualizar", { cookie: shopper.cookie })).status).toBe(403);
    expect((await call("GET", "/api/admin/tasa-bcv", { cookie: shopper.cookie })).status).toBe(403);
  });

  it("applies the source's rate (promedio) and lists it as automatic", async () => {
    const base = seedSettings(new Date("2026-11-20T12:00:00Z"));
    await batchPut([settingsItem({ ...base, tasa_bcv: { valor: 236.4582, fecha: "2026-11-20" } })]);
    reply = { status: 200, body: dolarApi(240.12345, on("2026-11-23")) };
    const res = await update();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tasa: { valor: 240.1235, fecha: "2026-11-23" },
      aplicada: true,
      mensaje: "Tasa BCV actualizada",
    });
    expect((await getSettings())!.tasa_bcv).toEqual({ valor: 240.1235, fecha: "2026-11-23" });
    const list = await call("GET", "/api/admin/tasa-bcv", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.tasas[0]).toMatchObject({
      valor: 240.1235,
      fecha: "2026-11-23",
      origen: "automatica",
      aplicada: true,
    });
    // The settings API does not show where the rate came from: what GET answers can be PUT back.
    const got = await call("GET", "/api/admin/ajustes", { cookie: admin.cookie });
    expect(got.body).not.toHaveProperty("tasa_bcv_origen");
  });

  it("answers 200 without a change when the rate already is the source's", async () => {
    const res = await update();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ aplicada: false, mensaje: "La tasa vigente ya es la de la fuente" });
  });

  it.each([
    [
      "a value that is not a positive number",
      { status: 200, body: dolarApi("241,5", on("2026-11-24")) },
      "no dio una tasa válida",
    ],
    ["an answer that is not JSON", { status: 200, body: "<html>caído</html>" }, "no dio una tasa válida"],
    ["an error status", { status: 503, body: { error: "down" } }, "No se pudo consultar la fuente"],
    [
      "a date older than the current rate's",
      { status: 200, body: dolarApi(239, on("2026-11-19")) },
      "es anterior a la vigente",
    ],
    ["a jump of more than 20 %", { status: 200, body: dolarApi(300, on("2026-11-24")) }, "más de un 20 %"],
  ])("refuses %s with a Spanish reason (409), records it, and keeps the rate", async (_what, r, reason) => {
    reply = r;
    const res = await update();
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toContain(reason);
    expect(await getCurrentRate()).toMatchObject({ valor: 240.1235, fecha: "2026-11-23", origen: "automatica" });
    const [last] = await listRates(1);
    expect(last).toMatchObject({ aplicada: false, origen: "automatica" });
    expect(last!.motivo).toContain(reason);
  });

  it("refuses a source that does not answer in time", async () => {
    reply = { status: 200, body: dolarApi(241, on("2026-11-24")), delayMs: 2_000 };
    const r = await updateRateFromSource(new Date(), 300);
    expect(r).toEqual({
      ok: false,
      motivo: "No se pudo consultar la fuente de la tasa BCV; se intentará de nuevo más tarde",
    });
    expect((await getCurrentRate())!.valor).toBe(240.1235);
  });
});

describe("a rate the admin typed wins", () => {
  it("is never overwritten by an automatic one for the same day; a later day's applies", async () => {
    const current = (await getSettings())!;
    const { actualizado_en: _a, actualizado_por: _p, ...body } = current;
    const typed = await call("PUT", "/api/admin/ajustes", {
      cookie: admin.cookie,
      body: { ...body, tasa_bcv: { valor: 241.5, fecha: "2026-11-24" } },
    });
    expect(typed.status).toBe(200);
    expect(await getCurrentRate()).toMatchObject({ valor: 241.5, fecha: "2026-11-24", origen: "manual" });
    expect((await listRates(1))[0]).toMatchObject({ valor: 241.5, origen: "manual", aplicada: true });

    reply = { status: 200, body: dolarApi(242, on("2026-11-24")) };
    const same = await update();
    expect(same.status).toBe(409);
    expect(same.body.mensaje).toBe("La tasa del 24/11/2026 la escribió un administrador; no se reemplaza");
    expect((await getCurrentRate())!.valor).toBe(241.5);

    // Saving other settings keeps the rate's origin.
    const again = await call("PUT", "/api/admin/ajustes", {
      cookie: admin.cookie,
      body: { ...body, tasa_bcv: { valor: 241.5, fecha: "2026-11-24" }, horas_limite_pago: 24 },
    });
    expect(again.status).toBe(200);
    expect((await getCurrentRate())!.origen).toBe("manual");

    reply = { status: 200, body: dolarApi(243, on("2026-11-25")) };
    expect((await update()).body).toMatchObject({ tasa: { valor: 243, fecha: "2026-11-25" }, aplicada: true });
  });
});

describe("the scheduled job", () => {
  it("tries on a business-day morning in Caracas, at most once an hour, and rests otherwise", async () => {
    reply = { status: 200, body: dolarApi(244, on("2026-11-26")) };
    const before = requests;
    // Saturday morning: no rate is published.
    expect(await runJob(new Date("2026-11-28T13:00:00Z"))).toEqual({ skipped: true });
    // Thursday afternoon in Caracas: past mid-morning.
    expect(await runJob(new Date("2026-11-26T17:00:00Z"))).toEqual({ skipped: true });
    expect(requests).toBe(before);
    // Thursday 08:00 Caracas: it fetches and applies.
    expect(await runJob(new Date("2026-11-26T12:00:00Z"))).toMatchObject({ ok: true, tasa: { valor: 244 } });
    // Friday 08:00 and 08:20: the first run fetches, the second waits for the hour.
    reply = { status: 503, body: {} };
    expect(await runJob(new Date("2026-11-27T12:00:00Z"))).toMatchObject({ ok: false });
    const tried = requests;
    expect(await runJob(new Date("2026-11-27T12:20:00Z"))).toEqual({ skipped: true });
    expect(requests).toBe(tried);
  });
});
