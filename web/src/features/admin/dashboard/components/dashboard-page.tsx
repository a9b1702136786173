import "../../shell";
import { Badge, Box, Button, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EstadisticasVentas } from "@tienda/shared/schemas/stats";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatNumber } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { AdminGuard, BoxIcon, KpiGrid, UsersIcon, type Kpi } from "../../shell";
import { activityKey, alertsKey, recentSalesKey, setupKey, useSalesStats } from "../api/dashboard-api";
import { DASHBOARD_PERIODS, parseDashboardPeriod } from "../lib/dashboard";
import { diaCorto } from "../lib/format";
import { DashboardHeader } from "./dashboard-header";
import { PanelRow } from "./panel";
import { usePeriodParam } from "./period-select";
import { QuickActions } from "./quick-actions";
import { salesKpis } from "./sales-kpis";
import { SetupChecklist } from "./setup-checklist";
import { RecentActivity } from "./recent-activity";
import { RecentSales } from "./recent-sales";
import { MonthlyGoalPanel, PerformancePanel, SalesTrendPanel } from "./sales-panels";
import { SlowSellersPanel, TopSellersPanel } from "./seller-panels";
import { StockAlerts } from "./stock-alerts";
import { StaleRateWarning } from "./stale-rate-warning";

const TWO = "repeat(2, minmax(0, 1fr))";

function dashboardKpis(s: EstadisticasVentas | undefined): Kpi[] {
  return [
    ...salesKpis(s, "dashboard"),
    {
      label: "Productos",
      value: s && formatNumber(s.productosTotales),
      hint: "Activos en el catálogo",
      accent: "purple.500",
      icon: <BoxIcon />,
      testId: "dashboard-productos",
    },
    {
      label: "Usuarios",
      value: s && formatNumber(s.usuariosTotales),
      hint: "Cuentas registradas",
      accent: "orange.500",
      icon: <UsersIcon />,
      testId: "dashboard-usuarios",
    },
  ];
}

/** 'Actualizar' reads every panel's request again; busy until all have answered. */
function useRefreshAll(stats: ReturnType<typeof useSalesStats>) {
  const qc = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        stats.refetch(),
        qc.refetchQueries({ queryKey: alertsKey }),
        qc.refetchQueries({ queryKey: activityKey }),
        qc.refetchQueries({ queryKey: recentSalesKey }),
        qc.refetchQueries({ queryKey: setupKey }),
      ]);
    } finally {
      setRefreshing(false);
    }
  };
  return { refresh, busy: refreshing || stats.isFetching };
}

/**
 * The dashboard: its header, then its panels top to bottom. A new panel is one more entry in this
 * list; panels that need the period's figures take `s`, the others read their own request.
 */
function DashboardView() {
  const [periodo, setPeriodo] = usePeriodParam(parseDashboardPeriod, "30d");
  const stats = useSalesStats(periodo);
  const s = stats.data;
  const { refresh, busy } = useRefreshAll(stats);

  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <DashboardHeader periodo={periodo} onPeriod={setPeriodo} onRefresh={() => void refresh()} busy={busy} />
      {/* A new store opens with what it still lacks; the panel hides itself once all is done. */}
      <SetupChecklist />
      <StaleRateWarning />

      {stats.isError && !s && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md" p="3" fontSize="sm">
          {errorMessage(stats.error, "No se pudieron cargar las estadísticas")}{" "}
          <Button size="xs" variant="outline" ml="2" onClick={() => void stats.refetch()}>
            Reintentar
          </Button>
        </Box>
      )}

      <Box opacity={stats.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
        <KpiGrid label="Resumen del periodo" items={dashboardKpis(s)} loading={!s && !stats.isError} />
      </Box>

      <QuickActions />

      <PanelRow columns={{ xl: "minmax(0, 2fr) minmax(0, 1fr)" }}>
        <SalesTrendPanel s={s} />
        <Stack gap={{ base: "4", md: "6" }}>
          <MonthlyGoalPanel s={s} />
          <PerformancePanel s={s} />
        </Stack>
      </PanelRow>

      <PanelRow columns={{ lg: TWO }}>
        <RecentSales />
        <TopSellersPanel s={s} />
      </PanelRow>

      <PanelRow columns={{ lg: TWO, "2xl": "repeat(3, minmax(0, 1fr))" }}>
        <StockAlerts />
        <RecentActivity />
        <SlowSellersPanel s={s} />
      </PanelRow>

      <Text fontSize="xs" color="gray.500">
        <Badge variant="outline" mr="1">
          {DASHBOARD_PERIODS.find((p) => p.value === periodo)?.label}
        </Badge>
        {s ? `Del ${diaCorto(s.desde)} al ${diaCorto(s.hasta)}; la meta mensual cuenta el mes en curso.` : ""}
      </Text>
    </Stack>
  );
}

/** /admin — the dashboard (admins only). */
export function Component() {
  useDocumentTitle("Panel de Administración");
  return (
    <AdminGuard
      message="No tienes permisos para acceder al panel de administración"
      backLabel="Volver al Inicio"
      backTo={paths.home}
    >
      <DashboardView />
    </AdminGuard>
  );
}
