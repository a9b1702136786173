import { describe, expect, it } from "vitest";
import {
  cedulaRifOf,
  checkMethodEnabled,
  enabledMethods,
  withIgtf,
} from "../../../functions/src/domain/orders/payment-terms";
import { DomainError } from "../../../functions/src/domain/errors";

const bs = {
  pago_movil: { banco: "banesco", telefono: "0414", rif: "J-1", titular: "T" },
  transferencia_bancaria: { banco: "mercantil", cuenta: "0105", rif: "J-1", titular: "T" },
  pago_ubi: { telefono: "0424", rif: "J-1", titular: "T" },
};

describe("payment terms of the store's settings", () => {
  it("takes the Bs methods always and a dollar one only while its details are saved", () => {
    expect(enabledMethods({ datos_pago: bs })).toEqual(["pago_movil", "transferencia_bancaria", "pago_ubi"]);
    const withCash = { datos_pago: { ...bs, efectivo_usd: { instrucciones: "Al retirar" } } };
    expect(enabledMethods(withCash)).toContain("efectivo_usd");
    expect(() => checkMethodEnabled({ datos_pago: bs }, "zelle")).toThrow(DomainError);
    expect(() => checkMethodEnabled(withCash, "efectivo_usd")).not.toThrow();
  });

  it("requires the cédula or RIF only while asked, and keeps it normalised", () => {
    expect(cedulaRifOf({ pedir_cedula_rif: false }, undefined)).toBeNull();
    expect(cedulaRifOf({ pedir_cedula_rif: false }, "e 1234567")).toBe("E-1234567");
    expect(() => cedulaRifOf({ pedir_cedula_rif: true }, "  ")).toThrow("La cédula o RIF es requerida");
    expect(() => cedulaRifOf({ pedir_cedula_rif: false }, "123")).toThrow(/Cédula o RIF inválido/);
  });

  it("adds the IGTF to a dollar method's total and its Bs total at the same rate", () => {
    const settings = { igtf: { activo: true, porcentaje: 3 }, tasa_bcv: { valor: 36.5, fecha: "2026-11-27" } };
    const totals = { total_cents: 7590, total_bs_cents: 277035 };
    expect(withIgtf(totals, "zelle", settings)).toEqual({
      igtf_cents: 228,
      igtf_porcentaje: 3,
      total_cents: 7818,
      total_bs_cents: 285357, // 7818 × 36.5
    });
    expect(withIgtf(totals, "pago_movil", settings)).toEqual({ igtf_cents: 0, igtf_porcentaje: null, ...totals });
    expect(withIgtf(totals, null, settings)).toEqual({ igtf_cents: 0, igtf_porcentaje: null, ...totals });
  });
});
