import { Box, Button, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { EstadisticasVentas } from "@tienda/shared/schemas/stats";
import { paths } from "@/config/paths";
import { formatPrice } from "@/lib/format";
import { goalProgress, performanceMetrics } from "../lib/dashboard";
import { diaCorto, porcentaje } from "../lib/format";
import { LazySalesTrendChart } from "./lazy-charts";
import { Panel, PanelLines } from "./panel";

type Stats = EstadisticasVentas | undefined;

/** The chart's text for screen readers: the range, its total and its best day. */
function trendSummary(s: EstadisticasVentas): string {
  const best = [...s.serieDiaria].sort((a, b) => b.ventas - a.ventas)[0];
  const bestDay = best && best.ventas > 0 ? `${diaCorto(best.dia)} con ${formatPrice(best.ventas)}` : "sin ventas";
  return `Ventas diarias del ${diaCorto(s.desde)} al ${diaCorto(s.hasta)}: total ${formatPrice(s.ventasTotales)}, el mejor día ${bestDay}.`;
}

/** Sales per day of the period. */
export function SalesTrendPanel({ s }: { s: Stats }) {
  return (
    <Panel title="Tendencia de ventas">
      {s ? <LazySalesTrendChart data={s.serieDiaria} summary={trendSummary(s)} /> : <Skeleton h="260px" />}
    </Panel>
  );
}

/** The bar of this month's sales against the goal (green once met). */
export function GoalBar({ goal }: { goal: NonNullable<ReturnType<typeof goalProgress>> }) {
  return (
    <Box
      h="3"
      bg="gray.100"
      borderRadius="full"
      overflow="hidden"
      role="progressbar"
      aria-label="Meta mensual"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={goal.barra}
    >
      <Box h="full" w={`${goal.barra}%`} bg={goal.cumplida ? "green.500" : "blue.500"} />
    </Box>
  );
}

/** This month's sales against the goal set in the settings. */
export function MonthlyGoalPanel({ s }: { s: Stats }) {
  const goal = goalProgress(s?.metaMensual);
  return (
    <Panel title="Meta mensual" testId="meta-mensual">
      {s && !goal ? (
        <Stack gap="2" data-testid="meta-sin-definir">
          <Text fontSize="2xl" fontWeight="bold">
            {formatPrice(s.metaMensual.ventasMes)}
          </Text>
          <Text fontSize="sm" color="gray.700">
            Vendido este mes. Define una meta mensual para medir tu avance.
          </Text>
          <Button size="xs" variant="outline" asChild alignSelf="flex-start">
            <RouterLink to={paths.adminSettings}>Definir meta</RouterLink>
          </Button>
        </Stack>
      ) : s && goal ? (
        <Stack gap="2">
          <HStack justify="space-between" align="baseline" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold">
              {formatPrice(goal.ventas)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              de {formatPrice(goal.meta)}
            </Text>
          </HStack>
          <GoalBar goal={goal} />
          <Text fontSize="sm" color={goal.cumplida ? "green.700" : "gray.700"}>
            {goal.cumplida
              ? `¡Meta cumplida! ${porcentaje(goal.porcentaje)}`
              : `${porcentaje(goal.porcentaje)} · faltan ${formatPrice(goal.falta)}`}
          </Text>
          <Button size="xs" variant="ghost" asChild alignSelf="flex-start">
            <RouterLink to={paths.adminSettings}>Cambiar la meta</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Skeleton h="24" />
      )}
    </Panel>
  );
}

/** Conversion, rejected payments and the average order, each with its bar. */
export function PerformancePanel({ s }: { s: Stats }) {
  const metrics = s ? performanceMetrics(s, formatPrice, porcentaje) : [];
  return (
    <Panel title="Métricas de rendimiento" testId="metricas">
      {s ? (
        <Stack gap="3">
          {metrics.map((m) => (
            <Box key={m.key} data-testid={`metrica-${m.key}`}>
              <HStack justify="space-between" fontSize="sm">
                <Text color="gray.700">{m.label}</Text>
                <Text fontWeight="bold">{m.texto}</Text>
              </HStack>
              <Box h="1.5" bg="gray.100" borderRadius="full" overflow="hidden" mt="1" aria-hidden="true">
                <Box h="full" w={`${m.valor}%`} bg={m.key === "rechazo" ? "red.400" : "blue.500"} />
              </Box>
              <Text fontSize="xs" color="gray.600" mt="0.5">
                {m.descripcion}
              </Text>
            </Box>
          ))}
        </Stack>
      ) : (
        <PanelLines n={3} />
      )}
    </Panel>
  );
}
