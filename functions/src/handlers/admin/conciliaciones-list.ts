import { endpoint } from "../../lib/http";
import { listReconciliations } from "../../data/reconciliations";
import { toResumen } from "../../domain/reconciliation/record";

/** Past statement imports, newest first: who, when, file, bank, counts and approvals. */
export const handler = endpoint("GET /api/admin/conciliaciones", async () => ({
  body: (await listReconciliations(50)).map(toResumen),
}));
