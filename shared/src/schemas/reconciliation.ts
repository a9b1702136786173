import { z } from "../zod-es";
import { STATEMENT_MAX_BYTES, STATEMENT_MAX_CREDITS } from "../rules/statement-csv";

/**
 * Bank statement reconciliation (docs/reconciliation.md): the admin's import of a statement, its
 * groups, and the approval of its matches. Amounts in Bs as numbers with 2 decimals; dates of
 * statement lines as YYYY-MM-DD, instants as ISO 8601.
 */

export const RECONCILIATION_MESSAGES = {
  csv: "Adjunta el estado de cuenta (CSV)",
  banco: "El banco tiene como máximo 40 caracteres",
  nombreArchivo: "El nombre del archivo tiene como máximo 200 caracteres",
  columna: "Indica el nombre de la columna (máximo 100 caracteres)",
  montoOCredito: "Indica la columna del monto o la del crédito",
  pares: `Confirma como máximo ${STATEMENT_MAX_CREDITS} pares`,
  linea: "La línea debe ser un número entero positivo",
  pedido: "Indica el pedido",
  notFound: "Conciliación no encontrada",
} as const;

const columnName = z
  .string({ error: RECONCILIATION_MESSAGES.columna })
  .trim()
  .min(1, RECONCILIATION_MESSAGES.columna)
  .max(100, RECONCILIATION_MESSAGES.columna);

/** Which header holds each field, when the importer did not recognise the bank's names. */
export const ColumnasSchema = z
  .object({
    fecha: columnName,
    referencia: columnName,
    monto: columnName.optional(),
    credito: columnName.optional(),
    debito: columnName.optional(),
    descripcion: columnName.optional(),
  })
  .refine((c) => !!c.monto || !!c.credito, { message: RECONCILIATION_MESSAGES.montoOCredito, path: ["monto"] })
  .describe("Lleva la columna monto o la de crédito (con la de débito si el banco separa cargos y abonos).");
export type Columnas = z.infer<typeof ColumnasSchema>;

/** POST /api/admin/conciliaciones: the file's text (decoded in the browser), optionally the bank and the mapping. */
export const ImportStatementSchema = z.object({
  csv: z
    .string({ error: RECONCILIATION_MESSAGES.csv })
    .min(1, RECONCILIATION_MESSAGES.csv)
    // The import refuses more than 2 MB (counted in UTF-8 bytes); the reference states the bound.
    .meta({ maxLength: STATEMENT_MAX_BYTES })
    .describe("El texto del estado de cuenta en CSV, como lo exporta el banco (hasta 2 MB)."),
  banco: z
    .string()
    .trim()
    .max(40, RECONCILIATION_MESSAGES.banco)
    .optional()
    .describe("Nombre del banco; sin él, se reconoce por las columnas."),
  nombre_archivo: z
    .string()
    .trim()
    .max(200, RECONCILIATION_MESSAGES.nombreArchivo)
    .optional()
    .describe("Nombre del archivo importado, para el historial."),
  columnas: ColumnasSchema.optional().describe("Nombres de las columnas cuando el formato no se reconoce solo."),
});
export type ImportStatement = z.infer<typeof ImportStatementSchema>;

/** POST /api/admin/conciliaciones/{id}/aprobar: pairs the admin confirmed; none → the 'Coincide' group. */
export const ApproveMatchesSchema = z.object({
  pares: z
    .array(
      z.object({
        linea: z
          .number({ error: RECONCILIATION_MESSAGES.linea })
          .int(RECONCILIATION_MESSAGES.linea)
          .positive(RECONCILIATION_MESSAGES.linea),
        pedido_id: z
          .string({ error: RECONCILIATION_MESSAGES.pedido })
          .min(1, RECONCILIATION_MESSAGES.pedido)
          .max(64, RECONCILIATION_MESSAGES.pedido),
      }),
    )
    .max(STATEMENT_MAX_CREDITS, RECONCILIATION_MESSAGES.pares)
    .optional()
    .describe("Pares línea–pedido que el administrador confirma; sin ellos, se aprueban las coincidencias exactas."),
});
export type ApproveMatches = z.infer<typeof ApproveMatchesSchema>;

export const AbonoSchema = z.object({
  linea: z.number(),
  fecha: z.string(),
  referencia: z.string(),
  monto_bs: z.number(),
  descripcion: z.string(),
});
export type Abono = z.infer<typeof AbonoSchema>;

export const MOTIVOS_CANDIDATO = [
  "exacta",
  "exacta_compartida",
  "monto_distinto",
  "monto_menor",
  "sin_referencia",
  "referencia_usada",
] as const;

export const CandidatoSchema = z.object({
  id: z.string(),
  numero_pedido: z.string(),
  motivo: z.enum(MOTIVOS_CANDIDATO),
  /** The reason in the admin's words ('Faltan Bs 177,27', 'Referencia ya usada por ORD-…'). */
  motivo_texto: z.string(),
  total_bs: z.number(),
  referencia: z.string().nullable(),
  /** monto_menor: what the credit lacks to reach the order's Bs total. */
  faltan_bs: z.number().optional(),
  /** referencia_usada: the number of the order that already used the reference, when known. */
  usada_por: z.string().optional(),
});
export type Candidato = z.infer<typeof CandidatoSchema>;

export const ConteosSchema = z.object({
  coincidencias: z.number(),
  revisar: z.number(),
  sin_pedido: z.number(),
  sin_movimiento: z.number(),
});

export const AprobadoSchema = z.object({
  linea: z.number(),
  pedido: z.object({ id: z.string(), numero_pedido: z.string() }),
  fecha: z.string(),
  por: z.string(),
});

/** An import with its groups, each credit beside its order or candidates. */
export const ConciliacionSchema = z.object({
  id: z.string(),
  fecha: z.string(),
  por: z.string(),
  nombre_archivo: z.string(),
  banco: z.string().nullable(),
  conteos: ConteosSchema,
  coincidencias: z.array(z.object({ abono: AbonoSchema, pedido: CandidatoSchema })),
  revisar: z.array(z.object({ abono: AbonoSchema, candidatos: z.array(CandidatoSchema) })),
  sin_pedido: z.array(z.object({ abono: AbonoSchema })),
  sin_movimiento: z.array(
    z.object({
      pedido: z.object({
        id: z.string(),
        numero_pedido: z.string(),
        total_bs: z.number(),
        referencia: z.string().nullable(),
      }),
    }),
  ),
  /** What was approved from this import, oldest first. */
  aprobados: z.array(AprobadoSchema),
});
export type Conciliacion = z.infer<typeof ConciliacionSchema>;

export const ConciliacionResumenSchema = ConciliacionSchema.pick({
  id: true,
  fecha: true,
  por: true,
  nombre_archivo: true,
  banco: true,
  conteos: true,
}).extend({ aprobados: z.number() });
export type ConciliacionResumen = z.infer<typeof ConciliacionResumenSchema>;

export const ConciliacionesSchema = z.array(ConciliacionResumenSchema);

export const ResultadoAprobacionSchema = z.object({
  aprobados: z.array(z.object({ linea: z.number(), pedido: z.object({ id: z.string(), numero_pedido: z.string() }) })),
  omitidos: z.array(
    z.object({
      linea: z.number(),
      pedido: z.object({ id: z.string(), numero_pedido: z.string().nullable() }),
      motivo: z.string(),
    }),
  ),
});
export type ResultadoAprobacion = z.infer<typeof ResultadoAprobacionSchema>;
