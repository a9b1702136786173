import { METODO_ENVIO_LABEL, METODOS_ENVIO } from "@tienda/shared/rules/pricing";
import { Box, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import type { EstadisticasVentas } from "@tienda/shared/schemas/stats";
import { formatNumber, formatPrice } from "@/lib/format";
import { GoalBar } from "../../dashboard/components/sales-panels";
import { goalProgress } from "../../dashboard/lib/dashboard";
import { cambio, porcentaje } from "../../dashboard/lib/format";

function Metric({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid={testId}>
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid="valor">
        {value}
      </Text>
      {detail && (
        <Text fontSize="xs" color="gray.600">
          {detail}
        </Text>
      )}
    </Box>
  );
}

/** Conversion, rejected payments, paid orders, paid orders by delivery, and the monthly goal. */
export function PerformanceSummary({ s }: { s: EstadisticasVentas }) {
  const goal = goalProgress(s.metaMensual);
  return (
    <Stack gap="4">
      <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="3">
        <Metric
          label="Conversión"
          value={porcentaje(s.conversion)}
          detail={`${formatNumber(s.pedidosPagados)} de ${formatNumber(s.pedidosTotales)} pedidos pagados`}
          testId="metrica-conversion"
        />
        <Metric
          label="Pagos rechazados"
          value={porcentaje(s.tasaRechazo)}
          detail="De los pagos revisados"
          testId="metrica-rechazo"
        />
        <Metric
          label="Pedidos pagados"
          value={formatNumber(s.pedidosPagados)}
          detail={cambio(s.cambioPedidos).text.replace("vs periodo anterior", "pedidos vs periodo anterior")}
          testId="metrica-pagados"
        />
        {METODOS_ENVIO.map((m) => (
          <Metric
            key={m}
            label={METODO_ENVIO_LABEL[m]}
            value={formatNumber(s.envios[m].pedidos)}
            detail={`Pedidos pagados; ${formatPrice(s.envios[m].ingresos)} cobrados de envío`}
            testId={`metrica-envio-${m}`}
          />
        ))}
        {s.igtf > 0 && (
          <Metric
            label="IGTF cobrado"
            value={formatPrice(s.igtf)}
            detail="En pagos en divisas; incluido en las ventas"
            testId="metrica-igtf"
          />
        )}
      </Grid>
      <Box>
        <HStack justify="space-between" fontSize="sm" mb="1" wrap="wrap">
          <Text fontWeight="medium">Meta mensual de ventas</Text>
          <Text color="gray.700">
            {goal
              ? `${formatPrice(goal.ventas)} de ${formatPrice(goal.meta)} (${porcentaje(goal.porcentaje)})`
              : `${formatPrice(s.metaMensual.ventasMes)} este mes · sin meta definida`}
          </Text>
        </HStack>
        {goal && <GoalBar goal={goal} />}
      </Box>
    </Stack>
  );
}
