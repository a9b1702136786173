import { ProductImportSchema } from "@tienda/shared/schemas/product-import";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { importProductsCsv } from "../../domain/products/product-csv";

/** Plans (confirmar: false) or applies (confirmar: true) a products spreadsheet. */
export const handler = endpoint("POST /api/admin/productos/importar", async ({ body }) => ({
  body: await importProductsCsv(parseInput(ProductImportSchema, body ?? {}), new Date()),
}));
