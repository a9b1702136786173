import { z } from "../zod-es";
import { PRODUCT_CSV_MAX_BYTES } from "../rules/product-csv";

/**
 * The catalogue by spreadsheet (issue 48): GET /api/admin/productos/exportar answers the CSV
 * itself (text/csv); POST /api/admin/productos/importar takes the file's text and answers the
 * plan, or what it wrote.
 */

export const PRODUCT_IMPORT_MESSAGES = {
  csv: "Adjunta el archivo CSV de productos",
  confirmar: "Indica si se importa (true) o solo se revisa (false)",
  versiones: "Las versiones del plan no son válidas",
  tooLarge: "El archivo supera 2 MB; divídelo en archivos más pequeños",
  hasErrors: "El archivo tiene errores: corrígelos y vuelve a revisarlo antes de importar",
  changed:
    "Otro administrador lo cambió (o un pedido movió su stock) después de la revisión; revisa el archivo de nuevo",
  exists: "Ya existe un producto con ese id",
} as const;

/** Export's CSV: the columns of shared/src/rules/product-csv.ts, one row per variant. */
export const ProductCsvExportSchema = z
  .string()
  .describe(
    "CSV en UTF-8 con BOM, separado por «;», líneas CRLF: id; nombre; descripcion; categoria; subcategoria; estilo; marca; precio; talla; color; stock; activo; imagenes (separadas por «|», en la primera fila de cada producto).",
  );

/** POST /api/admin/productos/importar. */
export const ProductImportSchema = z
  .object({
    csv: z
      .string({ error: PRODUCT_IMPORT_MESSAGES.csv })
      .min(1, PRODUCT_IMPORT_MESSAGES.csv)
      // Refused above 2 MB (counted in UTF-8 bytes), as 413; the reference states the bound.
      .meta({ maxLength: PRODUCT_CSV_MAX_BYTES })
      .describe(
        "El texto del archivo (hasta 2 MB), separado por «;» o «,»; el navegador lo lee como UTF-8 o, si no lo es, Windows-1252. Columnas como las de la exportación; solo cambian las columnas presentes.",
      ),
    confirmar: z
      .boolean({ error: PRODUCT_IMPORT_MESSAGES.confirmar })
      .describe("false: solo responde el plan, sin escribir nada; true: aplica el plan si no tiene errores."),
    versiones: z
      .record(z.string().max(200), z.string().max(200), { error: PRODUCT_IMPORT_MESSAGES.versiones })
      .refine((r) => Object.keys(r).length <= 5000, PRODUCT_IMPORT_MESSAGES.versiones)
      .optional()
      .describe(
        "Las `versiones` que respondió el plan; un producto cuya versión cambió desde entonces no se escribe y se informa en `omitidos`.",
      ),
  })
  .strict();
export type ProductImport = z.output<typeof ProductImportSchema>;

export const ImportErrorSchema = z.object({
  linea: z.number().int().describe("Línea del archivo (la 1 es la cabecera)."),
  columna: z.string().nullable().describe("Columna del problema, o null si es de la fila o del archivo."),
  mensaje: z.string().describe("El problema, en español, nombrando la línea."),
});

export const ImportDetailSchema = z.object({
  linea: z.number().int().describe("Primera línea del producto en el archivo."),
  id: z.string().describe("Id del producto (el que tendrá, si es nuevo)."),
  nombre: z.string(),
  accion: z.enum(["crear", "actualizar", "sin_cambios"]),
  campos: z.array(z.string()).describe("Lo que cambia: nombre de la columna, o «stock talla / color»."),
});

export const ImportSkippedSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  motivo: z.string().describe("Por qué no se escribió."),
});

/** The plan (confirmar: false) or what was written (confirmar: true). */
export const ProductImportResultSchema = z.object({
  aplicado: z.boolean().describe("true si se escribió (confirmar: true y el archivo sin errores)."),
  crear: z.number().int().describe("Productos nuevos (o creados)."),
  actualizar: z.number().int().describe("Productos que cambian (o cambiados)."),
  sin_cambios: z.number().int().describe("Productos del archivo iguales a la tienda."),
  errores: z.array(ImportErrorSchema),
  detalle: z.array(ImportDetailSchema).describe("Los productos que se crean o cambian, con qué cambia."),
  versiones: z
    .record(z.string(), z.string())
    .describe("Versión leída de cada producto que se cambia; envíala con confirmar: true."),
  omitidos: z
    .array(ImportSkippedSchema)
    .describe("Productos no escritos porque cambiaron después del plan (solo con confirmar: true)."),
});
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;
