import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApproveMatches, ImportStatement } from "@tienda/shared/schemas/reconciliation";
import { apiCall, ApiError } from "@/lib/api-client";
import { adminOrdersKey } from "../../payments/api/admin-orders-api";

/** Bank statement imports (admin only): the history, one import, importing and approving. */
export const reconciliationApi = {
  list: (signal?: AbortSignal) => apiCall("GET /api/admin/conciliaciones", { signal }),
  get: (id: string, signal?: AbortSignal) => apiCall("GET /api/admin/conciliaciones/{id}", { params: { id }, signal }),
  import: (body: ImportStatement) => apiCall("POST /api/admin/conciliaciones", { body }),
  approve: (id: string, body: ApproveMatches) =>
    apiCall("POST /api/admin/conciliaciones/{id}/aprobar", { params: { id }, body }),
};

export const reconciliationsKey = ["admin-conciliaciones"] as const;
const reconciliationKey = (id: string) => [...reconciliationsKey, id] as const;

const noRetryOnClientError = (count: number, err: unknown) =>
  count < 2 && !(err instanceof ApiError && err.status < 500);

export function useReconciliations() {
  return useQuery({
    queryKey: reconciliationsKey,
    queryFn: ({ signal }) => reconciliationApi.list(signal),
    retry: noRetryOnClientError,
  });
}

export function useReconciliation(id: string | null) {
  return useQuery({
    queryKey: reconciliationKey(id ?? ""),
    queryFn: ({ signal }) => reconciliationApi.get(id!, signal),
    enabled: !!id,
    retry: noRetryOnClientError,
  });
}

export function useImportStatement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reconciliationApi.import,
    onSuccess: (result) => {
      qc.setQueryData(reconciliationKey(result.id), result);
      void qc.invalidateQueries({ queryKey: reconciliationsKey, exact: true });
    },
  });
}

/** Approvals change orders: the import, the history and the payments list are read again. */
export function useApproveMatches(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApproveMatches) => reconciliationApi.approve(id, body),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: reconciliationsKey });
      void qc.invalidateQueries({ queryKey: adminOrdersKey });
    },
  });
}
