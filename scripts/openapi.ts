/**
 * Writes the API reference: the OpenAPI 3.1 document built from the route table and the API
 * contract (shared/src/openapi/document.ts), and the reference page with Swagger UI's browser
 * bundle and stylesheet beside it.
 *
 *   npm run openapi                      # web/dist/api/openapi.json and web/dist/api/docs/
 *   npm run openapi -- --out <folder>    # under another web root
 *   npm run openapi -- --document <file> # only the document, to that file
 *
 * The web build runs the same writer on its output folder (web/build/api-docs.ts), so the
 * reference always ships with the SPA it describes.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildOpenApiDocument } from "../shared/src/openapi/document.ts";
import { API_DOCS_FILES, API_DOCS_HTML, API_DOCS_INIT_JS } from "../shared/src/openapi/docs-page.ts";

/** A file of `swagger-ui-dist`: its self-contained browser bundle (one file, no chunks) and stylesheet. */
export function swaggerUiFile(name: "swagger-ui-bundle.js" | "swagger-ui.css"): string {
  const entry = createRequire(import.meta.url).resolve("swagger-ui-dist/package.json");
  return join(dirname(entry), name);
}

export function writeOpenApiDocument(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
}

/** The document and the reference page's files under a web root. */
export function writeApiDocs(webRoot: string): void {
  writeOpenApiDocument(join(webRoot, API_DOCS_FILES.document));
  mkdirSync(dirname(join(webRoot, API_DOCS_FILES.page)), { recursive: true });
  writeFileSync(join(webRoot, API_DOCS_FILES.page), API_DOCS_HTML);
  writeFileSync(join(webRoot, API_DOCS_FILES.init), API_DOCS_INIT_JS);
  copyFileSync(swaggerUiFile("swagger-ui-bundle.js"), join(webRoot, API_DOCS_FILES.script));
  copyFileSync(swaggerUiFile("swagger-ui.css"), join(webRoot, API_DOCS_FILES.style));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { out: { type: "string" }, document: { type: "string" } } });
  if (values.document) {
    writeOpenApiDocument(resolve(values.document));
    console.log(`openapi: ${values.document}`);
  } else {
    const root = resolve(values.out ?? fileURLToPath(new URL("../web/dist", import.meta.url)));
    writeApiDocs(root);
    console.log(`openapi: ${join(root, API_DOCS_FILES.document)} y ${join(root, "api/docs/")}`);
  }
}
