import puppeteer, { type Browser, type Page } from "puppeteer-core";

/** Debian's Chromium, headless, as the perf diagnostics run it (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu"],
    headless: true,
  });
}

/** A new tab with Lighthouse's mobile viewport (a mid-range phone). */
export async function phonePage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  return page;
}

/** The guest cart's localStorage key (web/src/features/cart/api/guest-stores.ts). */
const GUEST_CART_KEY = "shop-cart-guest";

/** A guest cart of `n` lines (one unit of the first in-stock products), as the SPA stores it; '' for none. */
export async function guestCart(base: string, n: number): Promise<string> {
  if (n === 0) return "";
  const list = (await (await fetch(`${base}/api/productos?limite=12&en_stock=true`)).json()) as {
    productos: Array<{ id: string; variantes: Array<{ talla: string; color: string; stock: number }> }>;
  };
  const lines = list.productos.slice(0, n).map((p) => {
    const v = p.variantes.find((x) => x.stock > 0)!;
    return { productoId: p.id, talla: v.talla, color: v.color, cantidad: 1 };
  });
  return JSON.stringify(lines);
}

/** Puts `cart` (from guestCart) in the origin's storage before the page under test loads. */
export async function withGuestCart(page: Page, base: string, cart: string): Promise<void> {
  await page.goto(`${base}/favicon.ico`).catch(() => undefined);
  await page.evaluate(
    (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    GUEST_CART_KEY,
    cart,
  );
}
