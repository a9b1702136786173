import { describe, expect, it } from "vitest";
import {
  BCV_MESSAGES,
  caracasDay,
  decideAutomaticRate,
  jobShouldFetch,
  previousBusinessDay,
  rateIsStale,
  readDolarApi,
} from "../../../shared/src/rules/bcv-rate.ts";

const dolarApi = (promedio: unknown, fechaActualizacion: unknown = "2026-11-27T20:01:00.000Z") => ({
  fuente: "oficial",
  nombre: "Oficial",
  compra: null,
  venta: null,
  promedio,
  fechaActualizacion,
});

describe("reading DolarApi's answer", () => {
  it("takes the rate in 'promedio' (4 decimals) and the Caracas day of fechaActualizacion", () => {
    expect(readDolarApi(dolarApi(236.45821))).toEqual({ ok: true, tasa: { valor: 236.4582, fecha: "2026-11-27" } });
    // 02:00 UTC is still the evening before in Caracas (UTC−4).
    expect(readDolarApi(dolarApi(240, "2026-11-28T02:00:00.000Z"))).toMatchObject({ tasa: { fecha: "2026-11-27" } });
  });
  it.each([[0], [-5], ["236,45"], [null], [Number.NaN], [2_000_000]])("refuses %s as the rate", (promedio) => {
    expect(readDolarApi(dolarApi(promedio))).toEqual({ ok: false, motivo: BCV_MESSAGES.malformed });
  });
  it("refuses an answer without a date, or not an object", () => {
    expect(readDolarApi(dolarApi(236, "ayer"))).toEqual({ ok: false, motivo: BCV_MESSAGES.noDate });
    expect(readDolarApi("<html>")).toEqual({ ok: false, motivo: BCV_MESSAGES.malformed });
  });
});

describe("may an automatic rate replace the current one", () => {
  const current = { valor: 236.4582, fecha: "2026-11-26", origen: "automatica" as const };
  it("applies a newer rate within 20 %", () => {
    expect(decideAutomaticRate(current, { valor: 240.1, fecha: "2026-11-27" })).toEqual({ apply: true });
    expect(decideAutomaticRate({ ...current, origen: "inicial" }, { valor: 283.74, fecha: "2026-11-27" })).toEqual({
      apply: true,
    });
  });
  it("refuses a date older than the current rate's", () => {
    expect(decideAutomaticRate(current, { valor: 236, fecha: "2026-11-25" })).toEqual({
      apply: false,
      motivo: "La tasa de la fuente (del 25/11/2026) es anterior a la vigente (del 26/11/2026)",
    });
  });
  it("refuses a jump of more than 20 %, either way", () => {
    const up = decideAutomaticRate(current, { valor: 283.76, fecha: "2026-11-27" });
    expect(up).toMatchObject({ apply: false });
    expect((up as { motivo: string }).motivo).toContain("de 236,4582 a 283,76");
    expect(decideAutomaticRate(current, { valor: 189.1, fecha: "2026-11-27" })).toMatchObject({ apply: false });
  });
  it("never replaces a rate the admin typed for the same day; a later day's may", () => {
    const typed = { ...current, origen: "manual" as const };
    expect(decideAutomaticRate(typed, { valor: 237, fecha: "2026-11-26" })).toEqual({
      apply: false,
      motivo: "La tasa del 26/11/2026 la escribió un administrador; no se reemplaza",
    });
    expect(decideAutomaticRate(typed, { valor: 237, fecha: "2026-11-27" })).toEqual({ apply: true });
  });
  it("has nothing to do when the rate already is the source's", () => {
    expect(decideAutomaticRate(current, { valor: 236.4582, fecha: "2026-11-26" })).toMatchObject({
      apply: false,
      unchanged: true,
    });
  });
});

describe("business days", () => {
  it("Friday's rate is fresh on Saturday, Sunday and Monday; Thursday's is stale on Monday", () => {
    expect(previousBusinessDay("2026-11-30")).toBe("2026-11-27"); // Monday → Friday
    expect(rateIsStale("2026-11-27", new Date("2026-11-30T15:00:00Z"))).toBe(false);
    expect(rateIsStale("2026-11-26", new Date("2026-11-30T15:00:00Z"))).toBe(true);
    expect(rateIsStale("2026-11-27", new Date("2026-11-29T15:00:00Z"))).toBe(false);
    expect(caracasDay(new Date("2026-11-28T03:59:00Z"))).toBe("2026-11-27");
  });
  it("the job tries on business-day mornings (Caracas) while the rate is older than today", () => {
    const tue9 = new Date("2026-11-24T13:00:00Z"); // 09:00 in Caracas
    expect(jobShouldFetch({ valor: 1, fecha: "2026-11-23" }, tue9)).toBe(true);
    expect(jobShouldFetch({ valor: 1, fecha: "2026-11-24" }, tue9)).toBe(false);
    expect(jobShouldFetch({ valor: 1, fecha: "2026-11-23" }, new Date("2026-11-24T16:00:00Z"))).toBe(false); // 12:00
    expect(jobShouldFetch({ valor: 1, fecha: "2026-11-27" }, new Date("2026-11-28T13:00:00Z"))).toBe(false); // Saturday
    expect(jobShouldFetch(null, tue9)).toBe(false);
  });
});
