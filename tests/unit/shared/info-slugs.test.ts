import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  INFO_SLUGS,
  INFO_SLUG_MESSAGES,
  RESERVED_SLUGS,
  infoSlugProblem,
} from "../../../shared/src/schemas/content-pages";
import { FIXED_LISTINGS } from "../../../functions/src/pages/site-pages";
import { PLAIN_SPA_ROUTES } from "../../../functions/src/pages/spa-routes";
import { DISALLOWED_PATHS } from "../../../functions/src/pages/sitemap";
import { paths } from "../../../web/src/config/paths";

/** The first segment of a path ('/tienda/x?y' → 'tienda'). */
const first = (path: string) => path.replace(/^\/+/, "").split(/[/?$(]/)[0]!;

describe("info page slugs (issue 46, item 8)", () => {
  it("reserves every first segment the store answers itself: router, renderer, paths, private areas", () => {
    // The admin area's own routes are nested under /admin (as tests/unit/functions/seo-routes reads them).
    const router = readFileSync("web/src/app/router.tsx", "utf8").replace(
      /path="admin"[^>]*>[\s\S]*?<\/Route>\s*\);/,
      'path="admin" />',
    );
    const routed = [...router.matchAll(/path="([^":*][^"]*)"/g)].map((m) => first(m[1]!));
    const pathValues = Object.values(paths).map((p) =>
      typeof p === "function" ? (p as (...a: string[]) => string)("x", "y") : p,
    );
    const owned = new Set([
      ...routed,
      ...Object.keys(FIXED_LISTINGS).map(first),
      ...PLAIN_SPA_ROUTES.map((r) => first(r.source.replace(/\\\//g, "/").replace(/^\^/, ""))),
      ...DISALLOWED_PATHS.map(first),
      "api",
      "img",
      "assets",
    ]);
    // The two info pages the store's own links name (contact, help) are pages, not routes.
    for (const p of pathValues.map(first)) if (p && p !== "contacto" && p !== "ayuda") owned.add(p);
    owned.delete("");
    expect(owned.size).toBeGreaterThan(20);
    expect([...owned].filter((s) => !RESERVED_SLUGS.includes(s))).toEqual([]);
  });

  it("leaves the demo's 18 addresses free, and refuses malformed ones with why", () => {
    for (const slug of INFO_SLUGS) expect(infoSlugProblem(slug), slug).toBeNull();
    expect(infoSlugProblem("envios")).toBeNull();
    expect(infoSlugProblem("preguntas-frecuentes-2026")).toBeNull();
    expect(infoSlugProblem("tienda")).toBe(INFO_SLUG_MESSAGES.reservado);
    for (const bad of ["", "Envios", "envíos", "envios_x", "-envios", "envios-", "a--b", "a/b", "a.b"])
      expect(infoSlugProblem(bad), bad).toBe(INFO_SLUG_MESSAGES.slug);
    expect(infoSlugProblem("a".repeat(61))).toBe(INFO_SLUG_MESSAGES.largo);
    expect(infoSlugProblem("a".repeat(60))).toBeNull();
  });
});
