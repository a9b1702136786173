import type { CatalogueIndex } from "./catalogue-index";
import type { ProductRecord } from "./product-record";

/** Products created within the last `dias` days, newest first. */
export function newProducts(index: CatalogueIndex, dias: number, limite: number, now: Date): ProductRecord[] {
  const since = new Date(now.getTime() - dias * 86_400_000).toISOString();
  return index.products
    .filter((p) => p.created_at >= since)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
    .slice(0, limite);
}
