import { RECONCILIATION_MESSAGES } from "@tienda/shared/schemas/reconciliation";
import { endpoint } from "../../lib/http";
import { notFound } from "../../domain/errors";
import { getReconciliation } from "../../data/reconciliations";
import { toConciliacion } from "../../domain/reconciliation/record";

/** One import with its groups and what was approved from it (a plain lookup). */
export const handler = endpoint("GET /api/admin/conciliaciones/{id}", async ({ params }) => {
  const id = params.id ?? "";
  const record = id.length <= 64 ? await getReconciliation(id) : null;
  if (!record) throw notFound(RECONCILIATION_MESSAGES.notFound);
  return { body: toConciliacion(record) };
});
