import { CatalogueIndex } from "../domain/catalogue/catalogue-index";
import { structureNames, withCurrentNames } from "../domain/catalogue/current-names";
import { listAllCategories } from "./categories";
import { listStyles } from "./styles";
import { tableName } from "./client";
import { keys } from "./keys";
import { getCatalogueVersion, loadAllProducts } from "./products";

/**
 * The container's copy of the catalogue (see docs/data-model.md, "Why the
 * catalogue is cached in memory", and docs/performance.md, "The catalogue list"). The version item is
 * read at most once per VERSION_TTL_MS per container, and concurrent requests
 * share one read; the product collection is re-read only when the version
 * changed or the copy is older than MAX_AGE_MS.
 */
const MAX_AGE_MS = 60_000;
/**
 * How long a read of the catalogue version is trusted. That read is eventually
 * consistent (it may lag a write by about a second anyway), and the public
 * catalogue routes are cached for 60 s at the edge, so a second here changes
 * nothing a shopper can see, while it takes a DynamoDB round trip off almost
 * every request (it was most of a warm request's time).
 */
const VERSION_TTL_MS = 1_000;

let cached: { index: CatalogueIndex; version: number; loadedAt: number } | undefined;
let loading: Promise<CatalogueIndex> | undefined;
let versionRead: { version: number; at: number } | undefined;
let versionReading: Promise<number> | undefined;

async function catalogueVersion(): Promise<number> {
  if (versionRead && Date.now() - versionRead.at < VERSION_TTL_MS) return versionRead.version;
  // Counted from when the read started, so a slow read is not trusted for longer.
  const at = Date.now();
  versionReading ??= getCatalogueVersion()
    .then((version) => {
      versionRead = { version, at };
      return version;
    })
    .finally(() => (versionReading = undefined));
  return versionReading;
}

export async function getCatalogue(): Promise<CatalogueIndex> {
  const version = await catalogueVersion();
  if (cached && cached.version === version && Date.now() - cached.loadedAt < MAX_AGE_MS) return cached.index;
  // Concurrent requests in the local server share one reload.
  // The structure's current names over each product's stored ones (a rename bumps the version).
  loading ??= Promise.all([loadAllProducts(), listAllCategories(), listStyles()])
    .then(([records, categorias, estilos]) => {
      const names = structureNames(categorias, estilos);
      const index = new CatalogueIndex(records.map((p) => withCurrentNames(p, names)));
      cached = { index, version, loadedAt: Date.now() };
      return index;
    })
    .finally(() => (loading = undefined));
  return loading;
}

export function clearCatalogueCache(): void {
  cached = undefined;
  versionRead = undefined;
}

/**
 * The transaction item that bumps the catalogue version: every write of the store's structure
 * (categories, styles) carries it, so each warm container reloads its copy on its next read.
 */
export function catalogueVersionBump() {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.catalogueVersion(),
      UpdateExpression: "ADD version :one",
      ExpressionAttributeValues: { ":one": 1 },
    },
  };
}
