import { describe, expect, it } from "vitest";
import { averageRating, ratingDistribution, ratingFigures, reviewerName } from "@tienda/shared/rules/rating";
import { counterDelta, parseReviewId, usefulness } from "../../../functions/src/domain/reviews/review-record";

describe("averageRating", () => {
  it("is the average to one decimal, rounding halves up", () => {
    expect(averageRating(36, 10)).toBe(3.6);
    expect(averageRating(10, 3)).toBe(3.3);
    expect(averageRating(17, 4)).toBe(4.3); // 4.25
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
  });
  it("is 0 ('Sin rating') with nothing counted", () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(12, 0)).toBe(0);
  });
});

describe("ratingFigures and ratingDistribution", () => {
  it("count, sum and count per star ignore anything that is not 1 to 5 whole stars", () => {
    expect(ratingFigures([5, 4, 3, 5, 2, 1, 4, 5, 3, 4, 0, 6, 3.5])).toEqual({
      count: 10,
      sum: 36,
      perStar: [1, 1, 2, 3, 3],
    });
  });
  it("gives the bars 5 stars first with whole percentages", () => {
    expect(ratingDistribution([0, 0, 0, 1, 2])).toEqual([
      { estrellas: 5, cantidad: 2, porcentaje: 67 },
      { estrellas: 4, cantidad: 1, porcentaje: 33 },
      { estrellas: 3, cantidad: 0, porcentaje: 0 },
      { estrellas: 2, cantidad: 0, porcentaje: 0 },
      { estrellas: 1, cantidad: 0, porcentaje: 0 },
    ]);
    expect(ratingDistribution([]).every((r) => r.cantidad === 0 && r.porcentaje === 0)).toBe(true);
  });
});

describe("review helpers", () => {
  it("names the author by first name and last initial", () => {
    expect(reviewerName("Ana María", "pérez")).toBe("Ana P.");
    expect(reviewerName("Luis", "")).toBe("Luis");
    expect(reviewerName(" ", " ")).toBe("Cliente");
  });
  it("changes the counters only for visible reviews", () => {
    expect(counterDelta(null, { calificacion: 4, visible: true })).toEqual({
      count: 1,
      sum: 4,
      perStar: [0, 0, 0, 1, 0],
    });
    expect(counterDelta({ calificacion: 4, visible: true }, { calificacion: 2, visible: true })).toEqual({
      count: 0,
      sum: -2,
      perStar: [0, 1, 0, -1, 0],
    });
    expect(counterDelta({ calificacion: 4, visible: true }, { calificacion: 4, visible: false })).toEqual({
      count: -1,
      sum: -4,
      perStar: [0, 0, 0, -1, 0],
    });
    expect(counterDelta({ calificacion: 4, visible: false }, { calificacion: 1, visible: false })).toEqual({
      count: 0,
      sum: 0,
      perStar: [0, 0, 0, 0, 0],
    });
  });
  it("reads review ids and scores usefulness by what was written", () => {
    expect(parseReviewId("p001.u_abc-1")).toEqual({ productoId: "p001", comprador: "u_abc-1" });
    expect(parseReviewId("p001")).toBeNull();
    expect(parseReviewId("a.b.c")).toBeNull();
    expect(usefulness({ titulo: null, texto: null })).toBe(0);
    expect(usefulness({ titulo: "Bien", texto: "x".repeat(100) })).toBe(150);
  });
});
