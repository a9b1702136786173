import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { TasaRegistro } from "@tienda/shared/schemas/bcv-rate";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { fechaHora } from "../../dashboard/lib/format";
import { useBcvRates, useUpdateBcvRate } from "../api/bcv-rate-api";
import { formatRate } from "../lib/settings-form";

const ORIGEN: Record<TasaRegistro["origen"], string> = {
  manual: "Escrita a mano",
  automatica: "Automática",
  inicial: "Inicial",
};

/** dd/mm/aaaa of a YYYY-MM-DD day. */
const day = (fecha: string) => fecha.split("-").reverse().join("/");

/**
 * 'Actualizar desde el BCV' and the rate's last changes: the store fetches the official rate by
 * itself on business-day mornings; the admin can run it now and see what was applied or refused.
 */
export function BcvRateUpdater({ onApplied }: { onApplied: (tasa: { valor: number; fecha: string }) => void }) {
  const rates = useBcvRates();
  const update = useUpdateBcvRate();
  const run = async () => {
    try {
      const res = await update.mutateAsync();
      if (res.aplicada) onApplied(res.tasa);
      notify(res.aplicada ? `${res.mensaje}: ${formatRate(res.tasa.valor)}` : res.mensaje, "success", 4000);
    } catch (err) {
      notify(errorMessage(err, "No se pudo actualizar la tasa BCV"), "error", 6000);
    }
  };
  const last = (rates.data?.tasas ?? []).slice(0, 5);
  return (
    <Stack gap="2" mt="3">
      <HStack gap="3" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void run()} loading={update.isPending}>
          Actualizar desde el BCV
        </Button>
        <Text fontSize="xs" color="gray.600">
          La tienda la consulta sola cada día hábil por la mañana; una tasa escrita a mano no se reemplaza ese día.
        </Text>
      </HStack>
      {last.length > 0 && (
        <Box as="ul" listStyleType="none" fontSize="xs" color="gray.700" data-testid="tasa-historial">
          {last.map((t) => (
            <li key={`${t.registrada}-${t.origen}`}>
              {fechaHora(t.registrada)} · {ORIGEN[t.origen]}
              {t.fecha ? ` · ${formatRate(t.valor)} del ${day(t.fecha)}` : ""}
              {t.aplicada ? "" : ` · No aplicada: ${t.motivo ?? ""}`}
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
