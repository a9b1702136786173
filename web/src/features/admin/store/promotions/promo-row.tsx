import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
import { StoreListRow } from "../components/store-list";
import { promoSummary } from "./lib/promo-summary";

/** One code in the list: its discount, state, window, uses and rules, and what the admin may do. */
export function PromoRow({
  promo,
  now,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  promo: PromocionAdmin;
  now: Date;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const s = promoSummary(promo, now);
  return (
    <StoreListRow
      testId={`promo-${promo.codigo}`}
      actions={[
        { label: "Editar", onClick: onEdit, disabled: busy },
        { label: promo.activo ? "Desactivar" : "Activar", onClick: onToggle, disabled: busy },
        { label: "Eliminar", onClick: onDelete, disabled: busy, danger: true },
      ]}
    >
      <Box minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="bold" fontFamily="mono">
            {promo.codigo}
          </Text>
          <Text fontWeight="semibold">-{promo.porcentaje}%</Text>
          <Badge colorPalette={s.estado.color} variant="subtle" data-testid="promo-estado">
            {s.estado.texto}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="gray.700" data-testid="promo-usos">
          {s.usos} · {s.vigencia}
        </Text>
        {s.reglas && (
          <Text fontSize="sm" color="gray.600">
            {s.reglas}
          </Text>
        )}
      </Box>
    </StoreListRow>
  );
}
