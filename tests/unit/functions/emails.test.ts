import { describe, expect, it } from "vitest";
import type { AjustesTienda } from "@tienda/shared/schemas/settings";
import { ACCOUNT_EMAIL_KINDS, renderAccountEmail } from "../../../functions/src/domain/email/account-emails";
import { EMAIL_KINDS, renderOrderEmail, type RenderedEmail } from "../../../functions/src/domain/email/order-emails";
import { renderOwnerEmail, type OwnerNotice } from "../../../functions/src/domain/email/owner-emails";
import { storeVoice } from "../../../functions/src/domain/email/store-voice";
import { senderAddress } from "../../../functions/src/lib/mail-identity";
import { orderRecord } from "../../helpers/orders";

/**
 * Issue 46, items 3 and 7: every email speaks in the store's name (subject, greeting, signature,
 * sender) and never calls an unnamed store 'Tienda'; every order email lists the lines, the
 * discount with its name or code, shipping and the total (with the Bs total and its rate), and
 * those numbers add up.
 */
const ORIGIN = "https://modacaracas.example";
const settings = (nombre_tienda: string | null) => ({ nombre_tienda, datos_pago: {} }) as unknown as AjustesTienda;

/** The order: 2 × Jean at $38.00, first purchase -20 %, free standard shipping: $60.80. */
const jeanOrder = orderRecord({
  lineas: [
    {
      productoId: "jean",
      nombre: "Jean",
      imagen: "/img/jean.svg",
      talla: "32",
      color: "Azul",
      cantidad: 2,
      precio_cents: 3800,
    },
  ],
  subtotal_cents: 7600,
  descuento_cents: 1520,
  descuento: { tipo: "primera_compra", porcentaje: 20 },
  envio_cents: 0,
  total_cents: 6080,
  tasa_bcv: { valor: 236.4582, fecha: "2026-11-27" },
  total_bs_cents: 1437666,
});

/** Two lines, a promo code and express shipping: 3 × 19.99 + 45.50 = 105.47; -10 % = 10.55; +25. */
const codeOrder = orderRecord({
  lineas: [
    {
      productoId: "a",
      nombre: "Franela",
      imagen: "/a.svg",
      talla: "M",
      color: "Negro",
      cantidad: 3,
      precio_cents: 1999,
    },
    { productoId: "b", nombre: "Falda", imagen: "/b.svg", talla: "S", color: "Rojo", cantidad: 1, precio_cents: 4550 },
  ],
  subtotal_cents: 10547,
  descuento_cents: 1055,
  descuento: { tipo: "promocion", codigo: "VERANO10", porcentaje: 10 },
  metodo_envio: "express",
  envio_cents: 2500,
  total_cents: 11992,
  estado_pago: "pendiente_verificacion",
  comprobante: { clave: "comprobantes/x.jpg", fecha: new Date().toISOString() },
});

const plainOrder = orderRecord();

/** Paid by Zelle with the IGTF on: 2 × 30.45 + 15 shipping = 75.90; 3 % = 2.28; total 78.18 (issue 47). */
const zelleOrder = orderRecord({
  tipo_pago: "zelle",
  lineas: [
    { productoId: "z", nombre: "Blusa", imagen: "/z.svg", talla: "M", color: "Negro", cantidad: 2, precio_cents: 3045 },
  ],
  subtotal_cents: 6090,
  descuento_cents: 0,
  descuento: null,
  envio_cents: 1500,
  igtf_cents: 228,
  igtf_porcentaje: 3,
  total_cents: 7818,
  cedula_rif: "V-12345678",
  pago: { referencia: "ZL-1", titular: "Ana Pérez" },
});

const cents = (amount: string) => {
  const m = /^(-?)\$(\d+)\.(\d{2})$/.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${amount}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

/**
 * The plain text's sums: the product lines (after 'Productos:'), the discount, shipping ('Gratis'
 * is 0) and the total, each read from the email itself.
 */
function sumsOf(text: string) {
  const rows = text.split("\n");
  const start = rows.indexOf("Productos:");
  expect(start).toBeGreaterThanOrEqual(0);
  const lines: number[] = [];
  let i = start + 1;
  for (; rows[i] !== ""; i++) lines.push(cents(rows[i]!.split(" — ").pop()!));
  const after = rows.slice(i + 1);
  const amountOf = (prefix: string) => {
    const row = after.find((r) => r.startsWith(prefix));
    if (!row) return null;
    const amount = row.split(" — ").pop()!;
    return amount === "Gratis" ? 0 : cents(amount);
  };
  const total = cents(after.find((r) => r.startsWith("Total: "))!.slice("Total: ".length));
  return {
    lines,
    subtotal: amountOf("Subtotal — "),
    descuento: amountOf("Descuento"),
    envio: amountOf("Envío "),
    igtf: amountOf("IGTF "),
    total,
    bs: after.find((r) => r.startsWith("Total en bolívares: ")) ?? null,
  };
}

const orderEmails = (order: typeof jeanOrder, nombre: string | null): Array<[string, RenderedEmail]> => [
  ...EMAIL_KINDS.map(
    (kind) =>
      [
        kind,
        renderOrderEmail(kind, order, settings(nombre), { motivo: "Referencia no encontrada", guia: "G-1" }, ORIGIN),
      ] as [string, RenderedEmail],
  ),
  ...(["aviso_pedido_nuevo", "aviso_comprobante"] as const).map(
    (kind) =>
      [kind, renderOwnerEmail(kind, "duena@modacaracas.com", { order }, settings(nombre), ORIGIN)] as [
        string,
        RenderedEmail,
      ],
  ),
];

describe("order emails add up (item 7)", () => {
  for (const [name, order] of [
    ["first purchase, free shipping", jeanOrder],
    ["promo code, express, two lines", codeOrder],
    ["no discount", plainOrder],
    ["Zelle with IGTF", zelleOrder],
  ] as const) {
    it(`${name}: in every order email, lines + shipping − discount = total`, () => {
      for (const [kind, mail] of orderEmails(order, "MODA CARACAS")) {
        const s = sumsOf(mail.text);
        const linesSum = s.lines.reduce((a, b) => a + b, 0);
        expect(s.lines, kind).toHaveLength(order.lineas.length);
        expect(s.subtotal, kind).toBe(linesSum);
        expect(linesSum + (s.envio ?? NaN) + (s.descuento ?? 0) + (s.igtf ?? 0), kind).toBe(s.total);
        expect(s.total, kind).toBe(order.total_cents);
        expect(s.descuento === null, kind).toBe(order.descuento_cents === 0);
        expect(s.igtf ?? 0, kind).toBe(order.igtf_cents ?? 0);
        // A payment in dollars is charged in dollars: no Bs amount anywhere in its emails.
        if (order.tipo_pago === "zelle") expect(mail.text, kind).not.toMatch(/Bs\./);
        else
          expect(s.bs, kind).toMatch(
            /^Total en bolívares: Bs\. [\d.]+,\d{2} a la tasa BCV de Bs\. [\d.,]+ por dólar del \d{4}-\d{2}-\d{2}$/,
          );
        // The HTML part lists the same rows.
        expect(mail.html, kind).toContain(s.descuento === null ? "Total" : "Descuento");
      }
    });
  }

  it("names the IGTF with its percentage and the buyer's cédula or RIF", () => {
    const text = renderOrderEmail("pedido_creado", zelleOrder, settings("MODA CARACAS"), {}, ORIGIN).text;
    expect(text).toContain("IGTF (3%) — $2.28");
    expect(text).toContain("Total: $78.18");
    expect(text).toContain("Cédula o RIF: V-12345678");
    expect(text).toContain("envía $78.18 por Zelle");
  });

  it("names the discount by its code or as the first-purchase discount, and the Bs total with its rate", () => {
    const jean = renderOrderEmail("pedido_creado", jeanOrder, settings("MODA CARACAS"), {}, ORIGIN).text;
    expect(jean).toContain("2 × Jean (talla 32, Azul) a $38.00 — $76.00");
    expect(jean).toContain("Descuento primera compra (-20%) — -$15.20");
    expect(jean).toContain("Envío estándar — Gratis");
    expect(jean).toContain("Total: $60.80");
    expect(jean).toContain("Total en bolívares: Bs. 14.376,66 a la tasa BCV de Bs. 236,4582 por dólar del 2026-11-27");
    const code = renderOrderEmail("pago_aprobado", codeOrder, settings(null), {}, ORIGIN);
    expect(code.text).toContain("Descuento código VERANO10 (-10%) — -$10.55");
    expect(code.text).toContain("Envío express — $25.00");
    expect(code.html).toContain("Descuento código VERANO10 (-10%)");
  });
});

describe("emails speak in the store's name (item 3)", () => {
  const notices: OwnerNotice[] = [
    {
      tipo: "resena",
      producto_id: "jean",
      producto_nombre: "Jean",
      calificacion: 1,
      titulo: "Mala talla",
      texto: "Muy pequeño",
      autor: "Ana P.",
      numero_pedido: "ORD-1",
    },
    {
      tipo: "agotado",
      numero_pedido: "ORD-1",
      variantes: [{ producto_id: "jean", producto_nombre: "Jean", talla: "32", color: "Azul" }],
    },
  ];
  const every = (nombre: string | null): Array<[string, RenderedEmail]> => [
    ...orderEmails(jeanOrder, nombre),
    ...ACCOUNT_EMAIL_KINDS.map(
      (kind) =>
        [
          kind,
          renderAccountEmail(
            kind,
            "ana@example.com",
            { hasta: new Date().toISOString() },
            ORIGIN,
            "/confirmar?token=x",
            storeVoice(settings(nombre)),
          ),
        ] as [string, RenderedEmail],
    ),
    [
      "aviso_resena_baja",
      renderOwnerEmail("aviso_resena_baja", "d@x.com", { aviso: notices[0]! }, settings(nombre), ORIGIN),
    ],
    ["aviso_agotado", renderOwnerEmail("aviso_agotado", "d@x.com", { aviso: notices[1]! }, settings(nombre), ORIGIN)],
  ];

  it("named: the subject, the greeting, the signature and the sender's display name say MODA CARACAS", () => {
    for (const [kind, mail] of every("MODA CARACAS")) {
      expect(mail.subject, kind).toContain("MODA CARACAS");
      expect(mail.fromName, kind).toBe("MODA CARACAS");
      const [greeting] = mail.text.split("\n");
      expect(greeting, kind).toContain("MODA CARACAS");
      expect(mail.text.trimEnd().split("\n").pop(), kind).toContain("MODA CARACAS");
      expect(mail.html, kind).toContain("MODA CARACAS");
      expect(mail.text, kind).not.toMatch(/\bTienda\b/);
    }
    const delivered = renderOrderEmail("pedido_entregado", jeanOrder, settings("MODA CARACAS"), {}, ORIGIN);
    expect(delivered.subject).toBe(`Tu pedido ${jeanOrder.numero_pedido} fue entregado · MODA CARACAS`);
    expect(delivered.text).toContain("¡Gracias por comprar en MODA CARACAS!");
  });

  it("unnamed: no email calls the store 'Tienda' and none has a sender name", () => {
    for (const [kind, mail] of every(null)) {
      expect(mail.fromName, kind).toBeUndefined();
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, kind).not.toMatch(/\bTienda\b/);
    }
    const delivered = renderOrderEmail("pedido_entregado", jeanOrder, settings(null), {}, ORIGIN);
    expect(delivered.subject).toBe(`Tu pedido ${jeanOrder.numero_pedido} fue entregado`);
    expect(delivered.text).toContain("¡Gracias por tu compra!");
    expect(delivered.text.startsWith("Hola Ana:")).toBe(true);
    expect(delivered.text.trimEnd().endsWith("Saludos cordiales")).toBe(true);
  });

  it("keeps line breaks and control characters out of the name it puts in headers", () => {
    expect(storeVoice({ nombre_tienda: "MODA\r\nBcc: x@y.com" }).nombre).toBe("MODA Bcc: x@y.com");
    expect(storeVoice({ nombre_tienda: "   " }).nombre).toBeNull();
    expect(storeVoice(null).nombre).toBeNull();
  });

  it("sends from the configured address, whatever display name the deployment wrote", () => {
    expect(senderAddress("Tienda <pedidos@tienda.local>")).toBe("pedidos@tienda.local");
    expect(senderAddress("pedidos@modacaracas.com")).toBe("pedidos@modacaracas.com");
  });
});

describe("the owner's notices (item 6)", () => {
  const owner = (kind: Parameters<typeof renderOwnerEmail>[0], source: Parameters<typeof renderOwnerEmail>[2]) =>
    renderOwnerEmail(kind, "duena@modacaracas.com", source, settings("MODA CARACAS"), ORIGIN);

  it("a new order names its number and links to it in the payments screen", () => {
    const mail = owner("aviso_pedido_nuevo", { order: jeanOrder });
    expect(mail.to).toEqual({ address: "duena@modacaracas.com" });
    expect(mail.subject).toBe(`Nuevo pedido ${jeanOrder.numero_pedido} por $60.80 · MODA CARACAS`);
    expect(mail.text).toContain(`${ORIGIN}/admin/pagos?q=${jeanOrder.numero_pedido}`);
    expect(mail.text).toContain("Ana Pérez (ana@example.com)");
  });

  it("an order placed with its receipt, and a receipt sent later, link to the receipt to review", () => {
    const withReceipt = owner("aviso_pedido_nuevo", { order: codeOrder });
    expect(withReceipt.subject).toContain(`Nuevo pedido ${codeOrder.numero_pedido} con comprobante por revisar`);
    const link = `${ORIGIN}/admin/pagos?q=${codeOrder.numero_pedido}&estado_pago=pendiente_verificacion`;
    expect(withReceipt.text).toContain(link);
    const later = owner("aviso_comprobante", { order: codeOrder });
    expect(later.subject).toContain(`Comprobante por revisar del pedido ${codeOrder.numero_pedido}`);
    expect(later.text).toContain(link);
    expect(later.html).toContain(link.replace(/&/g, "&amp;"));
  });

  it("a low rating names the product and the stars, and links to the reviews with those stars", () => {
    const mail = owner("aviso_resena_baja", {
      aviso: {
        tipo: "resena",
        producto_id: "jean",
        producto_nombre: "Jean",
        calificacion: 1,
        titulo: null,
        texto: "<b>Muy pequeño</b>",
        autor: "Ana P.",
        numero_pedido: "ORD-7",
      },
    });
    expect(mail.subject).toBe("Reseña de 1 estrella para Jean · MODA CARACAS");
    expect(mail.text).toContain("Ana P. calificó Jean con 1 estrella (pedido ORD-7)");
    expect(mail.text).toContain(`${ORIGIN}/admin/resenas?estrellas=1`);
    expect(mail.html).not.toContain("<b>");
  });

  it("a variant that ran out names it and the order, and opens its stock editor", () => {
    const one = owner("aviso_agotado", {
      aviso: {
        tipo: "agotado",
        numero_pedido: "ORD-9",
        variantes: [{ producto_id: "jean", producto_nombre: "Jean", talla: "32", color: "Azul" }],
      },
    });
    expect(one.subject).toBe("Sin stock: Jean (talla 32, Azul) · MODA CARACAS");
    expect(one.text).toContain("Con el pedido ORD-9 se vendieron las últimas unidades de:");
    expect(one.text).toContain(`${ORIGIN}/admin/productos?stock_producto=jean`);
    const edit = owner("aviso_agotado", {
      aviso: {
        tipo: "agotado",
        numero_pedido: null,
        variantes: [
          { producto_id: "jean", producto_nombre: "Jean", talla: "32", color: "Azul" },
          { producto_id: "jean", producto_nombre: "Jean", talla: "34", color: "Azul" },
        ],
      },
    });
    expect(edit.subject).toBe("Sin stock: 2 variantes de tus productos · MODA CARACAS");
    expect(edit.text).toContain("Tras un cambio de stock en el panel");
  });
});
