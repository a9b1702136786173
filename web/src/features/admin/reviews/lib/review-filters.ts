import type { ApiQueryParams } from "@tienda/shared/api-contract";
import { plural } from "@tienda/shared/rules/plural";

/**
 * The admin's reviews page filters, kept in the URL (pure: unit-tested): search, product (set by
 * a review's product name), stars and visibility.
 */
export interface ReviewFilters {
  q: string;
  producto: string;
  estrellas: "" | "1" | "2" | "3" | "4" | "5";
  visible: "" | "si" | "no";
}

const STARS = ["5", "4", "3", "2", "1"] as const;

export const STAR_OPTIONS: ReadonlyArray<{ value: ReviewFilters["estrellas"]; label: string }> = [
  { value: "", label: "Todas las calificaciones" },
  ...STARS.map((n) => ({ value: n, label: plural(Number(n), "estrella", "estrellas") })),
];

export const VISIBILITY_OPTIONS: ReadonlyArray<{ value: ReviewFilters["visible"]; label: string }> = [
  { value: "", label: "Visibles y ocultas" },
  { value: "si", label: "Visibles" },
  { value: "no", label: "Ocultas" },
];

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function parseReviewParams(sp: URLSearchParams): ReviewFilters {
  const estrellas = sp.get("estrellas") ?? "";
  const visible = sp.get("visible") ?? "";
  const producto = sp.get("producto") ?? "";
  return {
    q: (sp.get("q") ?? "").trim().slice(0, 100),
    producto: PRODUCT_ID.test(producto) ? producto : "",
    estrellas: /^[1-5]$/.test(estrellas) ? (estrellas as ReviewFilters["estrellas"]) : "",
    visible: visible === "si" || visible === "no" ? visible : "",
  };
}

export function reviewSearchParams(f: ReviewFilters): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) sp.set(k, v);
  return sp;
}

/** The API's query for the filters (empty ones left out). */
export function reviewsApiQuery(f: ReviewFilters): ApiQueryParams<"GET /api/admin/resenas"> {
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(f.producto ? { producto: f.producto } : {}),
    ...(f.estrellas ? { estrellas: Number(f.estrellas) } : {}),
    ...(f.visible ? { visible: f.visible } : {}),
  };
}

export const hasFilters = (f: ReviewFilters) => !!(f.q || f.producto || f.estrellas || f.visible);
