import { describe, expect, it } from "vitest";
import { promoCustomers, promoProblem, type PromoRules } from "../../../functions/src/domain/promotions/promo-rules";
import { PromoCreateSchema, PromoUpdateSchema } from "../../../shared/src/schemas/promotions";

const NOW = new Date("2026-06-15T12:00:00.000Z");

function promo(overrides: Partial<PromoRules> = {}): PromoRules {
  return {
    codigo: "VERANO25",
    porcentaje: 25,
    activo: true,
    desde: null,
    hasta: null,
    usos_maximos: null,
    usos: 0,
    una_vez_por_cliente: false,
    subtotal_minimo_cents: null,
    ...overrides,
  };
}

const ctx = (o: Partial<{ now: Date; subtotalCents: number; usedByCustomer: boolean }> = {}) => ({
  now: NOW,
  subtotalCents: 10_000,
  usedByCustomer: false,
  ...o,
});

describe("promoProblem: one rule at a time", () => {
  it("a code with no rules applies", () => {
    expect(promoProblem(promo(), ctx())).toBeNull();
  });

  it("unknown: 'Código promocional inválido'", () => {
    expect(promoProblem(null, ctx())).toEqual({ motivo: "desconocido", mensaje: "Código promocional inválido" });
  });

  it("inactive", () => {
    expect(promoProblem(promo({ activo: false }), ctx())).toEqual({
      motivo: "inactivo",
      mensaje: "Este código promocional no está activo",
    });
  });

  it("not yet valid until its start, valid from that very instant", () => {
    const desde = "2026-06-15T12:00:00.000Z";
    expect(promoProblem(promo({ desde }), ctx({ now: new Date(Date.parse(desde) - 1) }))).toEqual({
      motivo: "no_vigente",
      mensaje: "Este código promocional aún no está vigente",
    });
    expect(promoProblem(promo({ desde }), ctx({ now: new Date(desde) }))).toBeNull();
  });

  it("expired from its end on, valid the instant before", () => {
    const hasta = "2026-06-15T12:00:00.000Z";
    expect(promoProblem(promo({ hasta }), ctx({ now: new Date(hasta) }))).toEqual({
      motivo: "vencido",
      mensaje: "Este código promocional ya venció",
    });
    expect(promoProblem(promo({ hasta }), ctx({ now: new Date(Date.parse(hasta) - 1) }))).toBeNull();
  });

  it("used up when its uses reach the limit, not before", () => {
    expect(promoProblem(promo({ usos_maximos: 3, usos: 3 }), ctx())).toEqual({
      motivo: "agotado",
      mensaje: "Este código promocional ya alcanzó su límite de usos",
    });
    expect(promoProblem(promo({ usos_maximos: 3, usos: 2 }), ctx())).toBeNull();
  });

  it("minimum subtotal not reached names the minimum; reaching it exactly is enough", () => {
    expect(promoProblem(promo({ subtotal_minimo_cents: 5000 }), ctx({ subtotalCents: 4999 }))).toEqual({
      motivo: "minimo",
      mensaje: "Este código requiere un subtotal mínimo de $50.00",
    });
    expect(promoProblem(promo({ subtotal_minimo_cents: 5000 }), ctx({ subtotalCents: 5000 }))).toBeNull();
  });

  it("already used by this customer only counts for once-per-customer codes", () => {
    expect(promoProblem(promo({ una_vez_por_cliente: true }), ctx({ usedByCustomer: true }))).toEqual({
      motivo: "ya_usado",
      mensaje: "Ya usaste este código promocional",
    });
    expect(promoProblem(promo({ una_vez_por_cliente: false }), ctx({ usedByCustomer: true }))).toBeNull();
    expect(promoProblem(promo({ una_vez_por_cliente: true }), ctx({ usedByCustomer: false }))).toBeNull();
  });

  it("names the first broken rule: inactive before dates, dates before uses, uses before the minimum", () => {
    const all = promo({
      activo: false,
      hasta: "2026-01-01T00:00:00.000Z",
      usos_maximos: 1,
      usos: 1,
      subtotal_minimo_cents: 1_000_000,
      una_vez_por_cliente: true,
    });
    const broken = ctx({ usedByCustomer: true, subtotalCents: 1 });
    expect(promoProblem(all, broken)?.motivo).toBe("inactivo");
    expect(promoProblem({ ...all, activo: true }, broken)?.motivo).toBe("vencido");
    expect(promoProblem({ ...all, activo: true, hasta: null }, broken)?.motivo).toBe("agotado");
    expect(promoProblem({ ...all, activo: true, hasta: null, usos: 0 }, broken)?.motivo).toBe("minimo");
  });
});

describe("promoCustomers", () => {
  const guest = (email: string | null) => promoCustomers({ usuarioId: null, email });

  it("a guest is their email hashed, as the customer it stands for (case, spaces and +tag ignored)", () => {
    const [a] = guest(" Ana@Example.com ");
    expect(guest("ana@example.com")).toEqual([a]);
    expect(guest("ana+2@example.com")).toEqual([a]);
    expect(guest("ANA+promo@EXAMPLE.com")).toEqual([a]);
    expect(a).toMatch(/^EMAIL#[0-9a-f]{32}$/);
    expect(a).not.toContain("ana");
    expect(guest("otra@example.com")).not.toEqual([a]);
    expect(guest(null)).toEqual([]);
  });

  it("a signed-in shopper is the account and its email together, plus the order's email", () => {
    const [ana] = guest("ana@example.com");
    const [otra] = guest("otra@example.com");
    expect(promoCustomers({ usuarioId: "u1", accountEmail: "ana@example.com", email: "ana+2@example.com" })).toEqual([
      "USUARIO#u1",
      ana,
    ]);
    expect(promoCustomers({ usuarioId: "u1", accountEmail: "ana@example.com", email: "otra@example.com" })).toEqual([
      "USUARIO#u1",
      ana,
      otra,
    ]);
    // The cart's quote before checkout: only what the session knows.
    expect(promoCustomers({ usuarioId: "u1", accountEmail: "Ana@example.com" })).toEqual(["USUARIO#u1", ana]);
  });
});

describe("promo input schemas", () => {
  it("stores the code in upper case and defaults activo to true, once-per-customer to false", () => {
    expect(PromoCreateSchema.parse({ codigo: " verano-25 ", porcentaje: 25 })).toEqual({
      codigo: "VERANO-25",
      porcentaje: 25,
      activo: true,
      una_vez_por_cliente: false,
    });
  });

  it.each([
    [
      { codigo: "AB", porcentaje: 10 },
      "El código debe tener de 3 a 20 caracteres: letras, números, guiones o guiones bajos",
    ],
    [
      { codigo: "DESCUENTO ÑANDÚ", porcentaje: 10 },
      "El código debe tener de 3 a 20 caracteres: letras, números, guiones o guiones bajos",
    ],
    [{ codigo: "OK10", porcentaje: 0 }, "El porcentaje debe ser un número entero entre 1 y 90"],
    [{ codigo: "OK10", porcentaje: 91 }, "El porcentaje debe ser un número entero entre 1 y 90"],
    [{ codigo: "OK10", porcentaje: 10.5 }, "El porcentaje debe ser un número entero entre 1 y 90"],
    [
      { codigo: "OK10", porcentaje: 10, usos_maximos: 0 },
      "El límite de usos debe ser un número entero entre 1 y 1.000.000",
    ],
    [
      { codigo: "OK10", porcentaje: 10, subtotal_minimo: 10.001 },
      "El subtotal mínimo debe ser un número entre 0,01 y 100.000 con hasta 2 decimales",
    ],
    [{ codigo: "OK10", porcentaje: 10, desde: "mañana" }, "Fecha no válida"],
    [
      { codigo: "OK10", porcentaje: 10, desde: "2026-07-01T00:00:00Z", hasta: "2026-06-01T00:00:00Z" },
      "La fecha de fin debe ser posterior a la de inicio",
    ],
  ])("refuses %j with '%s'", (input, mensaje) => {
    const r = PromoCreateSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(mensaje);
  });

  it("keeps dates as UTC instants (so the order's condition compares them as text)", () => {
    const r = PromoCreateSchema.parse({ codigo: "OK10", porcentaje: 10, desde: "2026-07-01T00:00:00-04:00" });
    expect(r.desde).toBe("2026-07-01T04:00:00.000Z");
  });

  it("an update needs at least one field, and null removes an optional rule", () => {
    expect(PromoUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("Indica al menos un campo a cambiar");
    expect(PromoUpdateSchema.parse({ usos_maximos: null })).toEqual({ usos_maximos: null });
    expect(PromoUpdateSchema.safeParse({ codigo: "OTRO" }).success).toBe(false);
  });
});
