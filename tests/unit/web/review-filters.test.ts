import { describe, expect, it } from "vitest";
import {
  hasFilters,
  parseReviewParams,
  reviewSearchParams,
  reviewsApiQuery,
} from "@/features/admin/reviews/lib/review-filters";

describe("admin reviews filters in the URL", () => {
  it("reads valid filters and drops anything else", () => {
    const f = parseReviewParams(new URLSearchParams("q=%20tela%20&producto=p001&estrellas=2&visible=no"));
    expect(f).toEqual({ q: "tela", producto: "p001", estrellas: "2", visible: "no" });
    expect(parseReviewParams(new URLSearchParams("producto=../x&estrellas=6&visible=quiza"))).toEqual({
      q: "",
      producto: "",
      estrellas: "",
      visible: "",
    });
  });

  it("writes only the filters set, and asks the API for the same", () => {
    const f = { q: "", producto: "p002", estrellas: "1", visible: "" } as const;
    expect(reviewSearchParams(f).toString()).toBe("producto=p002&estrellas=1");
    expect(reviewsApiQuery(f)).toEqual({ producto: "p002", estrellas: 1 });
    expect(hasFilters(f)).toBe(true);
    expect(hasFilters({ q: "", producto: "", estrellas: "", visible: "" })).toBe(false);
  });
});
