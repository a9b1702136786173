import { describe, expect, it } from "vitest";
import { chunkCycle, landingGroups, SHOP_SHARED_MIN_PAGES, type PassChunk } from "../../../web/build/landing-chunks";

const src = (p: string) => `/repo/web/src/${p}`;
const chunk = (fileName: string, c: Partial<PassChunk>): PassChunk => ({
  fileName,
  facadeModuleId: null,
  isEntry: false,
  isDynamicEntry: false,
  moduleIds: [],
  imports: [],
  ...c,
});

/** A first pass as Rolldown chunks it by default: start-up, two landing pages, the footer, admin. */
function firstPass(): PassChunk[] {
  return [
    chunk("index.js", {
      isEntry: true,
      facadeModuleId: "/repo/web/index.html",
      moduleIds: [src("main.tsx")],
      imports: ["react.js"],
    }),
    chunk("react.js", { moduleIds: ["/repo/node_modules/react/index.js"] }),
    chunk("client.js", {
      isDynamicEntry: true,
      facadeModuleId: "/repo/node_modules/react-dom/client.js",
      moduleIds: ["/repo/node_modules/react-dom/client.js"],
      imports: ["react-dom.js", "react.js"],
    }),
    chunk("react-dom.js", { moduleIds: ["/repo/node_modules/react-dom/index.js"] }),
    chunk("app.js", {
      isDynamicEntry: true,
      facadeModuleId: src("app/app.tsx"),
      moduleIds: [src("app/app.tsx")],
      imports: ["router.js", "chakra.js"],
    }),
    chunk("router.js", { moduleIds: [src("app/router.tsx")] }),
    chunk("chakra.js", { moduleIds: ["/repo/node_modules/@chakra-ui/react/box.js"] }),
    chunk("shop-route.js", {
      isDynamicEntry: true,
      facadeModuleId: src("features/catalogue/routes/shop-route.tsx"),
      moduleIds: [src("features/catalogue/routes/shop-route.tsx"), src("features/catalogue/filters.tsx")],
      imports: ["grid.js", "checkbox.js", "chakra.js"],
    }),
    chunk("checkout-page.js", {
      isDynamicEntry: true,
      facadeModuleId: src("features/checkout/components/checkout-page.tsx"),
      moduleIds: [src("features/checkout/components/checkout-page.tsx")],
      imports: ["grid.js", "checkbox.js", "dialog.js"],
    }),
    chunk("grid.js", {
      moduleIds: [src("features/catalogue/product-grid.tsx"), "/repo/node_modules/@chakra-ui/react/grid.js"],
    }),
    chunk("checkbox.js", { moduleIds: ["/repo/node_modules/@ark-ui/react/checkbox.js"] }),
    chunk("dialog.js", { moduleIds: ["/repo/node_modules/@ark-ui/react/dialog.js"] }),
    chunk("footer.js", {
      isDynamicEntry: true,
      facadeModuleId: src("features/layout/components/footer.tsx"),
      moduleIds: [src("features/layout/components/footer.tsx")],
      imports: ["dialog.js"],
    }),
    chunk("admin.js", {
      isDynamicEntry: true,
      facadeModuleId: src("features/admin/products/components/products-page.tsx"),
      moduleIds: [src("features/admin/products/components/products-page.tsx")],
      imports: ["checkbox.js"],
    }),
  ];
}

describe("landing-page chunk groups (web/build/landing-chunks.ts)", () => {
  const groups = landingGroups(firstPass());
  const nameOf = (id: string) => groups.get(id)?.name;
  const usersOf = (id: string) => groups.get(id)?.users;

  it("keeps the start-up steps' modules and the landing pages' own modules as faces of their chunks", () => {
    for (const face of [
      src("main.tsx"),
      "/repo/node_modules/react-dom/client.js",
      src("app/app.tsx"),
      src("features/catalogue/routes/shop-route.tsx"),
      src("features/checkout/components/checkout-page.tsx"),
    ])
      expect(groups.has(face), face).toBe(false);
  });

  it("puts what the entry, React DOM and the app load at start in their own groups", () => {
    expect(nameOf("/repo/node_modules/react/index.js")).toBe("start-entry");
    expect(nameOf("/repo/node_modules/react-dom/index.js")).toBe("start-react-dom");
    expect(nameOf(src("app/router.tsx"))).toBe("app-shared");
    // Used by the app and a landing page: the app's, loaded at start anyway.
    expect(nameOf("/repo/node_modules/@chakra-ui/react/box.js")).toBe("app-shared");
  });

  it("groups a landing page's modules by the set of landing pages (and eager layout parts) that use them", () => {
    expect(nameOf(src("features/catalogue/filters.tsx"))).toBe("page-shop");
    expect(usersOf(src("features/catalogue/product-grid.tsx"))).toEqual(["shop", "checkout"]);
    expect(nameOf(src("features/catalogue/product-grid.tsx"))).toMatch(/^shared-[0-9a-f]{6}$/);
    expect(nameOf("/repo/node_modules/@chakra-ui/react/grid.js")).toBe(
      nameOf(src("features/catalogue/product-grid.tsx")),
    );
    // The footer loads on every page: what it shares with checkout is not in checkout's own group.
    expect(usersOf("/repo/node_modules/@ark-ui/react/dialog.js")).toEqual(["checkout", "layout"]);
    expect(nameOf("/repo/node_modules/@ark-ui/react/dialog.js")).not.toBe(
      nameOf(src("features/checkout/components/checkout-page.tsx")),
    );
  });

  it("ranks groups shared by more pages first, so a group never takes along a wider group's module", () => {
    const p = (id: string) => groups.get(id)!.priority;
    expect(p("/repo/node_modules/react/index.js")).toBeGreaterThan(p(src("app/router.tsx")));
    expect(p(src("app/router.tsx"))).toBeGreaterThan(p("/repo/node_modules/@chakra-ui/react/grid.js"));
    expect(p("/repo/node_modules/@chakra-ui/react/grid.js")).toBeGreaterThan(p(src("features/catalogue/filters.tsx")));
  });

  it("leaves what no landing page uses to Rolldown (an admin page's own modules)", () => {
    expect(groups.has(src("features/admin/products/components/products-page.tsx"))).toBe(false);
  });
});

describe("the shop's shared chunk", () => {
  /** Home and four shop pages over a few shared chunks, as the first pass makes them. */
  const page = (fileName: string, facade: string, imports: string[]) =>
    chunk(fileName, { isDynamicEntry: true, facadeModuleId: src(facade), moduleIds: [src(facade)], imports });
  const pass = [
    chunk("index.js", { isEntry: true, facadeModuleId: "/repo/web/index.html", moduleIds: [src("main.tsx")] }),
    page("home.js", "features/home/components/home-page.tsx", ["hero.js"]),
    page("shop.js", "features/catalogue/routes/shop-route.tsx", ["grid.js", "filters.js", "hero.js"]),
    page("search.js", "features/catalogue/routes/search-route.tsx", ["grid.js", "filters.js", "hero.js"]),
    page("product.js", "features/product/components/product-page.tsx", ["grid.js", "hero.js"]),
    page("offers.js", "features/offers/components/offers-page.tsx", ["price.js"]),
    // Used by shop, search and product; imports what offers uses too.
    chunk("grid.js", { moduleIds: [src("catalogue/grid.tsx")], imports: ["price.js"] }),
    chunk("price.js", { moduleIds: [src("catalogue/price.tsx")] }),
    // Used by two shop pages only.
    chunk("filters.js", { moduleIds: [src("catalogue/filters.tsx")] }),
    // Used by home as well.
    chunk("hero.js", { moduleIds: [src("content/hero.tsx")] }),
  ];
  const groups = landingGroups(pass);

  it(`puts what ${SHOP_SHARED_MIN_PAGES} or more shop pages use in one chunk, with what it imports`, () => {
    expect(groups.get(src("catalogue/grid.tsx"))?.name).toBe("shop-shared");
    expect(groups.get(src("catalogue/price.tsx"))?.name).toBe("shop-shared");
  });

  it("keeps a chunk per set of pages for what fewer shop pages use, or what home uses", () => {
    expect(groups.get(src("catalogue/filters.tsx"))?.name).toMatch(/^shared-[0-9a-f]{6}$/);
    // Home loads only its own modules at first: it must not fetch the shop's chunk for one of them.
    expect(groups.get(src("content/hero.tsx"))?.users).toContain("home");
    expect(groups.get(src("content/hero.tsx"))?.name).toMatch(/^shared-[0-9a-f]{6}$/);
  });
});

describe("chunk import cycles", () => {
  it("finds a cycle among chunks' static imports", () => {
    expect(
      chunkCycle([
        { fileName: "a.js", imports: ["b.js"] },
        { fileName: "b.js", imports: ["c.js"] },
        { fileName: "c.js", imports: ["a.js"] },
      ]),
    ).toEqual(["a.js", "b.js", "c.js", "a.js"]);
  });

  it("accepts a graph where chunks share imports without a cycle", () => {
    expect(
      chunkCycle([
        { fileName: "a.js", imports: ["b.js", "c.js"] },
        { fileName: "b.js", imports: ["c.js"] },
        { fileName: "c.js", imports: [] },
      ]),
    ).toBeNull();
  });
});
