import { describe, expect, it } from "vitest";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import {
  EMPTY_PROMO_FORM,
  formOf,
  fromLocalInput,
  PromoFormSchema,
  toLocalInput,
} from "../../../web/src/features/admin/store/promotions/lib/promo-form.ts";
import { promoSummary } from "../../../web/src/features/admin/store/promotions/lib/promo-summary.ts";

const promo = (o: Partial<PromocionAdmin> = {}): PromocionAdmin => ({
  codigo: "VERANO25",
  porcentaje: 25,
  desde: null,
  hasta: null,
  usos_maximos: null,
  una_vez_por_cliente: false,
  subtotal_minimo: null,
  activo: true,
  usos: 0,
  creado: "2026-01-01T00:00:00.000Z",
  actualizado: "2026-01-01T00:00:00.000Z",
  ...o,
});

describe("promo code form", () => {
  it("turns blank optional rules into null and text into the API's numbers and instants", () => {
    const body = PromoFormSchema.parse({
      ...EMPTY_PROMO_FORM,
      codigo: " verano25 ",
      porcentaje: "25",
      subtotal_minimo: "49,99",
      desde: "2026-07-01T08:30",
    });
    expect(body).toEqual({
      codigo: "VERANO25",
      porcentaje: 25,
      desde: new Date("2026-07-01T08:30").toISOString(),
      hasta: null,
      usos_maximos: null,
      subtotal_minimo: 49.99,
      una_vez_por_cliente: false,
      activo: true,
    });
  });

  it("shows the API's Spanish messages under the fields they name", () => {
    const r = PromoFormSchema.safeParse({
      ...EMPTY_PROMO_FORM,
      codigo: "x",
      porcentaje: "",
      usos_maximos: "muchos",
    });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({
      codigo: "El código debe tener de 3 a 20 caracteres: letras, números, guiones o guiones bajos",
      porcentaje: "El porcentaje debe ser un número entero entre 1 y 90",
      usos_maximos: "El límite de usos debe ser un número entero entre 1 y 1.000.000",
    });
    const window = PromoFormSchema.safeParse({
      ...EMPTY_PROMO_FORM,
      codigo: "VERANO25",
      porcentaje: "25",
      desde: "2026-07-02T00:00",
      hasta: "2026-07-01T00:00",
    });
    expect(window.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["hasta", "La fecha de fin debe ser posterior a la de inicio"],
    ]);
  });

  it("edits a stored code: its values back in the inputs, the same instants after a round trip", () => {
    const stored = promo({ desde: "2026-07-01T12:45:00.000Z", usos_maximos: 10, subtotal_minimo: 20 });
    const values = formOf(stored);
    expect(values).toMatchObject({ codigo: "VERANO25", porcentaje: "25", usos_maximos: "10", subtotal_minimo: "20" });
    expect(fromLocalInput(values.desde)).toBe(stored.desde);
    expect(toLocalInput(null)).toBe("");
    expect(fromLocalInput("  ")).toBeNull();
  });
});

describe("promo code list", () => {
  const now = new Date("2026-06-15T12:00:00.000Z");

  it.each([
    [promo(), "Activo"],
    [promo({ activo: false }), "Inactivo"],
    [promo({ desde: "2026-07-01T00:00:00.000Z" }), "Programado"],
    [promo({ hasta: "2026-06-01T00:00:00.000Z" }), "Vencido"],
    [promo({ usos_maximos: 3, usos: 3 }), "Agotado"],
  ])("states what a shopper meets now (%#: %s)", (p, texto) => {
    expect(promoSummary(p, now).estado.texto).toBe(texto);
  });

  it("shows the uses against the limit and the rules in words", () => {
    expect(promoSummary(promo({ usos: 1 }), now)).toMatchObject({ usos: "1 uso", vigencia: "Sin fechas", reglas: "" });
    expect(
      promoSummary(promo({ usos: 2, usos_maximos: 5, una_vez_por_cliente: true, subtotal_minimo: 50 }), now),
    ).toMatchObject({ usos: "2 de 5 usos", reglas: "Una vez por cliente · Subtotal mínimo $50.00" });
  });
});
