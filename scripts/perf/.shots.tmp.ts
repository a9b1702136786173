import { chromium } from "playwright-core";
const base = process.argv[2]!; const out = process.argv[3]!;
const pages = (process.argv[4] ?? "/,/tienda,/producto/p005,/carrito,/mas-vendidos,/nuevos-productos").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const errors: string[] = [];
for (const w of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 812 : 900 } });
  const page = await ctx.newPage();
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(`${w} ${page.url()} ${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on("pageerror", (e) => errors.push(`${w} ${page.url()} pageerror: ${e.message}`));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(600);
    const name = `${out}/${w}${p.replace(/\//g, "_") || "_home"}.png`;
    await page.screenshot({ path: name, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
console.log(errors.join("\n") || "no console errors");
