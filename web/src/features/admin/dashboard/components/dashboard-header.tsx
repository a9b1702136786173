import { HStack, IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { SettingsIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { AdminPageHeader, AdminRefreshButton } from "../../shell";
import { DASHBOARD_PERIODS } from "../lib/dashboard";
import { reloj } from "../lib/format";
import { ClockIcon } from "./admin-page-icons";
import { Notifications } from "./notifications";
import { PeriodSelect } from "./period-select";

/** The clock of the header, refreshed on every minute. */
function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), 60_000);
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, []);
  const r = reloj(now);
  return (
    <HStack gap="1.5" color="gray.600" fontSize="sm" data-testid="reloj">
      <ClockIcon size="14" />
      <time dateTime={now.toISOString()}>
        {r.fecha} · {r.hora}
      </time>
    </HStack>
  );
}

/** Title and clock; the period, 'Actualizar', the notification bell and the settings link. */
export function DashboardHeader({
  periodo,
  onPeriod,
  onRefresh,
  busy,
}: {
  periodo: string;
  onPeriod: (value: string) => void;
  onRefresh: () => void;
  busy: boolean;
}) {
  return (
    <AdminPageHeader
      title="Panel de Administración"
      rowFrom="lg"
      actionsAlign="center"
      shrinkActions
      actions={
        <>
          <PeriodSelect
            periods={DASHBOARD_PERIODS}
            value={periodo}
            onChange={onPeriod}
            testId="dashboard-periodo"
            w={{ base: "40", sm: "44" }}
          />
          <AdminRefreshButton onRefresh={onRefresh} busy={busy} testId="actualizar" />
          <Notifications />
          <IconButton asChild size="sm" variant="ghost" aria-label="Ajustes de la tienda">
            <RouterLink to={paths.adminSettings}>
              <SettingsIcon />
            </RouterLink>
          </IconButton>
        </>
      }
    >
      <Clock />
    </AdminPageHeader>
  );
}
