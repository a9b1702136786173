import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiContract, type RouteContract } from "../../../shared/src/api-contract";
import { routeKey, routes, type RouteDef } from "../../../shared/src/routes";
import {
  CategoriasSchema,
  ProductoAdminSchema,
  ProductoSchema,
  TestimoniosSchema,
} from "../../../shared/src/schemas/catalogue-shapes";
import { ContentBlocksSchema } from "../../../shared/src/schemas/content-shapes";
import { AjustesTiendaSchema } from "../../../shared/src/schemas/admin-shapes";
import { PedidoAdminSchema, PedidoDetalleSchema, PedidoPerfilSchema } from "../../../shared/src/schemas/orders-shapes";
import { toApiProduct } from "../../../functions/src/domain/catalogue/to-api-product";
import { toProductoAdmin } from "../../../functions/src/domain/products/admin-view";
import { toPedidoDetalle, toPedidoPerfil } from "../../../functions/src/domain/orders/order-record";
import { adminView } from "../../../functions/src/domain/orders/admin-actions";
import { toPedidoAdmin } from "../../../functions/src/domain/orders/admin-list";
import { seedProducts } from "../../../functions/src/seed/products";
import { seedOrders, seedSettings } from "../../../functions/src/seed/orders";
import { CATEGORIAS } from "../../../functions/src/seed/categories";
import { seedContent } from "../../../functions/src/seed/content";
import { seedTestimonials } from "../../../functions/src/seed/testimonials";

const contract = apiContract as Record<string, RouteContract>;
const NOW = new Date("2026-03-15T12:00:00.000Z");

/** Parses with the schema and expects nothing dropped or changed: the answer is exactly the shape. */
function expectShape(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(value);
}

describe("API contract", () => {
  it("has an entry for every route of the table and none for anything else", () => {
    expect(Object.keys(contract).sort()).toEqual((routes as readonly RouteDef[]).map(routeKey).sort());
  });

  it("gives bodies only to routes that take one, and a response to every route", () => {
    for (const route of routes as readonly RouteDef[]) {
      const entry = contract[routeKey(route)]!;
      expect(entry.response, routeKey(route)).toBeDefined();
      if (route.method === "GET") expect(entry.body, routeKey(route)).toBeUndefined();
    }
  });

  it("names in a params schema exactly the path's parameters", () => {
    for (const [key, entry] of Object.entries(contract)) {
      if (!entry.params) continue;
      const names = [...key.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys((entry.params as z.ZodObject).shape).sort(), key).toEqual(names.sort());
    }
  });
});

describe("response schemas match what the API builds", () => {
  const products = seedProducts(NOW);
  const { orders } = seedOrders(NOW, products);

  it("products", () => {
    for (const p of products) {
      expectShape(ProductoSchema, toApiProduct(p));
      expectShape(ProductoAdminSchema, toProductoAdmin(p, NOW));
    }
  });

  it("categories, testimonials, settings and content blocks", () => {
    expectShape(CategoriasSchema, { categorias: CATEGORIAS });
    expectShape(TestimoniosSchema, seedTestimonials(NOW));
    expectShape(AjustesTiendaSchema, seedSettings(NOW));
    const content = seedContent();
    const productos = products.slice(0, 2).map(toApiProduct);
    expectShape(ContentBlocksSchema, {
      ...content,
      nuevos: { ...content.nuevos, productos },
      "mas-vendidos": { ...content["mas-vendidos"], productos },
    });
  });

  it("orders, for their shopper, the profile and the admin", () => {
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      expectShape(PedidoDetalleSchema, toPedidoDetalle(o));
      expectShape(PedidoDetalleSchema, adminView(o));
      expectShape(PedidoPerfilSchema, toPedidoPerfil(o));
      expectShape(PedidoAdminSchema, toPedidoAdmin(o));
    }
  });
});
