import { fromCents } from "@tienda/shared/rules/pricing";
import { candidateReasonText, type CandidateReason } from "@tienda/shared/rules/reconcile";
import { headerKey, type StatementCredit } from "@tienda/shared/rules/statement-csv";
import type { Abono, Candidato, Conciliacion, ConciliacionResumen } from "@tienda/shared/schemas/reconciliation";

/** A bank statement import as stored (docs/data-model.md, "Reconciliation"). Money in cents. */

export interface StoredCandidate {
  id: string;
  numero_pedido: string;
  motivo: CandidateReason;
  total_bs_cents: number;
  referencia: string | null;
  faltan_cents?: number;
  usada_por?: string;
}

export interface ApprovedLine {
  linea: number;
  pedido_id: string;
  numero_pedido: string;
  fecha: string;
  por: string;
}

export interface ReconciliationRecord {
  id: string;
  fecha: string;
  por: string;
  por_id: string;
  nombre_archivo: string;
  banco: string | null;
  /** The bank as the line claims and the remembered mapping name it ('-' when not given). */
  banco_clave: string;
  /** The file itself, in the receipts bucket. */
  archivo_clave: string;
  abonos: StatementCredit[];
  coincidencias: { linea: number; pedido: StoredCandidate }[];
  revisar: { linea: number; candidatos: StoredCandidate[] }[];
  sin_pedido: number[];
  sin_movimiento: Omit<StoredCandidate, "motivo">[];
  conteos: { coincidencias: number; revisar: number; sin_pedido: number; sin_movimiento: number };
  aprobados: ApprovedLine[];
}

/** What the history list reads of an import. */
export type ReconciliationSummary = Pick<
  ReconciliationRecord,
  "id" | "fecha" | "por" | "nombre_archivo" | "banco" | "conteos" | "aprobados"
>;

export interface Admin {
  id: string;
  firstName: string;
  lastName: string;
}

export const adminName = (a: Admin) => `${a.firstName} ${a.lastName}`.trim() || "Administrador";

/** Bank names as keys: 'Banco de Venezuela' and 'banco de venezuela' are one bank. */
export function bankKey(banco: string | null): string {
  return banco ? headerKey(banco).replace(/\s/g, "-") || "-" : "-";
}

export function toAbono(c: StatementCredit): Abono {
  return {
    linea: c.linea,
    fecha: c.fecha,
    referencia: c.referencia,
    monto_bs: fromCents(c.monto_cents),
    descripcion: c.descripcion,
  };
}

function toCandidato(c: StoredCandidate): Candidato {
  return {
    id: c.id,
    numero_pedido: c.numero_pedido,
    motivo: c.motivo,
    motivo_texto: candidateReasonText(c),
    total_bs: fromCents(c.total_bs_cents),
    referencia: c.referencia,
    ...(c.faltan_cents !== undefined ? { faltan_bs: fromCents(c.faltan_cents) } : {}),
    ...(c.usada_por ? { usada_por: c.usada_por } : {}),
  };
}

export function toConciliacion(r: ReconciliationRecord): Conciliacion {
  const line = new Map(r.abonos.map((a) => [a.linea, a]));
  const abono = (linea: number) => toAbono(line.get(linea)!);
  return {
    id: r.id,
    fecha: r.fecha,
    por: r.por,
    nombre_archivo: r.nombre_archivo,
    banco: r.banco,
    conteos: r.conteos,
    coincidencias: r.coincidencias.map((c) => ({ abono: abono(c.linea), pedido: toCandidato(c.pedido) })),
    revisar: r.revisar.map((c) => ({ abono: abono(c.linea), candidatos: c.candidatos.map(toCandidato) })),
    sin_pedido: r.sin_pedido.map((linea) => ({ abono: abono(linea) })),
    sin_movimiento: r.sin_movimiento.map((o) => ({
      pedido: {
        id: o.id,
        numero_pedido: o.numero_pedido,
        total_bs: fromCents(o.total_bs_cents),
        referencia: o.referencia,
      },
    })),
    aprobados: r.aprobados.map((a) => ({
      linea: a.linea,
      pedido: { id: a.pedido_id, numero_pedido: a.numero_pedido },
      fecha: a.fecha,
      por: a.por,
    })),
  };
}

export function toResumen(r: ReconciliationSummary): ConciliacionResumen {
  return {
    id: r.id,
    fecha: r.fecha,
    por: r.por,
    nombre_archivo: r.nombre_archivo,
    banco: r.banco,
    conteos: r.conteos,
    aprobados: r.aprobados.length,
  };
}
