import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProductImportResult } from "@tienda/shared/schemas/product-import";
import { apiCall } from "@/lib/api-client";
import { adminProductsKey } from "./admin-products-api";

/** The catalogue as a spreadsheet: the export's CSV text, and the import's plan or result. */
export const productCsvApi = {
  exportCsv: () => apiCall("GET /api/admin/productos/exportar"),
  importCsv: (body: { csv: string; confirmar: boolean; versiones?: Record<string, string> }) =>
    apiCall("POST /api/admin/productos/importar", { body }),
};

/** Plans or applies an import; after an applied one the lists (admin's and shoppers') read again. */
export function useProductImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: productCsvApi.importCsv,
    onSuccess: (result: ProductImportResult) => {
      if (!result.aplicado) return;
      void qc.invalidateQueries({ queryKey: adminProductsKey });
      void qc.invalidateQueries({ queryKey: ["admin-producto"] });
      void qc.invalidateQueries({ queryKey: ["admin-alertas"] });
      void qc.invalidateQueries({ queryKey: ["productos"] });
    },
  });
}
