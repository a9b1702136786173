import { ImportStatementSchema } from "@tienda/shared/schemas/reconciliation";
import { endpoint } from "../../lib/http";
import { parseInput } from "../../lib/validation";
import { importStatement } from "../../domain/reconciliation/import";

/** Imports a bank statement (CSV text) and answers its credits grouped against the orders awaiting payment. */
export const handler = endpoint("POST /api/admin/conciliaciones", async ({ body, auth }) => ({
  status: 201,
  body: await importStatement(parseInput(ImportStatementSchema, body ?? {}), auth!.usuario, new Date()),
}));
