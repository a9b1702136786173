import { CatalogueIndex } from "../domain/catalogue/catalogue-index";
import { getCatalogueVersion, loadAllProducts } from "./products";

/**
 * The container's copy of the catalogue (see docs/data-model.md, "Why the
 * catalogue is cached in memory"). Each call costs one GetItem of the version;
 * the product collection is re-read only when it changed or the copy is stale.
 */
const MAX_AGE_MS = 60_000;

let cached: { index: CatalogueIndex; version: number; loadedAt: number } | undefined;
let loading: Promise<CatalogueIndex> | undefined;

export async function getCatalogue(): Promise<CatalogueIndex> {
  const version = await getCatalogueVersion();
  if (cached && cached.version === version && Date.now() - cached.loadedAt < MAX_AGE_MS) return cached.index;
  // Concurrent requests in the local server share one reload.
  loading ??= loadAllProducts()
    .then((records) => {
      const index = new CatalogueIndex(records);
      cached = { index, version, loadedAt: Date.now() };
      return index;
    })
    .finally(() => (loading = undefined));
  return loading;
}

export function clearCatalogueCache(): void {
  cached = undefined;
}
