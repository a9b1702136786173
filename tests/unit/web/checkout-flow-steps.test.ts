import { describe, expect, it } from "vitest";
import { EMPTY_VALUES, type CheckoutValues } from "../../../web/src/features/checkout/lib/form-values.ts";
import { fieldsOfStep, invalidTarget, serverErrorTarget } from "../../../web/src/features/checkout/lib/flow-steps.ts";

const movil: CheckoutValues = { ...EMPTY_VALUES, tipo_pago: "pago_movil" };

describe("checkout flow: the fields of a step, in the order shown", () => {
  it("step 1 is the shipping fields, step 3 the terms box", () => {
    expect(fieldsOfStep(1, EMPTY_VALUES)).toEqual([
      "nombre",
      "apellido",
      "email",
      "telefono",
      "direccion",
      "ciudad",
      "estado",
      "codigo_postal",
      "cedula_rif",
    ]);
    expect(fieldsOfStep(3, EMPTY_VALUES)).toEqual(["acepta_terminos"]);
  });

  it("step 2 is the method, then only the chosen method's fields", () => {
    expect(fieldsOfStep(2, EMPTY_VALUES)).toEqual(["tipo_pago"]);
    expect(fieldsOfStep(2, movil)).toEqual([
      "tipo_pago",
      "movil_banco",
      "movil_telefono",
      "movil_referencia",
      "movil_email",
    ]);
    expect(fieldsOfStep(2, { ...EMPTY_VALUES, tipo_pago: "pago_ubi" })).toEqual([
      "tipo_pago",
      "ubi_referencia",
      "ubi_email",
    ]);
  });
});

describe("checkout flow: where the form's own validation sends the shopper", () => {
  it("stays put when the errors are on the current step (the form focuses them itself)", () => {
    expect(invalidTarget(["email", "nombre"], 1, EMPTY_VALUES)).toBeNull();
    expect(invalidTarget(["movil_referencia"], 2, movil)).toBeNull();
  });

  it("from the review, goes back to the earliest step with an error, at its first field in the order shown", () => {
    // Restored data invalid on step 1 and 2: step 1 wins, and 'apellido' comes before 'email' there.
    expect(invalidTarget(["movil_referencia", "email", "apellido"], 3, movil)).toEqual({ step: 1, focus: "apellido" });
    expect(invalidTarget(["movil_email", "movil_banco"], 3, movil)).toEqual({ step: 2, focus: "movil_banco" });
  });

  it("focuses the step's heading when none of the named fields is shown on that step", () => {
    // 'ubi_email' is a step-2 field, but the chosen method (pago_movil) does not show it.
    expect(invalidTarget(["ubi_email"], 3, movil)).toEqual({ step: 2, focus: "heading" });
  });

  it("ignores names that are not form fields", () => {
    expect(invalidTarget(["root", "lineas"], 3, movil)).toBeNull();
  });
});

describe("checkout flow: a refusal of the server with field errors", () => {
  it("keeps only the form's fields and goes to the earliest step before the review", () => {
    const r = serverErrorTarget({ lineas: "Sin stock", movil_referencia: "Referencia usada", email: "Email inválido" });
    expect(r.fields).toEqual(["movil_referencia", "email"]);
    expect(r.target).toEqual({ step: 1, focus: "email" });
  });

  it("focuses the first field the server named on that step", () => {
    expect(serverErrorTarget({ movil_email: "x", movil_banco: "y" }).target).toEqual({ step: 2, focus: "movil_email" });
  });

  it("stays on the review for the terms box or errors of no field", () => {
    expect(serverErrorTarget({ acepta_terminos: "Debes aceptar" })).toEqual({
      fields: ["acepta_terminos"],
      target: null,
    });
    expect(serverErrorTarget({ clave: "Comprobante no subido" })).toEqual({ fields: [], target: null });
    expect(serverErrorTarget({})).toEqual({ fields: [], target: null });
  });

  it("does not take inherited names for form fields", () => {
    expect(serverErrorTarget({ toString: "x", constructor: "y" } as Record<string, string>).fields).toEqual([]);
  });
});
