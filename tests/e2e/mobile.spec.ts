import { expect, guestCartLines, snap, test } from "./support";

test("mobile: drawer, category drill-down and search toggle", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("top-banner")).toContainText("...");
  await snap(page, "home-375");

  await page.getByTestId("open-drawer").click();
  const drawer = page.getByTestId("mobile-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Contáctanos" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Centro de Ayuda" })).toBeVisible();
  await drawer.getByRole("button", { name: /Ver todas las categorías/ }).click();

  const menu = page.getByTestId("mobile-category-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: /Ropa de Mujer/ }).click();
  await expect(menu.getByRole("button", { name: "Volver" })).toBeVisible();
  await menu.getByRole("link", { name: "Vestidos" }).click();
  await expect(page).toHaveURL(/\/tienda\/ropa-mujer\?subcategoria=vestidos/);
  await expect(page.getByRole("heading", { level: 1, name: "Ropa de Mujer" })).toBeVisible();
  await snap(page, "categoria-375");

  await page.getByTestId("toggle-search").click();
  const box = page.getByTestId("mobile-search").getByRole("searchbox");
  await box.fill("vestido");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/buscar\?q=vestido/);
  await expect(page.getByTestId("mobile-search")).toBeHidden();
});

test("mobile: cart opens as a side panel and Escape closes it", async ({ page }) => {
  await page.goto("/tienda");
  await page.getByTestId("cart-trigger").click();
  const panel = page.getByRole("dialog", { name: "Carrito de compras" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Tu carrito está vacío");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("mobile: 'Iniciar Sesión' in the drawer returns to the page it was opened from", async ({ page }) => {
  await page.goto("/ofertas");
  await page.getByTestId("open-drawer").click();
  const drawer = page.getByTestId("mobile-drawer");
  await drawer.getByRole("link", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole("form", { name: "Iniciar sesión" });
  await form.getByLabel("Email").fill("maria@tienda.com");
  await form.getByLabel("Contraseña").fill("Maria123");
  await form.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page).toHaveURL(/\/ofertas$/, { timeout: 15_000 });
});

test("every start-up script asks Chrome to compile it off the main thread", async ({ request }) => {
  // web/build/compile-hints.ts: V8 reads the hint only on a script's first line.
  const html = await (await request.get("/")).text();
  // A page the server draws with its photo holds the app's files until that photo is painted
  // (web/public/after-photo.js): its preloads carry data-after-photo, its entry data-entry.
  const scripts = [
    ...html.matchAll(
      /<(?:script type="module"[^>]*src|script[^>]*data-entry|link (?:rel|data-after-photo)="modulepreload"[^>]*href)="([^"]+\.js)"/g,
    ),
  ].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of scripts) {
    const code = await (await request.get(src)).text();
    expect({ src, firstLine: code.split("\n", 1)[0] }).toEqual({ src, firstLine: "//# allFunctionsCalledOnLoad" });
  }
});

test("a landing page's own files are preloaded by its HTML, each requested once, and the page works", async ({
  page,
  request,
}) => {
  // web/build/preload-app.ts writes each landing page's HTML with its chunks and styles listed;
  // the server answers the page's paths with it (shared/src/landing-pages.ts).
  const requested: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/assets/")) requested.push(path);
  });
  await page.goto("/tienda/ropa-mujer");
  await expect(page.getByRole("heading", { level: 1, name: "Ropa de Mujer" })).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  // Held until the page's photo is painted (data-after-photo, web/public/after-photo.js) or not.
  const preloads = (html: string) =>
    [
      ...html.matchAll(
        /<link (?:rel|data-after-photo)="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">/g,
      ),
    ].map((m) => m[1]!);
  const listed = preloads(await (await request.get("/tienda/ropa-mujer")).text());
  expect(listed.some((f) => /\/shop-route-[\w-]+\.js$/.test(f))).toBe(true);
  for (const f of listed)
    expect(
      requested.filter((r) => r === f),
      f,
    ).toHaveLength(1);
  // Another route's HTML does not fetch the catalogue's files.
  expect(preloads(await (await request.get("/perfil")).text()).some((f) => /\/shop-route-/.test(f))).toBe(false);
});

test("a sorted catalogue page's products are requested by the entry, once, before the page's code has loaded", async ({
  page,
}) => {
  // web/src/app/landing-requests.ts: the page's own query takes that answer (lib/early-fetch.ts).
  // A sorted page's HTML carries no list (only a listing's first view does: functions/src/pages),
  // so its list is the entry's early request.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shop-route-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const lists: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/productos\?/.test(r.url())) lists.push(r.url());
  });
  const sent = page.waitForRequest(/\/api\/productos\?categoria=ropa-mujer&.*orden=precio.*&pagina=1$/);
  await page.goto("/tienda/ropa-mujer?orden=price-low", { waitUntil: "commit" });
  // Only the entry can have asked: the catalogue's code is still held back.
  await sent;
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Ropa de Mujer" })).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  expect(lists).toHaveLength(1);
});

test("the offers page asks for its products never: its HTML carries the list the page uses", async ({ page }) => {
  const lists: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/productos\?/.test(r.url())) lists.push(new URL(r.url()).search);
  });
  await page.goto("/ofertas");
  await expect(page.getByText(/ofertas encontradas/)).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  // The seeded offers fit one page of 100, which the HTML carries (functions/src/pages): the page's
  // own query took that answer, and nothing asked for the list again.
  expect(lists).toEqual([]);
});

test("a catalogue page draws four cards at once; the others are card-sized placeholders until the browser is idle", async ({
  page,
}) => {
  // Idle callbacks wait until the test runs them (web/src/features/catalogue/components/product-grid.tsx).
  await page.addInitScript(() => {
    const w = window as unknown as { idle: IdleRequestCallback[] };
    w.idle = [];
    window.requestIdleCallback = (cb) => w.idle.push(cb);
  });
  await page.goto("/tienda");
  await expect(page.getByText(/Mostrando 12 de \d+ productos/)).toBeVisible();
  const grid = page.getByTestId("product-grid");
  const slots = grid.locator(":scope > *");
  await expect(slots).toHaveCount(12);
  await expect(grid.getByTestId("product-card")).toHaveCount(4);
  const placeholders = grid.locator(':scope > [aria-hidden="true"]');
  await expect(placeholders).toHaveCount(8);
  const boxes = () =>
    slots.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => `${r.x},${r.y},${r.width},${r.height}`),
    );
  const before = await boxes();

  await page.evaluate(() => {
    const w = window as unknown as { idle: IdleRequestCallback[] };
    for (const cb of w.idle.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 });
  });
  await expect(grid.getByTestId("product-card")).toHaveCount(12);
  await expect(placeholders).toHaveCount(0);
  // Every card took its placeholder's place: nothing moved.
  expect(await boxes()).toEqual(before);
});

test("on a phone the checkout's summary lists its lines once the shopper scrolls near it, not while the form loads", async ({
  page,
  request,
}) => {
  const lines = (await guestCartLines(request, { count: 3 })).map((l) => l.line);
  await page.addInitScript((cart) => localStorage.setItem("shop-cart-guest", cart), JSON.stringify(lines));
  const quote = page.waitForResponse((r) => r.url().endsWith("/api/pedido/cotizacion"));
  await page.goto("/carrito/pago");
  await expect(page.getByRole("heading", { name: "1. Información de Envío" })).toBeVisible();
  expect((await quote).status()).toBe(200);
  // Two frames after the quote's answer: what the shopper sees once it has been drawn.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const summary = page.getByTestId("checkout-summary");
  await expect(summary.locator('[aria-busy="true"]')).toHaveCount(1);
  await expect(summary.getByTestId("summary-line")).toHaveCount(0);

  await summary.scrollIntoViewIfNeeded();
  await expect(summary.getByTestId("summary-line")).toHaveCount(3);
  await expect(summary.getByTestId("summary-total")).toContainText("$");
  await expect(summary.locator('[aria-busy="true"]')).toHaveCount(0);
});

test("the checkout mounts once as it loads: its stored form is read a few times, not once per discarded render", async ({
  page,
  request,
}) => {
  const lines = (await guestCartLines(request, { count: 3 })).map((l) => l.line);
  // The form reads its saved state (sessionStorage "checkout-pago") as it mounts. When the page's
  // mount kept being rendered again and thrown away before React committed it (docs/performance.md,
  // "Query answers as deferred values"), that read happened dozens of times per load; mounted once,
  // it is a few reads.
  await page.addInitScript((cart) => {
    localStorage.setItem("shop-cart-guest", cart);
    const reads: Record<string, number> = {};
    (window as unknown as { __reads: typeof reads }).__reads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads[key] = (reads[key] ?? 0) + 1;
      return getItem.call(this, key);
    };
  }, JSON.stringify(lines));
  await page.goto("/carrito/pago");
  await expect(page.getByRole("heading", { name: "1. Información de Envío" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nombre", exact: true })).toBeVisible();
  const reads = await page.evaluate(() => (window as unknown as { __reads: Record<string, number> }).__reads);
  expect(reads["checkout-pago"]).toBeGreaterThan(0);
  // Mounted once, the count still moves with how the cart's and the settings' answers fall between
  // renders (up to 9 seen); the fault this guards against read it 46 to 75 times.
  expect(reads["checkout-pago"]).toBeLessThanOrEqual(12);
});

/*
 * The cart's and the checkout's HTML draw their first view from the browser's cart before the app
 * has loaded (web/public/cart-paint.js, web/build/cart-first-view.ts): its largest element is
 * painted early, and the app's first render draws the same page in the same place, with no skeleton
 * or other content between the two. The app's entry is held here until the view has been read.
 */
type Box = { x: number; y: number; width: number; height: number };
const FIRST_VIEWS = [
  { name: "the empty cart", path: "/carrito", lines: 0, largest: "Tu carrito está vacío", selector: "h2" },
  { name: "the empty checkout", path: "/carrito/pago", lines: 0, largest: "Carrito vacío", selector: "h2" },
  { name: "a cart with lines", path: "/carrito", lines: 3, largest: "TU CARRITO", selector: "h1" },
  { name: "the checkout with lines", path: "/carrito/pago", lines: 2, largest: "Finalizar Compra", selector: "h1" },
] as const;

for (const view of FIRST_VIEWS) {
  test(`${view.name}: the HTML draws the first view and the app takes over in the same place, with nothing between`, async ({
    page,
    request,
  }) => {
    const lines = view.lines ? (await guestCartLines(request, { count: view.lines })).map((l) => l.line) : [];
    // A first visit: nothing stored but the cart, so the view asks the session whose cart it is.
    await page.addInitScript(
      ({ cart, selector }) => {
        if (!sessionStorage.getItem("visto")) {
          sessionStorage.setItem("visto", "1");
          localStorage.clear();
          if (cart.length) localStorage.setItem("shop-cart-guest", JSON.stringify(cart));
        }
        /*
         * What each frame paints (rAF runs just before each paint): the HTML's view as last painted
         * in #root, and any frame showing one of the app's placeholders (its skeleton, a cart line
         * still loading).
         */
        const PLACEHOLDERS = "[aria-label='Cargando productos...'], [data-testid='cart-line'][aria-busy='true']";
        const boxes = (sel: string) =>
          Array.from(document.querySelectorAll(sel)).map((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          });
        const w = window as unknown as { __early?: unknown; __seen: string[] };
        w.__seen = [];
        const frame = () => {
          const largest = document.querySelector(`#root .cp-view ${selector}`);
          if (largest)
            w.__early = {
              text: largest.textContent,
              empty: document.querySelectorAll("#root .cp-view [role=status]").length,
              photoPainted: Array.from(document.querySelectorAll<HTMLImageElement>("#root .cp-view img")).map(
                (img) => img.complete && img.naturalWidth > 0 && img.getAttribute("fetchpriority") === "high",
              ),
              largest: boxes(`#root .cp-view ${selector}`),
              lines: boxes("#root .cp-view li.cp-line"),
              photos: boxes("#root .cp-view li.cp-line img"),
            };
          // Seen: on top at a point inside it (the HTML's view may still cover it).
          const shown = document.querySelector(PLACEHOLDERS);
          const at = shown?.getBoundingClientRect();
          const top = at && document.elementFromPoint(at.x + 20, Math.min(at.y + 20, innerHeight - 1));
          if (shown && top && shown.contains(top)) w.__seen.push(shown.outerHTML.slice(0, 80));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { cart: lines, selector: view.selector },
    );
    await page.goto(view.path);
    const main = page.getByRole("main");
    await expect(main.locator(view.selector).filter({ hasText: view.largest })).toBeVisible();
    await expect(page.locator(".cp-view")).toHaveCount(0);
    if (view.path === "/carrito" && view.lines)
      await expect(main.getByTestId("cart-line").locator("img")).toHaveCount(view.lines);

    const early = (await page.evaluate(() => (window as unknown as { __early?: unknown }).__early)) as {
      text: string;
      empty: number;
      photoPainted: boolean[];
      largest: Box[];
      lines: Box[];
      photos: Box[];
    };
    // The HTML's view was painted, with the page's largest element, and says 'empty' only when it is.
    expect(early.text).toBe(view.largest);
    expect(early.empty).toBe(view.lines ? 0 : 1);
    if (view.path === "/carrito" && view.lines) {
      expect(early.lines).toHaveLength(view.lines);
      // The first line's photo, the page's largest paint on a phone, was painted by the HTML's view.
      expect(early.photoPainted[0]).toBe(true);
    }
    const boxesOf = (selector: string) =>
      page.locator(selector).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    // The app drew the same boxes where the view had them.
    if (view.path === "/carrito" && view.lines) {
      expect(await boxesOf("main [data-testid='cart-line']")).toEqual(early.lines);
      expect(await boxesOf("main [data-testid='cart-line'] img")).toEqual(early.photos);
    }
    expect(await boxesOf(`main ${view.selector}`)).toEqual(early.largest);
    // Nothing else between the view and the page: no skeleton, no line placeholder.
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
  });
}

test("a browser last seen signed in gets no first view from the HTML: its cart is on the server", async ({
  page,
  request,
}) => {
  const lines = (await guestCartLines(request, { count: 1 })).map((l) => l.line);
  await page.addInitScript((cart) => {
    localStorage.setItem("shop-cart-guest", JSON.stringify(cart));
    localStorage.setItem("shop-cart-owner", JSON.stringify("account"));
  }, lines);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("/carrito");
  await expect.poll(() => asked).toBe(true);
  await expect(page.locator("#root .cp-view")).toHaveCount(0);
  release();
  // The session says guest: the app draws the stored lines and keeps what it learnt.
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("shop-cart-owner"))).toBe('"guest"');
});
