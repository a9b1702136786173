import { endpoint } from "../../lib/http";
import { exportProductsCsv } from "../../domain/products/product-csv";

/** Every product as a spreadsheet (text/csv for Excel in Spanish), one row per variant. */
export const handler = endpoint("GET /api/admin/productos/exportar", async () => ({
  body: await exportProductsCsv(),
  headers: {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="productos-${new Date().toISOString().slice(0, 10)}.csv"`,
  },
}));
