import { Box, Button, Skeleton, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { EstadisticasVentas, ProductoVendido } from "@tienda/shared/schemas/stats";
import { ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/api-client";
import { formatNumber, formatPrice } from "@/lib/format";
import { notify } from "@/lib/notify";
import { DownloadIcon, AdminPage, AdminRefreshButton, KpiGrid, type Kpi, guardedPage } from "../../shell";
import { useSalesStats } from "../../dashboard/api/dashboard-api";
import { LayersIcon, TargetIcon } from "../../dashboard/components/admin-page-icons";
import { LazyMonthlySalesChart } from "../../dashboard/components/lazy-charts";
import { Panel, PanelRow } from "../../dashboard/components/panel";
import { PeriodSelect, usePeriodParam } from "../../dashboard/components/period-select";
import { salesKpis } from "../../dashboard/components/sales-kpis";
import { downloadText } from "../../dashboard/lib/download";
import { fecha, mesCorto } from "../../dashboard/lib/format";
import {
  buildReport,
  fillMonths,
  parseReportPeriod,
  REPORT_PERIODS,
  reportFileName,
  reportJson,
  type ReportPeriod,
} from "../lib/report";
import { PerformanceSummary } from "./performance-summary";
import { ProductDetailsDialog } from "./product-details-dialog";
import { ScheduledOfferDialog } from "./scheduled-offer-dialog";
import { SellersPanel } from "./sellers-panel";

function reportKpis(s: EstadisticasVentas | undefined): Kpi[] {
  return [
    ...salesKpis(s, "reporte"),
    {
      label: "Valor Promedio",
      value: s && formatPrice(s.valorPromedioPedido),
      hint: "Por pedido pagado",
      accent: "purple.500",
      icon: <TargetIcon />,
      testId: "reporte-promedio",
    },
    {
      label: "Unidades Vendidas",
      value: s && formatNumber(s.unidadesVendidas),
      hint: "En pedidos pagados",
      accent: "orange.500",
      icon: <LayersIcon />,
      testId: "reporte-unidades",
    },
  ];
}

/** Best sellers most first, slow sellers fewest first. */
const SELLER_LISTS = [
  { title: "Productos más vendidos", rows: "productosMasVendidos", order: "desc", testId: "mas-vendidos" },
  { title: "Productos menos vendidos", rows: "productosPocoVendidos", order: "asc", testId: "menos-vendidos" },
] as const;

/** The period's figures, monthly sales and performance, then the best and slow sellers. */
function ReportBody({
  s,
  onView,
  onOffer,
}: {
  s: EstadisticasVentas | undefined;
  onView: (p: ProductoVendido) => void;
  onOffer: (p: ProductoVendido) => void;
}) {
  const months = useMemo(() => (s ? fillMonths(s.desde, s.hasta, s.datosMensuales) : []), [s]);
  const summary = months.length
    ? `Ventas por mes: ${months.map((m) => `${mesCorto(m.mes)} ${formatPrice(m.ventas)}`).join("; ")}.`
    : "Sin ventas en el periodo.";
  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <KpiGrid label="Resumen del periodo" items={reportKpis(s)} loading={!s} />

      <PanelRow columns={{ xl: "minmax(0, 3fr) minmax(0, 2fr)" }}>
        <Panel title="Ventas mensuales">
          {s ? <LazyMonthlySalesChart data={months} summary={summary} /> : <Skeleton h="280px" />}
        </Panel>
        <Panel title="Resumen de rendimiento">{s ? <PerformanceSummary s={s} /> : <Skeleton h="48" />}</Panel>
      </PanelRow>

      <PanelRow columns={{ lg: "repeat(2, minmax(0, 1fr))" }}>
        {SELLER_LISTS.map((l) =>
          s ? (
            <SellersPanel
              key={l.testId}
              title={l.title}
              rows={s[l.rows]}
              order={l.order}
              onView={onView}
              onOffer={onOffer}
              testId={l.testId}
            />
          ) : (
            <Skeleton key={l.testId} h="72" borderRadius="lg" />
          ),
        )}
      </PanelRow>
    </Stack>
  );
}

function ReportsView() {
  const [periodo, setPeriodo] = usePeriodParam(parseReportPeriod, "1month");
  const stats = useSalesStats(periodo);
  const s = stats.data;
  const [view, setView] = useState<ProductoVendido | null>(null);
  const [offer, setOffer] = useState<ProductoVendido | null>(null);

  const exportJson = () => {
    if (!s) return;
    const now = new Date();
    downloadText(reportJson(buildReport(s, periodo, now)), reportFileName(now), "application/json;charset=utf-8");
    notify("Reporte exportado correctamente", "success", 4000, reportFileName(now));
  };

  return (
    <AdminPage
      descriptionTestId="periodo"
      description={
        s
          ? `Periodo: ${fecha(`${s.desde}T12:00:00Z`)} – ${fecha(`${s.hasta}T12:00:00Z`)}`
          : "Ventas, pedidos y productos del periodo."
      }
      actionsAlign="flex-end"
      actions={
        <>
          <PeriodSelect
            periods={REPORT_PERIODS}
            value={periodo}
            onChange={setPeriodo}
            testId="reporte-periodo"
            w="44"
          />
          <AdminRefreshButton onRefresh={() => void stats.refetch()} busy={stats.isFetching} testId="actualizar" />
          <Button
            size="sm"
            variant="outline"
            onClick={exportJson}
            disabled={!s || stats.isPlaceholderData}
            data-testid="exportar-reporte"
          >
            <DownloadIcon /> Exportar
          </Button>
        </>
      }
    >
      {stats.isError && !s ? (
        <ErrorState
          title="Error al cargar las estadísticas"
          message={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Box opacity={stats.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={stats.isFetching}>
          <ReportBody s={s} onView={setView} onOffer={setOffer} />
        </Box>
      )}
      <ProductDetailsDialog
        p={view}
        open={!!view}
        onClose={() => setView(null)}
        onOffer={(p) => {
          setView(null);
          setOffer(p);
        }}
      />
      <ScheduledOfferDialog producto={offer} open={!!offer} onClose={() => setOffer(null)} />
    </AdminPage>
  );
}

/** /admin/reportes — sales reports (admins only). */
export const Component = guardedPage(
  "Reportes de Ventas",
  "No tienes permisos para acceder a los reportes de ventas",
  ReportsView,
);

export type { ReportPeriod };
