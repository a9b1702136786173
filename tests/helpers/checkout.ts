import { createHash, randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { batchPut } from "../../scripts/local/seed-store";
import { productItem } from "../../functions/src/data/products";
import { db, tableName } from "../../functions/src/data/client";
import { keys } from "../../functions/src/data/keys";
import type { ProductRecord } from "../../functions/src/domain/catalogue/product-record";
import { receiptPng } from "../../functions/src/seed/receipt-image";
import { call, type CallResult } from "./api";
import { productRecord } from "./factories";

/** Products written straight into the table with the given stock per variant; returns the records. */
export async function stockedProduct(
  stock: Record<string, number> = { "M|Negro": 10 },
  overrides: Partial<ProductRecord> = {},
): Promise<ProductRecord> {
  const rec = productRecord({
    id: `chk-${randomUUID().slice(0, 12)}`,
    stock_variantes: stock,
    tallas: [...new Set(Object.keys(stock).map((k) => k.split("|")[0]!))],
    colores: [...new Set(Object.keys(stock).map((k) => k.split("|")[1]!))],
    ...overrides,
  });
  await batchPut([productItem(rec)]);
  return rec;
}

/** The stock of a variant as stored now (consistent read). */
export async function variantStock(productoId: string, variant = "M|Negro"): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.product(productoId), ConsistentRead: true }),
  );
  return (Item?.stock_variantes as Record<string, number>)[variant]!;
}

export async function storedStock(productoId: string): Promise<{ variantes: Record<string, number>; stock: number }> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.product(productoId), ConsistentRead: true }),
  );
  return { variantes: Item?.stock_variantes as Record<string, number>, stock: Item?.stock as number };
}

/** The shopper of orderBody() unless a test names another. */
export const DEFAULT_ORDER_EMAIL = "ana@example.com";
/** The pago móvil reference of orderBody() unless a test names another. */
export const DEFAULT_ORDER_REFERENCE = "00123456";

/** A valid checkout body (pago móvil) for the given lines; override any field. */
export function orderBody(
  lineas: Array<{ productoId: string; talla?: string; color?: string; cantidad?: number; precio?: number }>,
  overrides: Record<string, unknown> = {},
) {
  return {
    nombre: "Ana",
    apellido: "Pérez",
    email: DEFAULT_ORDER_EMAIL,
    telefono: "0412-555-0000",
    direccion: "Av. Principal, Edif. Sol, piso 2",
    ciudad: "Caracas",
    estado: "Distrito Capital",
    codigo_postal: "1010",
    tipo_pago: "pago_movil",
    movil_banco: "banesco",
    movil_telefono: "0412-555-0000",
    movil_referencia: DEFAULT_ORDER_REFERENCE,
    movil_email: "ana@example.com",
    acepta_terminos: true,
    lineas: lineas.map((l) => ({ talla: "M", color: "Negro", cantidad: 1, ...l })),
    ...overrides,
  };
}

/**
 * POST /api/pedido. Live unpaid orders are limited per email (and per device cookie): unless the
 * test names an email, or asks for `sameShopper`, each order gets a shopper of its own derived
 * from its Idempotency-Key (so a replay with the same key is still the same body), the way
 * `call` gives each request its own address. Likewise the default pago móvil reference: each order
 * pays with a payment of its own (one payment settles one order), unless the test names one.
 */
export function placeOrder(
  body: unknown,
  opts: { cookie?: string; key?: string | null; ip?: string; sameShopper?: boolean } = {},
): Promise<CallResult> {
  const key = opts.key === undefined ? randomUUID() : opts.key;
  const b = body as { email?: unknown; movil_referencia?: unknown } | null;
  const digest = key ? createHash("sha256").update(key).digest("hex") : "";
  let ownShopper =
    !opts.sameShopper && key && b && typeof b === "object" && b.email === DEFAULT_ORDER_EMAIL
      ? { ...b, email: `ana.${digest.slice(0, 12)}@example.com` }
      : body;
  if (key && b && typeof b === "object" && b.movil_referencia === DEFAULT_ORDER_REFERENCE) {
    ownShopper = { ...(ownShopper as object), movil_referencia: String(BigInt(`0x${digest.slice(0, 12)}`)).slice(-12) };
  }
  return call("POST", "/api/pedido", {
    body: ownShopper,
    cookie: opts.cookie,
    ip: opts.ip,
    headers: key === null ? {} : { "idempotency-key": key },
  });
}

export const PNG_RECEIPT = receiptPng("pruebas");

/**
 * Uploads a receipt the way the browser does: POST /api/subidas, then the presigned POST to the
 * bucket. `bytes` may be anything (the emulator does not enforce the policy; attaching checks).
 */
export async function uploadReceipt(
  opts: { bytes?: Buffer; tipo?: string; cookie?: string; ip?: string } = {},
): Promise<string> {
  const bytes = opts.bytes ?? PNG_RECEIPT;
  const tipo = opts.tipo ?? "image/png";
  const res = await call("POST", "/api/subidas", {
    cookie: opts.cookie,
    ip: opts.ip,
    body: { proposito: "comprobante", tipo, tamano: Math.min(bytes.length, 5 * 1024 * 1024) },
  });
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(res.body.campos as Record<string, string>)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: tipo }), "comprobante");
  const up = await fetch(res.body.url, { method: "POST", body: form });
  if (up.status >= 300) throw new Error(`S3 refused the upload: ${up.status}`);
  return res.body.clave as string;
}
