import { describe, expect, it } from "vitest";
import { landingPage } from "../../../shared/src/landing-pages";

describe("landing pages preloaded at start-up (shared/src/landing-pages.ts)", () => {
  it("recognises the shopper pages as router.tsx serves them", () => {
    const cases: Array<[string, string | undefined]> = [
      ["/", "home"],
      ["/tienda", "shop"],
      ["/tienda/", "shop"],
      ["/tienda/ropa-mujer", "shop"],
      ["/buscar", "search"],
      ["/producto/p005", "product"],
      ["/ofertas", "offers"],
      ["/carrito", "cart"],
      ["/carrito/pago", "checkout"],
    ];
    expect(cases.map(([path]) => [path, landingPage(path)])).toEqual(cases);
  });

  it("leaves every other page to the router", () => {
    for (const path of [
      "/tienda/ropa-mujer/extra",
      "/producto",
      "/producto/",
      "/carrito/pago/x",
      "/perfil",
      "/admin",
      "/buscarx",
      "/favoritos",
    ]) {
      expect({ path, page: landingPage(path) }).toEqual({ path, page: undefined });
    }
  });
});
