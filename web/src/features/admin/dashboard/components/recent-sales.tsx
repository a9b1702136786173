import { Box, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { formatBs } from "@tienda/shared/schemas/settings";
import { paths } from "@/config/paths";
import { formatPrice } from "@/lib/format";
import { useRecentSales } from "../api/dashboard-api";
import { fechaHora } from "../lib/format";
import { Panel, PanelLink, PanelList } from "./panel";

/** The payments approved in the last 90 days, newest first, each leading to its order's payment. */
export function RecentSales() {
  const sales = useRecentSales();
  const rows = sales.data?.data ?? [];
  return (
    <Panel
      query={sales}
      title="Ventas recientes"
      testId="ventas-recientes"
      action={<PanelLink to={`${paths.adminPayments}?estado_pago=completado`}>Ver todas</PanelLink>}
    >
      <PanelList
        rows={rows}
        empty="Aún no hay pagos aprobados en los últimos 90 días."
        gap="0"
        maxH="96"
        overflowY="auto"
      >
        {(p) => (
          <HStack
            as="li"
            key={p.id}
            justify="space-between"
            gap="3"
            py="2"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
          >
            <Box minW="0">
              <Text fontWeight="medium" fontSize="sm" truncate>
                <RouterLink to={`${paths.adminPayments}?q=${encodeURIComponent(p.numero_pedido)}`}>
                  {p.numero_pedido}
                </RouterLink>
              </Text>
              <Text fontSize="xs" color="gray.600" truncate>
                {p.usuario_nombre} {p.usuario_apellido} · {fechaHora(p.fecha_pago ?? p.fecha_pedido)}
              </Text>
            </Box>
            <Box textAlign="end" flexShrink={0}>
              <Text fontWeight="semibold" fontSize="sm">
                {formatPrice(p.total)}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {formatBs(p.total_bs)}
              </Text>
            </Box>
          </HStack>
        )}
      </PanelList>
    </Panel>
  );
}
