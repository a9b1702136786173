import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

const ARTIFACTS = resolve(import.meta.dirname, "..", "artifacts");

/**
 * Whether snap() takes its pictures: not in CI (CI=true), which keeps nothing of
 * tests/e2e/artifacts/ and would spend a second or more per full-page picture on a busy machine,
 * unless E2E_SCREENSHOTS=1 asks for them. They are for a person to look at; no test reads them.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1" || !process.env.CI;

/** Full-page screenshot of a main page into tests/e2e/artifacts/ (git-ignored); none in CI (above). */
export async function snap(page: Page, name: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Money as the UI prints it ('$12.50') → cents. */
export function cents(text: string | null): number {
  const m = /\$(\d+(?:\.\d{2})?)/.exec(text ?? "");
  return m ? Math.round(Number(m[1]) * 100) : NaN;
}
