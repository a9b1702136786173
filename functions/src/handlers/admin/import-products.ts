import { ProductImportSchema } from "@tienda/shared/schemas/product-import";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { importProductsCsv } from "../../domain/products/product-csv";

/**
 * Plans (confirmar: false) or applies (confirmar: true) a products spreadsheet. Only an import that
 * wrote something drops the edge's copies: a plan is a read.
 */
export const handler = endpoint("POST /api/admin/productos/importar", async ({ body }) => {
  const result = await importProductsCsv(parseInput(ProductImportSchema, body ?? {}), new Date());
  return { body: result, purge: result.aplicado && result.crear + result.actualizar > 0 };
});
