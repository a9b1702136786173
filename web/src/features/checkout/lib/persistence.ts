import { sanitizeValues, type CheckoutStep, type CheckoutValues } from "./form-values";

/**
 * What the checkout keeps in session storage between reloads: the step, the form data, the
 * receipt already uploaded (so a retry does not upload it again) and the idempotency key of the
 * confirmation under way (so a retry after a network failure cannot create a second order).
 * Everything is cleared after a successful order. No `@/` imports: unit tests load this file.
 */

export const CHECKOUT_STORAGE_KEY = "checkout-pago";

export interface StoredReceipt {
  clave: string;
  nombre: string;
  /** Which file it was (name, size, type, date): another file means another upload. */
  firma: string;
}

export interface PendingAttempt {
  key: string;
  /** Fingerprint of the order body the key was made for: a changed order gets a new key. */
  firma: string;
}

export interface CheckoutSession {
  step: CheckoutStep;
  values: Partial<CheckoutValues>;
  receipt: StoredReceipt | null;
  attempt: PendingAttempt | null;
  /** Step 1's delivery choice (a method id of the store); absent means standard. */
  metodo_envio?: string;
  /** An office delivery's courier and office, as typed. */
  envio_oficina?: OficinaEnvio;
}

/** An office delivery's courier and office as the shopper types them (issue 47, item 1). */
export interface OficinaEnvio {
  courier: string;
  oficina: string;
}

const METHOD_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

function sanitizeOficina(raw: unknown): OficinaEnvio | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  return typeof o.courier === "string" && typeof o.oficina === "string"
    ? { courier: o.courier.slice(0, 40), oficina: o.oficina.slice(0, 120) }
    : null;
}

export const EMPTY_SESSION: CheckoutSession = { step: 1, values: {}, receipt: null, attempt: null };

/** The subset of the Storage API used here (window.sessionStorage, or a stub in tests). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isStep = (v: unknown): v is CheckoutStep => v === 1 || v === 2 || v === 3;
const isText = (v: unknown, max = 300): v is string => typeof v === "string" && v.length > 0 && v.length <= max;

function sanitizeReceipt(raw: unknown): StoredReceipt | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  return isText(o.clave) && isText(o.firma, 600) && typeof o.nombre === "string"
    ? { clave: o.clave, nombre: o.nombre.slice(0, 200), firma: o.firma }
    : null;
}

function sanitizeAttempt(raw: unknown): PendingAttempt | null {
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  return isText(o.key, 100) && isText(o.firma, 100) ? { key: o.key, firma: o.firma } : null;
}

/** The stored checkout, or an empty one when there is none or it is not readable. */
export function loadCheckout(storage: StorageLike | null = sessionStore()): CheckoutSession {
  let raw: unknown = null;
  try {
    const text = storage?.getItem(CHECKOUT_STORAGE_KEY);
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  if (!raw || typeof raw !== "object") return { ...EMPTY_SESSION };
  const o = raw as Record<string, unknown>;
  return {
    step: isStep(o.step) ? o.step : 1,
    values: sanitizeValues(o.values),
    receipt: sanitizeReceipt(o.receipt),
    attempt: sanitizeAttempt(o.attempt),
    ...(typeof o.metodo_envio === "string" && METHOD_ID.test(o.metodo_envio) ? { metodo_envio: o.metodo_envio } : {}),
    ...(sanitizeOficina(o.envio_oficina) ? { envio_oficina: sanitizeOficina(o.envio_oficina)! } : {}),
  };
}

export function saveCheckout(state: CheckoutSession, storage: StorageLike | null = sessionStore()): void {
  // The terms box is never kept: it is asked again after a reload.
  const { acepta_terminos: _terms, ...values } = state.values;
  try {
    storage?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...state, values }));
  } catch {
    /* storage full or blocked: the in-memory form still works for this visit */
  }
}

/** Applies a change to the stored checkout and returns the new state. */
export function updateCheckout(
  change: (s: CheckoutSession) => CheckoutSession,
  storage: StorageLike | null = sessionStore(),
): CheckoutSession {
  const next = change(loadCheckout(storage));
  saveCheckout(next, storage);
  return next;
}

export function clearCheckout(storage: StorageLike | null = sessionStore()): void {
  memoryAttempt = null;
  try {
    storage?.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

/** A short, stable fingerprint of a string (53-bit cyrb53, hex): no personal data is stored. */
export function fingerprint(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

export function fileSignature(file: { name: string; size: number; type: string; lastModified?: number }): string {
  return `${file.name}|${file.size}|${file.type}|${file.lastModified ?? 0}`;
}

/** A random UUID (v4) for the Idempotency-Key header. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let memoryAttempt: PendingAttempt | null = null;

/**
 * The idempotency key for confirming this order body: the stored one when the body is the same
 * (a retry), otherwise a new one, stored before the request is sent.
 */
export function attemptKey(
  body: unknown,
  storage: StorageLike | null = sessionStore(),
  makeKey: () => string = newIdempotencyKey,
): string {
  const firma = fingerprint(JSON.stringify(body));
  if (!storage) {
    // Storage blocked: keep the key for this page's life at least.
    if (memoryAttempt?.firma !== firma) memoryAttempt = { key: makeKey(), firma };
    return memoryAttempt.key;
  }
  let key = "";
  updateCheckout((s) => {
    key = s.attempt?.firma === firma ? s.attempt.key : makeKey();
    return { ...s, attempt: { key, firma } };
  }, storage);
  return key;
}

/** Forgets the key after an answer that did not create an order (the next try is a new one). */
export function dropAttempt(storage: StorageLike | null = sessionStore()): void {
  memoryAttempt = null;
  updateCheckout((s) => ({ ...s, attempt: null }), storage);
}
