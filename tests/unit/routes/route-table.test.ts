import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { compilePath, routeKey, routes, type RouteDef } from "../../../shared/src/routes";
import { loadHandler, matchRoute } from "../../../scripts/local/lambda-bridge";
import { PAGE_RENDERER } from "../../../shared/src/page-renderer";

const HANDLERS_DIR = join(__dirname, "../../../functions/src/handlers");
const table = routes as readonly RouteDef[];

function handlerFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? handlerFiles(full) : full.endsWith(".ts") ? [full] : [];
  });
}

/** A concrete URL for a route path, e.g. /api/categorias/{id} → /api/categorias/x1. */
const sampleUrl = (path: string) => path.replace(/\{\w+\}/g, "x1");

describe("route table", () => {
  it("has no duplicate method + path", () => {
    const keys = table.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(table.map((r) => [routeKey(r), r] as const))("%s has a handler module serving exactly that route", async (_k, route) => {
    expect(existsSync(join(HANDLERS_DIR, `${route.handler}.ts`))).toBe(true);
    const handler = await loadHandler(route);
    expect(handler.routeKey).toBe(routeKey(route));
  });

  it("serves locally exactly the declared routes (every declared path resolves to itself)", () => {
    for (const route of table) {
      const found = matchRoute(route.method, sampleUrl(route.path));
      expect(found?.route, routeKey(route)).toBe(route);
    }
    expect(matchRoute("GET", "/api/no-existe")).toBeNull();
  });

  it("has no handler module that no route declares", () => {
    // The routes' handlers and the page renderer's (shared/src/page-renderer.ts).
    const declared = new Set([...table.map((r) => r.handler), PAGE_RENDERER.handler]);
    const orphans = handlerFiles(HANDLERS_DIR)
      .map((f) => relative(HANDLERS_DIR, f).replace(/\.ts$/, ""))
      .filter((h) => !declared.has(h));
    expect(orphans).toEqual([]);
  });

  it("compiles path parameters", () => {
    expect(compilePath("/api/pedido/{id}/aprobar")("/api/pedido/abc/aprobar")).toEqual({ id: "abc" });
    expect(compilePath("/api/pedido/{id}")("/api/pedido/abc/aprobar")).toBeNull();
    expect(compilePath("/api/productos/producto/{id}")("/api/productos/producto/%ZZ")).toEqual({ id: "%ZZ" });
  });
});
