import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_MESSAGES,
  type OfertaProductoAdmin,
  type ProductInput,
} from "@tienda/shared/schemas/admin-products";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@tienda/shared/rules/uploads";
import { parseDecimalInput } from "@tienda/shared/rules/number-input";
import { hasAtMostDecimals } from "@tienda/shared/rules/numbers";
import { stockFieldError, variantKey } from "./stock";

/**
 * The 'Nuevo Producto' wizard and the edit form (pure: unit-tested). Four steps: 1 the basics
 * (name, description, price, brand), 2 category and style, 3 original price, sizes, colours and
 * stock per size × colour, 4 images and a review. 'Siguiente' stays disabled until the step is
 * valid; the API checks everything again (ProductInputSchema).
 */
export const WIZARD_STEPS = [
  { n: 1, title: "Información básica" },
  { n: 2, title: "Categoría y estilo" },
  { n: 3, title: "Precio, tallas y stock" },
  { n: 4, title: "Imágenes y revisión" },
] as const;
export type WizardStep = 1 | 2 | 3 | 4;

export interface WizardImage {
  /** Stable id for React keys and moves. */
  id: string;
  /** Upload key (subidas/productos/…) or a path the product already has (/img/productos/…); null while uploading. */
  clave: string | null;
  /** What the preview shows (an object URL for new files, the image path otherwise). */
  preview: string;
  nombre: string;
  estado: "subiendo" | "lista" | "error";
}

export interface WizardValues {
  nombre: string;
  descripcion: string;
  precio: string;
  marca_nombre: string;
  categoria_id: string;
  subcategoria_id: string;
  estilo_id: string;
  precio_original: string;
  tallas: string[];
  colores: string[];
  /** Stock text per 'talla|color'. */
  stock: Record<string, string>;
  imagenes: WizardImage[];
}

export const EMPTY_WIZARD: WizardValues = {
  nombre: "",
  descripcion: "",
  precio: "",
  marca_nombre: "",
  categoria_id: "",
  subcategoria_id: "",
  estilo_id: "",
  precio_original: "",
  tallas: [],
  colores: [],
  stock: {},
  imagenes: [],
};

/**
 * A USD amount as typed, the Venezuelan way or not ('12,50', '12.50', '1.234,56' → 1234.56;
 * parseDecimalInput); blank, a typo, a negative or more than 2 decimals → NaN.
 */
export function parseAmount(raw: string): number {
  const n = parseDecimalInput(raw);
  return n !== undefined && n >= 0 && hasAtMostDecimals(n, 2) ? n : Number.NaN;
}

export type StepErrors = Partial<
  Record<
    | "nombre"
    | "precio"
    | "categoria_id"
    | "estilo_id"
    | "precio_original"
    | "tallas"
    | "colores"
    | "stock"
    | "imagenes",
    string
  >
>;

export function stepErrors(step: WizardStep, v: WizardValues): StepErrors {
  const e: StepErrors = {};
  if (step === 1) {
    if (!v.nombre.trim()) e.nombre = PRODUCT_MESSAGES.nombre;
    else if (v.nombre.trim().length > 120) e.nombre = PRODUCT_MESSAGES.tooLong;
    const precio = parseAmount(v.precio);
    if (!(precio > 0) || precio > 100_000) e.precio = PRODUCT_MESSAGES.precio;
  } else if (step === 2) {
    if (!v.categoria_id) e.categoria_id = PRODUCT_MESSAGES.categoria;
    if (!v.estilo_id) e.estilo_id = PRODUCT_MESSAGES.estilo;
  } else if (step === 3) {
    const original = parseAmount(v.precio_original);
    if (!v.precio_original.trim() || !(original >= 0) || original > 100_000)
      e.precio_original = PRODUCT_MESSAGES.precioOriginal;
    if (!v.tallas.length) e.tallas = PRODUCT_MESSAGES.tallas;
    if (!v.colores.length) e.colores = PRODUCT_MESSAGES.colores;
    for (const t of v.tallas) {
      for (const c of v.colores) {
        if (stockFieldError(v.stock[variantKey(t, c)] ?? "")) {
          e.stock = PRODUCT_MESSAGES.stock;
          break;
        }
      }
    }
  } else {
    if (v.imagenes.length > MAX_PRODUCT_IMAGES) e.imagenes = PRODUCT_MESSAGES.imagenes;
    else if (v.imagenes.some((i) => i.estado === "subiendo"))
      e.imagenes = "Espera a que terminen de subir las imágenes";
    else if (v.imagenes.some((i) => i.estado === "error")) e.imagenes = "Quita las imágenes que no se pudieron subir";
  }
  return e;
}

export function isStepValid(step: WizardStep, v: WizardValues): boolean {
  return Object.keys(stepErrors(step, v)).length === 0;
}

/** The first step that is not valid (the review jumps back to it), or null. */
export function firstInvalidStep(v: WizardValues): WizardStep | null {
  for (const s of [1, 2, 3, 4] as const) if (!isStepValid(s, v)) return s;
  return null;
}

/** Adds a size or colour (trimmed, no duplicates ignoring case, at most 12, 40 characters each). */
export function addLabel(list: readonly string[], raw: string): string[] {
  const s = raw.trim().slice(0, 40);
  if (!s || list.length >= 12 || list.some((x) => x.toLowerCase() === s.toLowerCase())) return [...list];
  return [...list, s];
}

export function toggleLabel(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((x) => x !== value) : addLabel(list, value);
}

/** Every size × colour gets a stock text: what it had, else `fill` ('0' by default). */
export function withStockGrid(v: WizardValues, fill = "0"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of v.tallas) for (const c of v.colores) out[variantKey(t, c)] = v.stock[variantKey(t, c)] ?? fill;
  return out;
}

/** Units over every size × colour (the review's 'Stock total'); a blank or bad cell counts 0. */
export function stockTotal(v: Pick<WizardValues, "tallas" | "colores" | "stock">): number {
  let total = 0;
  for (const t of v.tallas) for (const c of v.colores) total += Number(v.stock[variantKey(t, c)]) || 0;
  return total;
}

/** The API body (POST/PUT /api/productos) of valid values. */
export function toProductInput(v: WizardValues): ProductInput {
  const stock_variantes: Record<string, number> = {};
  for (const t of v.tallas)
    for (const c of v.colores)
      stock_variantes[variantKey(t, c)] = Number((v.stock[variantKey(t, c)] ?? "0").trim() || 0);
  const original = parseAmount(v.precio_original);
  return {
    nombre: v.nombre.trim(),
    descripcion: v.descripcion.trim(),
    precio: parseAmount(v.precio),
    precio_original: original > 0 ? original : null,
    categoria_id: v.categoria_id,
    ...(v.subcategoria_id ? { subcategoria_id: v.subcategoria_id } : {}),
    estilo_id: v.estilo_id,
    ...(v.marca_nombre.trim() ? { marca_nombre: v.marca_nombre.trim() } : {}),
    tallas: [...v.tallas],
    colores: [...v.colores],
    stock_variantes,
    imagenes: v.imagenes.filter((i) => i.clave).map((i) => i.clave!),
  };
}

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/**
 * A product as the edit form's values. On offer (running or scheduled), the price field holds the
 * price without the discount (the API keeps the offer and applies it to the price it is given);
 * `precio_original` shows the offer's struck-through price.
 */
export function fromProduct(p: Producto & { oferta?: OfertaProductoAdmin | null }): WizardValues {
  const onOffer = p.precio_original !== null && p.precio_original > p.precio;
  const base = p.oferta ? p.oferta.precio_original : onOffer ? p.precio_original! : p.precio;
  const stock: Record<string, string> = {};
  for (const v of p.variantes ?? []) stock[variantKey(v.talla, v.color)] = String(v.stock);
  return {
    nombre: p.nombre,
    descripcion: p.descripcion ?? "",
    precio: money(base),
    marca_nombre: p.marca_nombre ?? "",
    categoria_id: p.categoria_id,
    subcategoria_id: p.subcategoria_id ?? "",
    estilo_id: p.estilo_id,
    precio_original: money(p.oferta ? p.oferta.precio_original : (p.precio_original ?? 0)),
    tallas: [...(p.tallas ?? [])],
    colores: [...(p.colores ?? [])],
    stock,
    imagenes: (p.imagenes ?? []).map((src, i) => ({
      id: `actual-${i}-${src}`,
      clave: src,
      preview: src,
      nombre: src.split("/").pop() ?? src,
      estado: "lista",
    })),
  };
}

/* ── Images ───────────────────────────────────────────────────────────────────────────── */

/** Why a chosen file cannot be a product image, or null (JPEG, PNG or WebP up to 5 MB). */
export function imageFileError(file: Pick<File, "type" | "size">): string | null {
  if (!Object.prototype.hasOwnProperty.call(IMAGE_TYPES, file.type)) return UPLOAD_MESSAGES.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.size <= 0) return UPLOAD_MESSAGES.invalidImage;
  return null;
}

/** How many more images fit (6 at most). */
export function imageRoom(images: readonly unknown[]): number {
  return Math.max(0, MAX_PRODUCT_IMAGES - images.length);
}

/** Moves an image one place left (-1) or right (+1); the first one is the main image. */
export function moveImage<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** Makes an image the main one (first), keeping the others' order. */
export function makeMain<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  return [list[index]!, ...list.slice(0, index), ...list.slice(index + 1)];
}
