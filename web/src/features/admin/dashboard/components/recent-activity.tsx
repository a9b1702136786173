import { Box, HStack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Actividad } from "@tienda/shared/schemas/admin-dashboard";
import { useActivity } from "../api/dashboard-api";
import { fechaHora } from "../lib/format";
import { Panel, PanelList } from "./panel";

/** The dot of each kind of event; a kind without its own colour shows grey. */
const ACTIVITY_COLOR: Partial<Record<Actividad["tipo"], string>> = {
  pedido: "blue.500",
  pago_aprobado: "green.500",
  pago_rechazado: "red.500",
  producto: "purple.500",
  registro: "teal.500",
  tienda: "orange.500",
  resena: "yellow.500",
};

/** The store's latest events (orders, payments, products, sign-ups), each with its link when it has one. */
export function RecentActivity() {
  const activity = useActivity();
  const rows = activity.data?.slice(0, 8) ?? [];
  return (
    <Panel query={activity} title="Actividad reciente" testId="actividad">
      <PanelList rows={rows} empty="Sin actividad reciente." gap="2.5">
        {(a, i) => (
          <HStack as="li" key={`${a.fecha}-${i}`} gap="2.5" align="flex-start">
            <Box
              w="2"
              h="2"
              mt="1.5"
              borderRadius="full"
              bg={ACTIVITY_COLOR[a.tipo] ?? "gray.400"}
              flexShrink={0}
              aria-hidden="true"
            />
            <Box minW="0">
              <Text fontSize="sm" lineClamp={2}>
                {a.enlace ? <RouterLink to={a.enlace}>{a.descripcion}</RouterLink> : a.descripcion}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {fechaHora(a.fecha)}
              </Text>
            </Box>
          </HStack>
        )}
      </PanelList>
    </Panel>
  );
}
