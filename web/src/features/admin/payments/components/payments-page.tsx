import { Button } from "@chakra-ui/react";
import { useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { ADMIN_PAGE_SIZES } from "@tienda/shared/schemas/admin-orders";
import { EmptyState } from "@/components/ui/states";
import { plural } from "@/lib/format";
import {
  AdminExportButton,
  AdminPage,
  AdminRefreshButton,
  AdminListBody,
  AdminResults,
  guardedPage,
  useCsvExport,
  useLastPageBound,
  useTableLayout,
  useUrlFilters,
} from "../../shell";
import { fetchAllOrders, useAdminOrders } from "../api/admin-orders-api";
import { csvFileName } from "../lib/csv";
import { paymentsCsv } from "../lib/export";
import {
  hasActiveFilters,
  parsePaymentParams,
  paymentSearchParams,
  rangeError,
  toggleSort,
  withFilters,
  type AdminSort,
} from "../lib/filters";
import { formatDia, formatFechaHora } from "../lib/format";
import { ActionDialog } from "./action-dialog";
import { FiltersBar } from "./filters-bar";
import { OrderDetailsDialog } from "./order-details-dialog";
import { PaymentCards, PaymentsListSkeleton, PaymentsTable } from "./payments-list";
import { ReceiptDialog } from "./receipt-dialog";
import { HeldStock, SummaryCards } from "./summary-cards";
import { usePaymentDialogs } from "./use-payment-dialogs";

function PaymentsView() {
  const url = useUrlFilters(parsePaymentParams, paymentSearchParams, withFilters);
  const { filters, update } = url;
  const badRange = rangeError(filters);
  const list = useAdminOrders(filters, !badRange);
  // With a range the server would refuse, nothing is asked: the previous answer is not shown either.
  const data = badRange ? undefined : list.data;
  const isLarge = useTableLayout();
  const heading = useRef<HTMLHeadingElement>(null);

  useLastPageBound(data, list.isPlaceholderData, filters.pagina, update);

  const { details, receipt, action, focusBack, onRowAction, onDetailsAction } = usePaymentDialogs(heading);
  const csv = useCsvExport({
    fetchAll: () => fetchAllOrders(filters),
    toCsv: (rows) => paymentsCsv(rows, formatFechaHora),
    fileName: () => csvFileName("pagos", new Date()),
    none: "No hay pagos para exportar con estos filtros",
    done: (rows) => ["Exportación completada", `${plural(rows.length, "pago exportado", "pagos exportados")} a CSV`],
  });

  const rows = data?.data ?? [];
  const refreshing = list.isFetching;

  const content = badRange ? (
    <EmptyState title="Rango de fechas no válido" description="Corrige las fechas para ver los pagos." />
  ) : (
    <AdminListBody
      query={list}
      count={rows.length}
      errorTitle="Error al cargar los pagos"
      loading={<PaymentsListSkeleton table={isLarge} />}
      empty={{
        title: "No se encontraron pagos",
        description: "Intenta con otros filtros de búsqueda",
        onClear: hasActiveFilters(filters)
          ? () => update({ q: "", estado_pago: "", tipo_pago: "", desde: "", hasta: "" })
          : undefined,
      }}
    >
      {isLarge ? (
        <PaymentsTable
          rows={rows}
          filters={filters}
          onSort={(c: AdminSort) => update((f) => toggleSort(f, c))}
          onAction={onRowAction}
        />
      ) : (
        <PaymentCards rows={rows} onAction={onRowAction} />
      )}
    </AdminListBody>
  );

  return (
    <AdminPage
      headingRef={heading}
      descriptionTestId="periodo"
      description={
        data
          ? `Periodo: ${formatDia(data.periodo.desde)} – ${formatDia(data.periodo.hasta)} · comparado con ${formatDia(data.periodo_anterior.desde)} – ${formatDia(data.periodo_anterior.hasta)}`
          : "Revisa comprobantes, aprueba o rechaza pagos y sigue los envíos."
      }
      actions={
        <>
          <AdminRefreshButton
            onRefresh={() => void list.refetch()}
            busy={refreshing}
            disabled={refreshing || !!badRange}
            testId="actualizar"
          />
          <AdminExportButton onExport={() => void csv.run()} exporting={csv.exporting} disabled={!!badRange}>
            Exportar
          </AdminExportButton>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.adminReconciliation}>Conciliar con estado de cuenta</RouterLink>
          </Button>
        </>
      }
    >
      <SummaryCards resumen={data?.resumen} loading={!data && !list.isError && !badRange} />
      <HeldStock retenido={data?.retenido} />

      <FiltersBar filters={filters} update={update} showSort={!isLarge} />

      <AdminResults data={data} noun={["pago", "pagos"]} pageSizes={ADMIN_PAGE_SIZES} url={url}>
        {content}
      </AdminResults>

      <OrderDetailsDialog
        open={!!details.state?.open}
        orderId={details.state?.value ?? null}
        onClose={details.close}
        onAction={onDetailsAction}
        finalFocusEl={focusBack(details.state)}
      />
      <ReceiptDialog
        open={!!receipt.state?.open}
        target={receipt.state?.value ?? null}
        seq={receipt.state?.seq ?? 0}
        onClose={receipt.close}
        finalFocusEl={focusBack(receipt.state)}
      />
      <ActionDialog
        open={!!action.state?.open}
        request={action.state?.value ?? null}
        seq={action.state?.seq ?? 0}
        onClose={action.close}
        onDone={(r) => {
          // An archived order is gone: its details close too.
          if (r.kind === "archivar" && details.state?.open && details.state.value === r.target.id) details.close();
        }}
        finalFocusEl={focusBack(action.state)}
      />
    </AdminPage>
  );
}

/** /admin/pagos — payment review and fulfilment (admins only). */
export const Component = guardedPage(
  "Pagos y Transacciones",
  "No tienes permisos para acceder a la gestión de pagos",
  PaymentsView,
);
