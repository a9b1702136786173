import { Box, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router-dom";
import { rateIsStale } from "@tienda/shared/rules/bcv-rate";
import { paths } from "@/config/paths";
import { apiCall } from "@/lib/api-client";
import { noRetryOnClientError } from "../api/dashboard-api";

/** The checkout's own read of the public settings (same cache entry): the rate shoppers are charged at. */
const publicSettingsKey = ["ajustes-publicos"] as const;

/**
 * Warns when the BCV rate shoppers pay at is older than one business day (the automatic update
 * failed or was refused, or the admin typed it long ago). A store with no settings yet says
 * nothing here: its setup checklist asks for them.
 */
export function StaleRateWarning({ now = new Date() }: { now?: Date }) {
  const settings = useQuery({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => apiCall("GET /api/ajustes/publicos", { signal }),
    staleTime: 5 * 60_000,
    retry: noRetryOnClientError,
  });
  const tasa = settings.data?.tasa_bcv;
  if (!tasa || !rateIsStale(tasa.fecha, now)) return null;
  return (
    <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="3" fontSize="sm">
      <Text color="orange.900" data-testid="tasa-vencida">
        La tasa BCV es del {tasa.fecha.split("-").reverse().join("/")}, de hace más de un día hábil: los montos en Bs
        de los pedidos nuevos la usan.{" "}
        <RouterLink to={paths.adminSettings} style={{ textDecoration: "underline" }}>
          Actualízala en Ajustes
        </RouterLink>
      </Text>
    </Box>
  );
}
