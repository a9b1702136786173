import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { call } from "../../helpers/api";
import { sessionAs } from "../../helpers/sessions";
import {
  orderBody,
  placeOrder,
  stockedProduct,
  storedStock,
  uploadReceipt,
  variantStock,
} from "../../helpers/checkout";
import { getOrder } from "../../../functions/src/data/orders";
import { SEED_BCV_RATE } from "../../../functions/src/seed/orders";

describe("POST /api/pedido — validation", () => {
  it.each([
    ["nombre", "Nombre es requerido"],
    ["apellido", "Apellido es requerido"],
    ["email", "Email es requerido"],
    ["telefono", "Teléfono es requerido"],
    ["direccion", "Dirección es requerida"],
    ["ciudad", "Ciudad es requerida"],
    ["estado", "Estado es requerido"],
    ["codigo_postal", "Código postal es requerido"],
  ])("a blank %s answers 400 '%s'", async (campo, mensaje) => {
    const p = await stockedProduct();
    const res = await placeOrder(orderBody([{ productoId: p.id }], { [campo]: "   " }));
    expect(res.status).toBe(400);
    expect(res.body.errores[campo]).toBe(mensaje);
    expect(await variantStock(p.id)).toBe(10);
  });

  it.each([
    ["pago_movil", "movil_banco", "Selecciona un banco"],
    ["pago_movil", "movil_telefono", "Teléfono es requerido"],
    ["pago_movil", "movil_referencia", "Referencia es requerida"],
    ["pago_movil", "movil_email", "Email es requerido"],
    ["transferencia_bancaria", "transferencia_banco", "Selecciona un banco"],
    ["transferencia_bancaria", "transferencia_referencia", "Referencia es requerida"],
    ["transferencia_bancaria", "transferencia_monto", "Monto es requerido"],
    ["transferencia_bancaria", "transferencia_email", "Email es requerido"],
    ["pago_ubi", "ubi_referencia", "Referencia es requerida"],
    ["pago_ubi", "ubi_email", "Email es requerido"],
  ])("%s without %s answers '%s'", async (tipo_pago, campo, mensaje) => {
    const p = await stockedProduct();
    const full = {
      tipo_pago,
      transferencia_banco: "mercantil",
      transferencia_referencia: "998877",
      transferencia_monto: "1.234,56",
      transferencia_email: "ana@example.com",
      ubi_referencia: "UBI-1",
      ubi_email: "ana@example.com",
    };
    const res = await placeOrder(orderBody([{ productoId: p.id }], { ...full, [campo]: "" }));
    expect(res.status).toBe(400);
    expect(res.body.errores[campo]).toBe(mensaje);
  });

  it("asks for a payment method, a known bank and a valid Bs amount", async () => {
    const p = await stockedProduct();
    const noMethod = await placeOrder(orderBody([{ productoId: p.id }], { tipo_pago: undefined }));
    expect(noMethod.body.errores.tipo_pago).toBe("Selecciona un método de pago");
    const badBank = await placeOrder(orderBody([{ productoId: p.id }], { movil_banco: "banco-falso" }));
    expect(badBank.body.errores.movil_banco).toBe("Selecciona un banco");
    const badAmount = await placeOrder(
      orderBody([{ productoId: p.id }], {
        tipo_pago: "transferencia_bancaria",
        transferencia_banco: "venezuela",
        transferencia_referencia: "1",
        transferencia_monto: "muchos bolívares",
        transferencia_email: "a@b.co",
      }),
    );
    expect(badAmount.body.errores.transferencia_monto).toBe("Monto inválido");
  });

  it("refuses an order whose terms were not accepted, on the server too", async () => {
    const p = await stockedProduct();
    for (const acepta_terminos of [false, undefined, "true"]) {
      const res = await placeOrder(orderBody([{ productoId: p.id }], { acepta_terminos }));
      expect(res.status).toBe(400);
      expect(res.body.errores.acepta_terminos).toBe("Debes aceptar los términos y condiciones");
    }
    expect(await variantStock(p.id)).toBe(10);
  });

  it("bounds lines: none, more than 50 distinct, more than 99 units, a fractional quantity", async () => {
    const p = await stockedProduct({ "M|Negro": 500 });
    expect((await placeOrder(orderBody([]))).body.errores.lineas).toBe("El carrito está vacío");
    const many = Array.from({ length: 51 }, (_, i) => ({ productoId: `x${i}` }));
    expect((await placeOrder(orderBody(many))).body.errores.lineas).toBe(
      "Un pedido admite como máximo 50 productos distintos",
    );
    const units = await placeOrder(orderBody([{ productoId: p.id, cantidad: 100 }]));
    expect(units.status).toBe(400);
    expect(units.body.errores["lineas.0.cantidad"]).toBe("Puedes pedir como máximo 99 unidades de cada producto");
    const frac = await placeOrder(orderBody([{ productoId: p.id, cantidad: 1.5 }]));
    expect(frac.body.errores["lineas.0.cantidad"]).toBe("La cantidad debe ser un número entero mayor que 0");
    // The same variant twice adds up and is bounded too.
    const twice = await placeOrder(
      orderBody([
        { productoId: p.id, cantidad: 60 },
        { productoId: p.id, cantidad: 60 },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.mensaje).toMatch(/como máximo 99 unidades/);
    expect(await variantStock(p.id)).toBe(500);
  });

  it("refuses unknown fields by name but accepts and ignores the spec payload's computed ones", async () => {
    const p = await stockedProduct();
    const unknown = await placeOrder(orderBody([{ productoId: p.id }], { estado_pago: "completado" }));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("estado_pago");
    const role = await placeOrder(orderBody([{ productoId: p.id }], { role: "admin" }));
    expect(role.status).toBe(400);
  });

  it("needs an Idempotency-Key header", async () => {
    const p = await stockedProduct();
    const res = await placeOrder(orderBody([{ productoId: p.id }]), { key: null });
    expect(res.status).toBe(400);
    expect(res.body.mensaje).toBe("Falta el encabezado Idempotency-Key o no es válido");
    expect(await variantStock(p.id)).toBe(10);
  });

  it("answers 400 for an unknown product or variant and 400 for an invalid promo code, changing nothing", async () => {
    const p = await stockedProduct();
    const ghost = await placeOrder(orderBody([{ productoId: p.id }, { productoId: "no-existe" }]));
    expect(ghost.status).toBe(400);
    expect(ghost.body.mensaje).toBe("El producto no-existe ya no está disponible");
    const size = await placeOrder(orderBody([{ productoId: p.id, talla: "XXL" }]));
    expect(size.status).toBe(400);
    expect(size.body.mensaje).toBe(`${p.nombre} no está disponible en talla XXL y color Negro`);
    const promo = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: "GRATIS100" }));
    expect(promo.status).toBe(400);
    expect(promo.body.errores.codigo_promocional).toBe("Código promocional inválido");
    expect(await variantStock(p.id)).toBe(10);
  });
});

describe("POST /api/pedido — the server is the only authority", () => {
  it("prices at the current price, ignores client totals and ids, and reserves the stock", async () => {
    const offer = await stockedProduct(
      { "M|Negro": 5, "L|Rojo": 3 },
      { precio_cents: 3000, precio_original_cents: 4000 },
    );
    const other = await stockedProduct({ "M|Negro": 4 }, { precio_cents: 1250 });
    const victim = await sessionAs("user");
    const res = await placeOrder(
      orderBody(
        [
          { productoId: offer.id, talla: "L", color: "Rojo", cantidad: 2, precio: 0.01 },
          { productoId: other.id, cantidad: 1 },
        ],
        { usuario_id: victim.userId, subtotal: 1, impuestos: 0, envio: 0, total: 1 },
      ),
    );
    expect(res.status).toBe(201);
    const pedido = res.body.pedido;
    // 2 × 30.00 + 12.50 = 72.50, not above 100 → shipping 15.
    expect(pedido).toMatchObject({
      subtotal: 72.5,
      descuento: 0,
      envio: 15,
      impuestos: 0,
      total: 87.5,
      invitado: true,
    });
    expect(pedido.lineas.map((l: { precio: number }) => l.precio)).toEqual([30, 12.5]);
    expect(pedido.numero_pedido).toMatch(/^ORD-\d{4}-\d{6}$/);
    expect(pedido.estado).toBe("pendiente");
    expect(pedido.estado_pago).toBe("pendiente_pago");
    // The order is a guest's, whatever usuario_id said.
    const stored = await getOrder(pedido.id);
    expect(stored?.usuario_id).toBeNull();
    expect(res.body.enlace).toMatch(new RegExp(`^/pedido/${pedido.id}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(await storedStock(offer.id)).toEqual({ variantes: { "M|Negro": 5, "L|Rojo": 1 }, stock: 6 });
    expect(await storedStock(other.id)).toEqual({ variantes: { "M|Negro": 3 }, stock: 3 });
  });

  it("locks the BCV rate and shows the total in Bs; a transfer's monto is kept as typed", async () => {
    const p = await stockedProduct({ "M|Negro": 5 }, { precio_cents: 12000 });
    const res = await placeOrder(
      orderBody([{ productoId: p.id }], {
        tipo_pago: "transferencia_bancaria",
        transferencia_banco: "provincial",
        transferencia_referencia: "556677",
        transferencia_monto: "28.374,85",
        transferencia_email: "ana@example.com",
      }),
    );
    expect(res.status).toBe(201);
    const { pedido } = res.body;
    expect(pedido.total).toBe(120); // free shipping above 100
    expect(pedido.tasa_bcv.valor).toBe(SEED_BCV_RATE);
    expect(pedido.total_bs).toBe(Math.round(12000 * SEED_BCV_RATE) / 100);
    expect(pedido.pago).toEqual({
      banco: "provincial",
      referencia: "556677",
      monto: "28.374,85",
      monto_bs: 28374.85,
      email: "ana@example.com",
    });
  });

  it("gives a signed-in shopper's first order 20% off, once; a larger promo wins and they never stack", async () => {
    const p = await stockedProduct({ "M|Negro": 20 }, { precio_cents: 5000 });
    const me = await sessionAs("user");
    const first = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: "WELCOME10" }), {
      cookie: me.cookie,
    });
    expect(first.status).toBe(201);
    expect(first.body.pedido).toMatchObject({
      subtotal: 50,
      descuento: 10,
      descuento_detalle: { tipo: "primera_compra", porcentaje: 20 },
      total: 55,
    });
    expect(first.body.enlace).toBeNull();
    const second = await placeOrder(orderBody([{ productoId: p.id }]), { cookie: me.cookie });
    expect(second.body.pedido).toMatchObject({ descuento: 0, descuento_detalle: null, total: 65 });
    const promo = await placeOrder(orderBody([{ productoId: p.id }], { codigo_promocional: "student15" }), {
      cookie: me.cookie,
    });
    expect(promo.body.pedido.descuento_detalle).toEqual({ tipo: "promocion", codigo: "STUDENT15", porcentaje: 15 });
    // Guests never get the first-purchase offer.
    const guest = await placeOrder(orderBody([{ productoId: p.id }]));
    expect(guest.body.pedido.descuento).toBe(0);
  });

  it("makes the first-purchase offer available again once the only live order is cancelled", async () => {
    const p = await stockedProduct({ "M|Negro": 20 }, { precio_cents: 5000 });
    const me = await sessionAs("user");
    const first = await placeOrder(orderBody([{ productoId: p.id }]), { cookie: me.cookie });
    expect(first.body.pedido.descuento).toBe(10);
    const cancel = await call("POST", `/api/pedido/${first.body.pedido.id}/cancelar`, { cookie: me.cookie });
    expect(cancel.status).toBe(200);
    const again = await placeOrder(orderBody([{ productoId: p.id }]), { cookie: me.cookie });
    expect(again.body.pedido.descuento).toBe(10);
  });

  it("answers 409 naming the product, size and colour when stock is short, and changes nothing", async () => {
    const a = await stockedProduct({ "M|Negro": 5 });
    const b = await stockedProduct({ "S|Azul": 1 }, { nombre: "Falda Plisada" });
    const res = await placeOrder(
      orderBody([
        { productoId: a.id, cantidad: 2 },
        { productoId: b.id, talla: "S", color: "Azul", cantidad: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toBe("No hay suficiente stock de Falda Plisada (talla S, color Azul): quedan 1");
    expect(await variantStock(a.id)).toBe(5);
    expect(await variantStock(b.id, "S|Azul")).toBe(1);
  });

  it("attaches a receipt sent with the order: the payment waits for verification, no deadline", async () => {
    const p = await stockedProduct();
    const clave = await uploadReceipt();
    const res = await placeOrder(orderBody([{ productoId: p.id }], { clave }));
    expect(res.status).toBe(201);
    expect(res.body.pedido).toMatchObject({
      estado_pago: "pendiente_verificacion",
      vence_en: null,
      puede_subir_comprobante: false,
      puede_cancelar: true,
    });
    expect(res.body.pedido.historial.map((e: { tipo: string }) => e.tipo)).toEqual(["creado", "comprobante_enviado"]);
    // One receipt, one order.
    const reuse = await placeOrder(orderBody([{ productoId: p.id }], { clave }));
    expect(reuse.status).toBe(409);
    expect(reuse.body.mensaje).toBe("Este comprobante ya fue usado en otro pedido");
    expect(await variantStock(p.id)).toBe(9);
  });
});

describe("POST /api/pedido — Idempotency-Key", () => {
  it("answers the same order for the same key and body, and refuses the key with another body", async () => {
    const p = await stockedProduct();
    const key = randomUUID();
    const body = orderBody([{ productoId: p.id }]);
    const first = await placeOrder(body, { key });
    const again = await placeOrder(body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const other = await placeOrder({ ...body, ciudad: "Mérida" }, { key });
    expect(other.status).toBe(409);
    expect(other.body.mensaje).toBe("Esta clave de idempotencia ya se usó para otro pedido distinto");
    expect(await variantStock(p.id)).toBe(9);
  });

  it("creates one order when the same request arrives several times at once", async () => {
    const p = await stockedProduct();
    const key = randomUUID();
    const body = orderBody([{ productoId: p.id }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(body, { key })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.pedido.id)).size).toBe(1);
    expect(await variantStock(p.id)).toBe(9);
  });

  it("does not hand one shopper's order to another who reuses the key", async () => {
    const p = await stockedProduct();
    const key = randomUUID();
    const body = orderBody([{ productoId: p.id }]);
    const me = await sessionAs("user");
    expect((await placeOrder(body, { key, cookie: me.cookie })).status).toBe(201);
    const stranger = await placeOrder(body, { key });
    expect(stranger.status).toBe(409);
  });
});

describe("POST /api/pedido — concurrency", () => {
  it("30 parallel one-unit orders for a variant with 7 in stock give exactly 7 orders and stock 0, every time", async () => {
    for (let round = 0; round < 3; round++) {
      const p = await stockedProduct({ "M|Negro": 7 });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => placeOrder(orderBody([{ productoId: p.id }]))),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(7);
      expect(statuses.filter((s) => s === 409)).toHaveLength(23);
      expect(await storedStock(p.id)).toEqual({ variantes: { "M|Negro": 0 }, stock: 0 });
      expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.pedido.numero_pedido)).size).toBe(7);
    }
  });
});

describe("POST /api/pedido/cotizacion", () => {
  it("quotes what the order will charge, with problems per line and an invalid code flagged", async () => {
    const p = await stockedProduct({ "M|Negro": 2 }, { precio_cents: 4000 });
    const me = await sessionAs("user");
    const res = await call("POST", "/api/pedido/cotizacion", {
      cookie: me.cookie,
      body: { lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 3 }], codigo_promocional: "NOPE" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subtotal: 120,
      descuento: 24,
      descuento_detalle: { tipo: "primera_compra", porcentaje: 20 },
      envio: 0,
      total: 96,
      error_codigo: "Código promocional inválido",
      problemas: [
        { productoId: p.id, mensaje: `No hay suficiente stock de ${p.nombre} (talla M, color Negro): quedan 2` },
      ],
    });
    expect(res.body.total_bs).toBe(Math.round(9600 * SEED_BCV_RATE) / 100);
    const placed = await placeOrder(orderBody([{ productoId: p.id, cantidad: 2 }]), { cookie: me.cookie });
    const quote = await call("POST", "/api/pedido/cotizacion", {
      body: { lineas: [{ productoId: p.id, talla: "M", color: "Negro", cantidad: 2 }] },
    });
    expect(placed.body.pedido.subtotal).toBe(quote.body.subtotal);
  });
});
