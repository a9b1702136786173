import { Badge, Box, Button, HStack, Text } from "@chakra-ui/react";
import type { PromocionAdmin } from "@tienda/shared/schemas/promotions";
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
    <HStack
      as="li"
      justify="space-between"
      wrap="wrap"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      p="3"
      data-testid={`promo-${promo.codigo}`}
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
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onEdit} disabled={busy}>
          Editar
        </Button>
        <Button size="sm" variant="outline" onClick={onToggle} disabled={busy}>
          {promo.activo ? "Desactivar" : "Activar"}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} disabled={busy}>
          Eliminar
        </Button>
      </HStack>
    </HStack>
  );
}
