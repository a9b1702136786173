// @vitest-environment jsdom
/*
 * The checkout's flow hook (web/src/features/checkout/hooks/use-checkout-flow.ts) rendered for
 * real in jsdom, with react-hook-form and the shared zod schemas; only its network edges (the
 * quote, the settings, the order and the receipt upload) and the cart's promo store are fakes.
 */
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import type { CheckoutValues } from "../../../web/src/features/checkout/lib/form-values.ts";
import { ApiError } from "../../../web/src/lib/api-client.ts";

const fakes = vi.hoisted(() => ({
  createOrder: vi.fn(),
  refetch: vi.fn(),
  uploadImage: vi.fn(),
  notify: vi.fn(),
  savePromo: vi.fn(),
  promo: null as { codigo: string } | null,
  quote: { data: undefined as unknown, isLoading: false, isError: false },
  /** `enabled` of each usePublicSettings call, in order. */
  settingsEnabled: [] as boolean[],
}));

vi.mock("../../../web/src/features/checkout/api/checkout-api.ts", () => ({
  checkoutApi: { createOrder: fakes.createOrder },
  useQuote: () => ({ ...fakes.quote, refetch: fakes.refetch }),
  usePublicSettings: (opts?: { enabled?: boolean }) => {
    fakes.settingsEnabled.push(opts?.enabled ?? true);
    return { data: undefined, isError: false, refetch: vi.fn() };
  },
}));
vi.mock("@/features/cart", () => ({
  loadPromo: () => fakes.promo,
  savePromo: fakes.savePromo,
  useCart: () => ({ isLoading: false, lines: [], clear: vi.fn() }),
}));
vi.mock("@/features/session", () => ({ useSession: () => ({ usuario: null }) }));
vi.mock("@/lib/upload", () => ({ uploadImage: fakes.uploadImage }));
vi.mock("@/lib/notify", () => ({ notify: fakes.notify }));

const { useCheckoutFlow } = await import("../../../web/src/features/checkout/hooks/use-checkout-flow.ts");
const { CHECKOUT_STORAGE_KEY, loadCheckout, saveCheckout } =
  await import("../../../web/src/features/checkout/lib/persistence.ts");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Flow = ReturnType<typeof useCheckoutFlow>;
type Input = Parameters<typeof useCheckoutFlow>[0];

const SHIPPING = {
  nombre: "María",
  apellido: "González",
  email: "maria@tienda.com",
  telefono: "0412-1234567",
  direccion: "Av. Principal 1",
  ciudad: "Caracas",
  estado: "Distrito Capital",
  codigo_postal: "1010",
};
const PAYMENT = {
  tipo_pago: "pago_movil",
  movil_banco: "banesco",
  movil_telefono: "0412-7654321",
  movil_referencia: "123456",
  movil_email: "pagos@tienda.com",
} as const;
const LINES = [{ productoId: "p001", talla: "M", color: "Negro", cantidad: 2 }];
const PLACED = { id: "ORD-1", numero: "ORD-1" };

let root: Root;
let container: HTMLElement;
let flow: Flow;
let onPlaced: Mock<Input["onPlaced"]>;

/** Renders the hook with the page's heading wired to its ref, as the page does. */
function Probe(props: Input) {
  flow = useCheckoutFlow(props);
  const { register } = flow.form;
  // A field the tests focus, registered as the steps' inputs are.
  return createElement(
    "div",
    null,
    createElement("h2", { ref: flow.headingRef, tabIndex: -1, "data-testid": "heading" }),
    createElement("input", { ...register("email"), "data-testid": "email" }),
  );
}

async function render(stored?: Partial<Parameters<typeof saveCheckout>[0]>, input: Partial<Input> = {}) {
  if (stored) saveCheckout({ step: 1, values: {}, receipt: null, attempt: null, ...stored });
  onPlaced = vi.fn<Input["onPlaced"]>();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(createElement(Probe, { lines: LINES, loading: false, usuario: null, onPlaced, ...input })),
  );
}

/** Presses the step's submit button ('Continuar' / 'Confirmar Pedido'): validation, then the flow. */
async function submit() {
  await act(async () => {
    await flow.onSubmit();
  });
}

async function setValue(name: keyof CheckoutValues, value: string | boolean) {
  await act(async () => flow.form.setValue(name, value as never));
}

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
  fakes.promo = null;
  fakes.quote = { data: undefined, isLoading: false, isError: false };
  fakes.settingsEnabled = [];
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("checkout flow hook: steps", () => {
  it("starts at the stored step with the stored values", async () => {
    await render({ step: 2, values: SHIPPING });
    expect(flow.step).toBe(2);
    expect(flow.form.getValues("ciudad")).toBe("Caracas");
  });

  it("'Continuar' on a valid step 1 goes to step 2, copies the shipping email into the payment emails and focuses the heading", async () => {
    await render({ values: SHIPPING });
    await setValue("ubi_email", "ya@escrito.com");
    await submit();
    expect(flow.step).toBe(2);
    expect(flow.form.getValues("movil_email")).toBe("maria@tienda.com");
    expect(flow.form.getValues("transferencia_email")).toBe("maria@tienda.com");
    // A payment email the shopper already wrote is kept.
    expect(flow.form.getValues("ubi_email")).toBe("ya@escrito.com");
    expect(document.activeElement).toBe(container.querySelector('[data-testid="heading"]'));
    expect(loadCheckout().step).toBe(2);
  });

  it("an invalid step 1 stays on step 1 with the schema's messages", async () => {
    await render({ values: { ...SHIPPING, email: "no-es-un-email" } });
    await submit();
    expect(flow.step).toBe(1);
    expect(flow.form.getFieldState("email").error?.message).toBeTruthy();
    expect(loadCheckout().step).toBe(1);
  });

  it("the review sends restored data that is invalid on step 1 back to step 1, focused on the field", async () => {
    await render({ step: 3, values: { ...SHIPPING, ...PAYMENT, email: "mal" } });
    await setValue("acepta_terminos", true);
    await submit();
    expect(flow.step).toBe(1);
    expect(document.activeElement).toBe(container.querySelector('[data-testid="email"]'));
    expect(fakes.createOrder).not.toHaveBeenCalled();
  });

  it("'Anterior' goes back one step and clears the last confirmation error", async () => {
    await render({ step: 3, values: { ...SHIPPING, ...PAYMENT } });
    await setValue("acepta_terminos", true);
    fakes.createOrder.mockRejectedValueOnce(new ApiError("Stock insuficiente", 409));
    await submit();
    expect(flow.submitError).toBeTruthy();
    await act(async () => flow.back());
    expect(flow.step).toBe(2);
    expect(flow.submitError).toBeNull();
  });

  it("the delivery choice is kept in session storage", async () => {
    await render();
    expect(flow.metodoEnvio).toBe("estandar");
    await act(async () => flow.chooseShipping("express"));
    expect(flow.metodoEnvio).toBe("express");
    expect(loadCheckout().metodo_envio).toBe("express");
  });

  it("form data follows every change into session storage, never the terms box", async () => {
    await render();
    await setValue("nombre", "Ana");
    await setValue("acepta_terminos", true);
    const stored = JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!);
    expect(stored.values.nombre).toBe("Ana");
    expect(stored.values).not.toHaveProperty("acepta_terminos");
  });
});

describe("checkout flow hook: the store's settings", () => {
  it("are asked for only with lines: an empty cart's skeleton starts no request that the empty-cart screen would cancel", async () => {
    await render(undefined, { lines: [], loading: true });
    expect(fakes.settingsEnabled.length).toBeGreaterThan(0);
    expect(fakes.settingsEnabled.every((enabled) => !enabled)).toBe(true);
  });

  it("are asked for at once while a stored cart with lines loads", async () => {
    await render(undefined, { loading: true });
    expect(fakes.settingsEnabled.length).toBeGreaterThan(0);
    expect(fakes.settingsEnabled.every((enabled) => enabled)).toBe(true);
  });
});

describe("checkout flow hook: confirmation", () => {
  async function atReview() {
    await render({ step: 3, values: { ...SHIPPING, ...PAYMENT }, metodo_envio: "express" });
    await setValue("acepta_terminos", true);
  }

  it("places the order with the promo code and delivery, under one idempotency key, and hands the answer on", async () => {
    fakes.promo = { codigo: "SAVE20" };
    fakes.createOrder.mockResolvedValueOnce(PLACED);
    await atReview();
    await submit();
    expect(fakes.createOrder).toHaveBeenCalledTimes(1);
    const [body, key] = fakes.createOrder.mock.calls[0]!;
    expect(body).toMatchObject({ codigo_promocional: "SAVE20", metodo_envio: "express", tipo_pago: "pago_movil" });
    expect(body.lineas).toEqual(LINES);
    expect(typeof key).toBe("string");
    expect(onPlaced).toHaveBeenCalledWith(PLACED);
    expect(flow.submitting).toBe(false);
  });

  it("a refusal with field errors shows them at their fields and goes to their step", async () => {
    fakes.createOrder.mockRejectedValueOnce(
      new ApiError("Revisa los datos", 400, { movil_referencia: "Referencia ya usada", lineas: "x" }),
    );
    await atReview();
    await submit();
    expect(flow.step).toBe(2);
    expect(flow.form.getFieldState("movil_referencia").error?.message).toBe("Referencia ya usada");
    expect(flow.submitError).toBe("Revisa los datos");
    expect(onPlaced).not.toHaveBeenCalled();
    // A refusal is final for that body: the next attempt gets a new key.
    expect(loadCheckout().attempt).toBeNull();
  });

  it("a conflict (stock or prices changed) asks for a new quote and stays on the review", async () => {
    fakes.createOrder.mockRejectedValueOnce(new ApiError("Stock insuficiente", 409));
    await atReview();
    await submit();
    expect(fakes.refetch).toHaveBeenCalledTimes(1);
    expect(flow.step).toBe(3);
  });

  it("an answer without a message of the server's shows the order helper's text", async () => {
    fakes.createOrder.mockRejectedValueOnce(new ApiError("Error HTTP: 502", 502));
    await atReview();
    await submit();
    expect(fakes.notify).toHaveBeenCalledWith("Error al crear pedido", "error");
  });

  it("a network failure keeps the attempt's key, so the retry cannot create a second order", async () => {
    fakes.createOrder.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(PLACED);
    await atReview();
    await submit();
    const firstKey = fakes.createOrder.mock.calls[0]![1];
    await submit();
    expect(fakes.createOrder.mock.calls[1]![1]).toBe(firstKey);
    expect(onPlaced).toHaveBeenCalledWith(PLACED);
  });

  it("uploads the receipt once: a retry sends the key it got, not the file again", async () => {
    fakes.uploadImage.mockResolvedValue("comprobantes/abc.png");
    fakes.createOrder.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(PLACED);
    await atReview();
    const file = new File(["x"], "pago.png", { type: "image/png", lastModified: 1 });
    await act(async () => flow.receipt.setFile(file));
    await submit();
    await submit();
    expect(fakes.uploadImage).toHaveBeenCalledTimes(1);
    expect(fakes.createOrder.mock.calls[1]![0].clave).toBe("comprobantes/abc.png");
    expect(flow.receiptName).toBe("pago.png");
    expect(loadCheckout().receipt?.clave).toBe("comprobantes/abc.png");
  });

  it("a refused receipt is forgotten, so the next attempt uploads it again", async () => {
    fakes.uploadImage.mockResolvedValueOnce("comprobantes/a.png").mockResolvedValueOnce("comprobantes/b.png");
    fakes.createOrder
      .mockRejectedValueOnce(new ApiError("El comprobante no se subió", 400, { clave: "no existe" }))
      .mockResolvedValueOnce(PLACED);
    await atReview();
    await act(async () => flow.receipt.setFile(new File(["x"], "pago.png", { type: "image/png", lastModified: 1 })));
    await submit();
    expect(loadCheckout().receipt).toBeNull();
    await submit();
    expect(fakes.uploadImage).toHaveBeenCalledTimes(2);
  });
});
