import { describe, expect, it } from "vitest";
import { LINKS_PER_TASK, preloadLandingFiles } from "../../../web/src/app/landing-files";

interface FakeLink {
  rel: string;
  as?: string;
  href: string;
  crossOrigin?: string;
}

/** Just what preloadLandingFiles touches of a document. */
function fakeDocument(json: string | null) {
  const head: FakeLink[] = [];
  const doc = {
    getElementById: (id: string) => (id === "landing-files" && json !== null ? { textContent: json } : null),
    createElement: () => ({ rel: "", href: "" }) as FakeLink,
    head: { appendChild: (l: FakeLink) => head.push(l) },
  };
  return { doc: doc as unknown as Document, head };
}

const LIST = JSON.stringify({
  shop: ["/assets/page-shop-a.css", "/assets/shop-route-b.js", "/assets/shared-c.js"],
  checkout: ["/assets/checkout-page-d.js"],
});

describe("the landing page's files requested from the entry (web/src/app/landing-files.ts)", () => {
  it("preloads the scripts and styles listed for the page the shopper landed on", () => {
    const { doc, head } = fakeDocument(LIST);
    preloadLandingFiles("/tienda/ropa-mujer", doc);
    expect(head).toEqual([
      { rel: "preload", as: "style", href: "/assets/page-shop-a.css", crossOrigin: "" },
      { rel: "modulepreload", href: "/assets/shop-route-b.js", crossOrigin: "" },
      { rel: "modulepreload", href: "/assets/shared-c.js", crossOrigin: "" },
    ]);
  });

  it("adds the links a few per task, in list order, so no one task starts every request", () => {
    const many = Array.from({ length: 2 * LINKS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const { doc, head } = fakeDocument(JSON.stringify({ product: ["/assets/page-product.css", ...many] }));
    const queued: Array<() => void> = [];
    preloadLandingFiles("/producto/p005", doc, (run) => queued.push(run));
    const batches: number[] = [head.length];
    while (queued.length > 0) {
      queued.shift()!();
      batches.push(head.length - batches.reduce((a, b) => a + b, 0));
    }
    expect(batches).toEqual([LINKS_PER_TASK, LINKS_PER_TASK, 2]);
    expect(head.map((l) => l.href)).toEqual(["/assets/page-product.css", ...many]);
    expect(head[0]).toMatchObject({ rel: "preload", as: "style" });
  });

  it("does nothing on a page that is not a landing page, without a list, or with a broken one", () => {
    for (const [path, json] of [
      ["/admin", LIST],
      ["/favoritos", LIST],
      ["/tienda", null],
      ["/tienda", "{not json"],
      ["/tienda", JSON.stringify({ shop: "nope" })],
    ] as const) {
      const { doc, head } = fakeDocument(json);
      preloadLandingFiles(path, doc);
      expect(head, `${path} ${json}`).toEqual([]);
    }
  });
});
