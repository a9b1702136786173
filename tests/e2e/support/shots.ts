import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

const ARTIFACTS = resolve(import.meta.dirname, "..", "artifacts");

/** Full-page screenshot of a main page into tests/e2e/artifacts/ (git-ignored). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Money as the UI prints it ('$12.50') → cents. */
export function cents(text: string | null): number {
  const m = /\$(\d+(?:\.\d{2})?)/.exec(text ?? "");
  return m ? Math.round(Number(m[1]) * 100) : NaN;
}
