import { describe, expect, it } from "vitest";
import {
  attemptKey,
  CHECKOUT_STORAGE_KEY,
  clearCheckout,
  dropAttempt,
  fileSignature,
  fingerprint,
  loadCheckout,
  newIdempotencyKey,
  saveCheckout,
  updateCheckout,
  type StorageLike,
} from "../../../web/src/features/checkout/lib/persistence.ts";

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("checkout session storage", () => {
  it("starts empty at step 1", () => {
    const s = memoryStorage();
    expect(loadCheckout(s)).toEqual({ step: 1, values: {}, receipt: null, attempt: null });
  });

  it("keeps the step and the form data, never the terms box", () => {
    const s = memoryStorage();
    saveCheckout(
      {
        step: 2,
        values: { nombre: "María", tipo_pago: "pago_movil", acepta_terminos: true },
        receipt: null,
        attempt: null,
      },
      s,
    );
    const raw = JSON.parse(s.data.get(CHECKOUT_STORAGE_KEY)!);
    expect(raw.values.acepta_terminos).toBeUndefined();
    expect(loadCheckout(s)).toMatchObject({ step: 2, values: { nombre: "María", tipo_pago: "pago_movil" } });
  });

  it("ignores what it does not know or cannot read", () => {
    const s = memoryStorage();
    s.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        step: 7,
        values: { nombre: 3, rol: "admin", tipo_pago: "bitcoin", email: "a@b.c" },
        receipt: { clave: "" },
        attempt: "x",
      }),
    );
    expect(loadCheckout(s)).toEqual({ step: 1, values: { nombre: "3", email: "a@b.c" }, receipt: null, attempt: null });
    s.setItem(CHECKOUT_STORAGE_KEY, "{not json");
    expect(loadCheckout(s).step).toBe(1);
    expect(loadCheckout(null).values).toEqual({});
  });

  it("keeps an uploaded receipt so a retry does not upload it again", () => {
    const s = memoryStorage();
    const firma = fileSignature({ name: "pago.png", size: 68, type: "image/png", lastModified: 1 });
    updateCheckout((c) => ({ ...c, receipt: { clave: "comprobantes/abc.png", nombre: "pago.png", firma } }), s);
    expect(loadCheckout(s).receipt).toEqual({ clave: "comprobantes/abc.png", nombre: "pago.png", firma });
    expect(fileSignature({ name: "pago.png", size: 69, type: "image/png", lastModified: 1 })).not.toBe(firma);
  });

  it("reuses the idempotency key for the same order and makes a new one when it changes", () => {
    const s = memoryStorage();
    let n = 0;
    const make = () => `key-${++n}`;
    const body = { nombre: "María", lineas: [{ productoId: "p1", talla: "M", color: "Negro", cantidad: 1 }] };
    const k1 = attemptKey(body, s, make);
    expect(attemptKey({ ...body }, s, make)).toBe(k1); // a retry after a network failure
    expect(JSON.stringify(loadCheckout(s))).not.toContain("María"); // only a fingerprint is stored
    const k2 = attemptKey({ ...body, nombre: "Mariana" }, s, make);
    expect(k2).not.toBe(k1);
    dropAttempt(s); // a refused order: the next try is a new attempt
    expect(attemptKey({ ...body, nombre: "Mariana" }, s, make)).not.toBe(k2);
  });

  it("is cleared after a successful order", () => {
    const s = memoryStorage();
    updateCheckout((c) => ({ ...c, step: 3 }), s);
    clearCheckout(s);
    expect(s.data.has(CHECKOUT_STORAGE_KEY)).toBe(false);
  });

  it("makes v4 UUIDs and stable fingerprints", () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fingerprint("abc")).toBe(fingerprint("abc"));
    expect(fingerprint("abc")).not.toBe(fingerprint("abd"));
  });
});
