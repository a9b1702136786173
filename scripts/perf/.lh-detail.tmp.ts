import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const url = process.argv[2]!; const out = process.argv[3]!;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-background-networking", "--disable-gpu"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"], formFactor: "mobile", screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
chrome.kill();
const lhr = r!.lhr; writeFileSync(out, JSON.stringify(lhr));
for (const [k, c] of Object.entries(lhr.categories)) console.log(k, Math.round(c.score! * 100));
for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","cumulative-layout-shift","speed-index","interactive","largest-contentful-paint-element","bootup-time","mainthread-work-breakdown","render-blocking-resources","layout-shifts"]) {
  const a = lhr.audits[id]; if (!a) continue; console.log(id, a.displayValue ?? "", a.score);
}
for (const a of Object.values(lhr.audits)) if (a.score !== null && a.score < 1 && (a.scoreDisplayMode === "binary" || a.scoreDisplayMode==="numeric" || a.scoreDisplayMode==="metricSavings")) console.log("FAIL", a.id, a.score, a.displayValue ?? "");
