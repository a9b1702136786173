import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import type { ResultadoAprobacion } from "@tienda/shared/schemas/reconciliation";
import { ErrorState } from "@/components/ui/states";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, plural } from "@/lib/format";
import { notify } from "@/lib/notify";
import { AdminPageHeader, guardedPage } from "../../shell";
import { useApproveMatches, useReconciliation } from "../api/reconciliation-api";
import { ReconciliationGroups } from "./groups";
import { ReconciliationHistory } from "./history";
import { UploadForm } from "./upload-form";

function ApprovalResult({ result }: { result: ResultadoAprobacion }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="white" p="4" role="status" data-testid="resultado-aprobacion">
      <Text fontWeight="semibold">
        {result.aprobados.length > 0
          ? `${plural(result.aprobados.length, "pago aprobado", "pagos aprobados")}: ${result.aprobados.map((a) => a.pedido.numero_pedido).join(", ")}`
          : "No se aprobó ningún pago."}
      </Text>
      {result.omitidos.length > 0 && (
        <Stack as="ul" gap="1" mt="2" pl="4">
          {result.omitidos.map((o) => (
            <li key={`${o.linea}-${o.pedido.id}`}>
              <Text fontSize="sm">
                Línea {o.linea}
                {o.pedido.numero_pedido ? ` (${o.pedido.numero_pedido})` : ""}: {o.motivo}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ImportView({ id }: { id: string }) {
  const current = useReconciliation(id);
  const approve = useApproveMatches(id);
  const [result, setResult] = useState<ResultadoAprobacion | null>(null);
  async function run(body: Parameters<typeof approve.mutateAsync>[0]) {
    try {
      const r = await approve.mutateAsync(body);
      setResult(r);
      notify(
        r.aprobados.length > 0
          ? plural(r.aprobados.length, "pago aprobado", "pagos aprobados")
          : "No se aprobó ningún pago",
        r.aprobados.length > 0 ? "success" : "info",
      );
      await current.refetch();
    } catch (err) {
      notify(errorMessage(err), "error");
    }
  }
  if (current.isError)
    return (
      <ErrorState
        title="No se pudo cargar la conciliación"
        message={errorMessage(current.error)}
        onRetry={() => void current.refetch()}
      />
    );
  if (!current.data) return <Text color="gray.600">Cargando conciliación…</Text>;
  const d = current.data;
  return (
    <Stack gap="4" data-testid="conciliacion-actual">
      <Text color="gray.700">
        {d.nombre_archivo}
        {d.banco ? ` · ${d.banco}` : ""} · importado el {formatDateTime(d.fecha)} por {d.por}
      </Text>
      {result && <ApprovalResult result={result} />}
      <ReconciliationGroups
        data={d}
        busy={approve.isPending}
        onApproveAll={() => void run({})}
        onConfirm={(linea, pedido_id) => void run({ pares: [{ linea, pedido_id }] })}
      />
    </Stack>
  );
}

function ReconciliationView() {
  const [params, setParams] = useSearchParams();
  const id = params.get("id");
  const open = (next: string) => setParams({ id: next });
  return (
    <Stack gap="6">
      <AdminPageHeader
        crumb="Conciliación"
        title="Conciliación con el estado de cuenta"
        description="Sube el estado de cuenta del banco: cada abono se compara con los pedidos que esperan la revisión de su pago."
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.adminPayments}>Volver a Pagos</RouterLink>
          </Button>
        }
      />
      <UploadForm onImported={(c) => open(c.id)} />
      {id && <ImportView key={id} id={id} />}
      <ReconciliationHistory current={id} onOpen={open} />
    </Stack>
  );
}

/** /admin/pagos/conciliacion — bank statement import, groups, approval and history (admins only). */
export const Component = guardedPage(
  "Conciliación bancaria",
  "No tienes permisos para acceder a la conciliación de pagos",
  ReconciliationView,
);
