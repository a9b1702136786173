/**
 * Factories for the browser tests (Playwright): each builds its piece of the world through the
 * store's real API, with the SPA's anti-CSRF header, from the given request context (a page's
 * `page.request` shares that page's cookies).
 */
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { receiptPng } from "../../../functions/src/seed/receipt-image";

export const CSRF = { "X-Requested-With": "tienda" };

/** The session cookie (functions/src/lib/auth/session.ts). */
const SESSION_COOKIE = "tienda_sesion";

/** The seeded accounts (scripts/local seed). */
export const SEEDED = {
  admin: { email: "admin@tienda.com", password: "Admin123" },
  maria: { email: "maria@tienda.com", password: "Maria123" },
} as const;

export const SHOPPER_PASSWORD = "Girasol#Azul47";

const requestOf = (ctx: Page | APIRequestContext): APIRequestContext => ("request" in ctx ? ctx.request : ctx);

/** The session cookies of the seeded accounts signed in so far in this worker, by store and account. */
const seededSessions = new Map<string, Cookie[]>();

/**
 * Signs a seeded account in through POST /api/auth/login; a page is then signed in too. A page is
 * given the session this worker already signed in with, when GET /api/auth/sesion still answers
 * for it: a login hashes the password (scrypt, 128 MiB), a second or more on a busy machine, and
 * the tests that call this are not about signing in (account.spec.ts and the forms' own tests are).
 */
export async function signInAs(ctx: Page | APIRequestContext, who: keyof typeof SEEDED): Promise<void> {
  const key = `${process.env.E2E_STORE_URL ?? ""} ${who}`;
  const context = "context" in ctx ? ctx.context() : undefined;
  const kept = seededSessions.get(key);
  if (context && kept) {
    await context.addCookies(kept);
    const now = await requestOf(ctx).get("/api/auth/sesion");
    const { usuario } = (await now.json()) as { usuario: { email: string } | null };
    if (usuario?.email === SEEDED[who].email) return;
  }
  const res = await requestOf(ctx).post("/api/auth/login", { headers: CSRF, data: SEEDED[who] });
  expect(res.status(), await res.text()).toBe(200);
  if (context)
    seededSessions.set(
      key,
      (await context.cookies()).filter((c) => c.name === SESSION_COOKIE),
    );
}

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A new shopper account, made through POST /api/auth/registro, which also signs that context (and
 * its page) in. Names and password may be chosen; the email is unique per call.
 */
export async function signedInShopper(
  ctx: Page | APIRequestContext,
  overrides: Partial<Shopper> = {},
): Promise<Shopper> {
  const shopper: Shopper = {
    email: `e2e-${randomUUID().slice(0, 8)}@prueba.tienda`,
    password: SHOPPER_PASSWORD,
    firstName: "Inés",
    lastName: "Prueba",
    ...overrides,
  };
  const res = await requestOf(ctx).post("/api/auth/registro", {
    headers: CSRF,
    data: { ...shopper, confirmPassword: shopper.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return shopper;
}

/** Signs in with the storefront's form at /login and waits for the home page. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Contraseña").fill(password);
  await form.getByRole("button", { name: "Iniciar Sesión" }).click();
  await page.waitForURL((u) => u.pathname === "/");
}

export interface StockedVariant {
  productoId: string;
  talla: string;
  color: string;
  stock: number;
}

/**
 * Variants of different products from the public catalogue with more than `min` units each
 * (the best-stocked variant of each product, catalogue order); fails when fewer exist.
 */
export async function variantsWithStock(
  request: APIRequestContext,
  { min = 2, count = 1 }: { min?: number; count?: number } = {},
): Promise<StockedVariant[]> {
  const res = await request.get("/api/productos", { params: { limite: 24, en_stock: "true" } });
  expect(res.ok()).toBe(true);
  const { productos } = (await res.json()) as {
    productos: Array<{ id: string; variantes?: Array<{ talla: string; color: string; stock: number }> }>;
  };
  const found: StockedVariant[] = [];
  for (const p of productos) {
    const v = [...(p.variantes ?? [])].sort((a, b) => b.stock - a.stock)[0];
    if (v && v.stock > min) found.push({ productoId: p.id, talla: v.talla, color: v.color, stock: v.stock });
    if (found.length === count) return found;
  }
  throw new Error(`No hay ${count} productos con más de ${min} unidades en el catálogo sembrado`);
}

/** The browser's upload of a receipt: POST /api/subidas, then the presigned multipart POST to the bucket. */
export async function uploadReceipt(request: APIRequestContext, png: Buffer): Promise<string> {
  const res = await request.post("/api/subidas", {
    headers: CSRF,
    data: { proposito: "comprobante", tipo: "image/png", tamano: png.length },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { url, campos, clave } = (await res.json()) as { url: string; campos: Record<string, string>; clave: string };
  const up = await request.post(url, {
    multipart: { ...campos, file: { name: "comprobante.png", mimeType: "image/png", buffer: png } },
  });
  expect(up.status(), await up.text()).toBeLessThan(300);
  return clave;
}

export interface PlacedOrder {
  pedido: { id: string; numero_pedido: string; estado_pago: string; total: number };
  enlace: string | null;
}

/**
 * A guest's order paid by bank transfer (declared 1.000,00 Bs) with its receipt attached at
 * checkout, so its payment is under review ('Pendiente Verificación'); `approve` with an admin's
 * request context approves it too (a real sale).
 */
export async function guestOrderWithReceipt(
  request: APIRequestContext,
  opts: {
    nombre: string;
    apellido: string;
    email?: string;
    telefono?: string;
    referencia?: string;
    cantidad?: number;
    approve?: APIRequestContext;
  },
): Promise<PlacedOrder & { email: string; referencia: string }> {
  const email = opts.email ?? `e2e-${randomUUID().slice(0, 8)}@prueba.tienda`;
  const referencia = opts.referencia ?? String(Date.now()).slice(-8);
  const [v] = await variantsWithStock(request);
  const clave = await uploadReceipt(request, receiptPng(referencia));
  const res = await request.post("/api/pedido", {
    headers: { ...CSRF, "Idempotency-Key": `e2e-${randomUUID()}` },
    data: {
      nombre: opts.nombre,
      apellido: opts.apellido,
      email,
      telefono: opts.telefono ?? "0412-555-0199",
      direccion: "Av. Universidad, Edif. Luz, piso 3",
      ciudad: "Caracas",
      estado: "Distrito Capital",
      codigo_postal: "1010",
      tipo_pago: "transferencia_bancaria",
      transferencia_banco: "mercantil",
      transferencia_referencia: referencia,
      transferencia_monto: "1.000,00",
      transferencia_email: email,
      acepta_terminos: true,
      lineas: [{ productoId: v!.productoId, talla: v!.talla, color: v!.color, cantidad: opts.cantidad ?? 1 }],
      clave,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as PlacedOrder;
  if (opts.approve) {
    const ok = await opts.approve.post(`/api/pedido/${placed.pedido.id}/aprobar`, { headers: CSRF, data: {} });
    expect(ok.status(), await ok.text()).toBe(200);
  }
  return { ...placed, email, referencia };
}
