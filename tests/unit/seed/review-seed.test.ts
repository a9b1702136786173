import { describe, expect, it } from "vitest";
import { averageRating, ratingFigures } from "@tienda/shared/rules/rating";
import { seedProducts } from "../../../functions/src/seed/products";
import { seedReviews } from "../../../functions/src/seed/reviews";
import { seedOrders } from "../../../functions/src/seed/orders";
import { BEST_SELLER_MIN_RATING } from "../../../functions/src/domain/catalogue/catalogue-index";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const base = seedProducts(NOW);
const { products, orders, reviews } = seedReviews(NOW, base);
const active = products.filter((p) => p.activo);

describe("the demo store's ratings come from seeded reviews (issue 36, item 5)", () => {
  it("has no stand-alone figures: the seed catalogue alone is unrated", () => {
    for (const p of base) expect([p.calificacion, p.num_resenas, p.resenas_suma]).toEqual([0, 0, 0]);
  });

  it("gives every product exactly the figures of its visible reviews", () => {
    for (const p of products) {
      const f = ratingFigures(reviews.filter((r) => r.producto_id === p.id && r.visible).map((r) => r.calificacion));
      expect({ n: p.num_resenas, s: p.resenas_suma, e: p.resenas_estrellas }, p.id).toEqual({
        n: f.count,
        s: f.sum,
        e: [...f.perStar],
      });
      expect(p.calificacion).toBe(averageRating(f.sum, f.count));
    }
    expect(reviews.length).toBeGreaterThan(200);
  });

  it("has unrated products ('Sin rating'), best sellers by rating and a spread of averages", () => {
    expect(active.filter((p) => p.num_resenas === 0).length).toBeGreaterThanOrEqual(2);
    expect(active.filter((p) => p.calificacion >= BEST_SELLER_MIN_RATING).length).toBeGreaterThanOrEqual(5);
    expect(active.some((p) => p.num_resenas > 0 && p.calificacion < 4)).toBe(true);
    expect(reviews.some((r) => r.calificacion <= 2)).toBe(true);
  });

  it("has each review from the buyer of a delivered order with that product, after delivery and before now", () => {
    const byId = new Map(orders.map((o) => [o.id, o]));
    const created = new Map(products.map((p) => [p.id, Date.parse(p.created_at)]));
    const keys = new Set<string>();
    for (const r of reviews) {
      const o = byId.get(r.pedido_id)!;
      expect(o.estado).toBe("entregado");
      const line = o.lineas.find((l) => l.productoId === r.producto_id)!;
      expect([line.talla, line.color]).toEqual([r.talla, r.color]);
      const delivered = o.historial.find((h) => h.tipo === "entregado")!.fecha;
      expect(Date.parse(r.fecha)).toBeGreaterThan(Date.parse(delivered));
      expect(Date.parse(r.fecha)).toBeLessThan(NOW.getTime());
      expect(Date.parse(o.fecha_pedido)).toBeGreaterThan(created.get(r.producto_id)!);
      expect(keys.has(r.id), "one review per product per buyer").toBe(false);
      keys.add(r.id);
    }
  });

  it("numbers the buyers' orders apart from the demo accounts' orders", () => {
    const demo = seedOrders(NOW, products).orders;
    const numbers = [...demo, ...orders].map((o) => o.numero_pedido);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set([...demo, ...orders].map((o) => o.id)).size).toBe(numbers.length);
  });
});
