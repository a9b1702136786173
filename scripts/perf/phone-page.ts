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
