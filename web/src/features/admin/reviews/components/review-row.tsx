import { Badge, Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import type { ResenaAdmin } from "@tienda/shared/schemas/reviews";
import { RatingStars } from "@/components/ui/rating-stars";
import { AdminCard } from "../../shell";
import { fecha, fechaHora } from "../../dashboard/lib/format";
import { errorMessage } from "@/lib/api-client";
import { notify } from "@/lib/notify";
import { useModerateReview } from "../api/admin-reviews-api";

/**
 * One review for the moderator: stars, texts (plain text, escaped by React), product (a link that
 * filters the list by it), buyer and order, visibility, every hide or show with who, when and why.
 */
export function ReviewRow({
  r,
  onProduct,
  onModerate,
}: {
  r: ResenaAdmin;
  onProduct: (id: string) => void;
  onModerate: (r: ResenaAdmin) => void;
}) {
  const seen = useModerateReview();
  // Asking for the state it is already in marks it seen: it leaves the notifications.
  const markSeen = () =>
    seen.mutate(
      { id: r.id, body: { visible: r.visible } },
      {
        onSuccess: () => notify("Reseña marcada como vista", "success"),
        onError: (e) => notify(errorMessage(e), "error"),
      },
    );
  return (
    <AdminCard p="4" data-testid="admin-review" opacity={r.visible ? 1 : 0.75}>
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <RatingStars rating={r.calificacion} size="14px" showValue={false} />
            <Badge colorPalette={r.visible ? "green" : "gray"}>{r.visible ? "Visible" : "Oculta"}</Badge>
            {r.titulo && <Text fontWeight="semibold">{r.titulo}</Text>}
          </HStack>
          {r.texto && (
            <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
              {r.texto}
            </Text>
          )}
          <Text fontSize="sm" color="gray.600">
            <Button variant="plain" size="sm" p="0" h="auto" onClick={() => onProduct(r.producto_id)}>
              {r.producto_nombre}
            </Button>{" "}
            · {r.comprador} · Pedido {r.numero_pedido} · {fecha(r.fecha)} · Talla {r.talla} · {r.color}
          </Text>
          {r.moderacion.length > 0 && (
            <Box as="ul" listStyleType="none" fontSize="xs" color="gray.600">
              {r.moderacion.map((m) => (
                <li key={m.fecha}>
                  {m.visible ? "Mostrada" : "Ocultada"} por {m.por} el {fechaHora(m.fecha)}
                  {m.motivo ? `: ${m.motivo}` : ""}
                </li>
              ))}
            </Box>
          )}
        </Stack>
        <Stack gap="2">
          <Button size="sm" variant="outline" onClick={() => onModerate(r)}>
            {r.visible ? "Ocultar" : "Mostrar"}
          </Button>
          {!r.vista && r.calificacion <= 2 && (
            <Button size="sm" variant="ghost" loading={seen.isPending} onClick={() => markSeen()}>
              Marcar como vista
            </Button>
          )}
        </Stack>
      </Flex>
    </AdminCard>
  );
}
