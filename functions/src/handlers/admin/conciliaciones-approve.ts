import { ApproveMatchesSchema } from "@tienda/shared/schemas/reconciliation";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { approveMatches } from "../../domain/reconciliation/approve";

/** Approves an import's exact matches (or the pairs the admin confirmed); answers approved and skipped. */
export const handler = endpoint("POST /api/admin/conciliaciones/{id}/aprobar", async ({ params, body, auth }) => ({
  body: await approveMatches(params.id ?? "", parseInput(ApproveMatchesSchema, body ?? {}), auth!.usuario, new Date()),
}));
