import { Badge, Box, HStack, Text } from "@chakra-ui/react";
import type { Resena } from "@tienda/shared/schemas/reviews";
import { RatingStars } from "@/components/ui/rating-stars";
import { formatDate } from "@/lib/format";
import css from "./reviews.module.css";

/** One review: stars, title, text (plain text: React escapes it), author, date, size and colour bought. */
export function ReviewCard({ r }: { r: Resena }) {
  return (
    <Box as="li" py="4" borderBottomWidth="1px" data-testid="review">
      <HStack gap="3" wrap="wrap">
        <RatingStars rating={r.calificacion} size="14px" showValue={false} />
        {r.titulo && <Text fontWeight="semibold">{r.titulo}</Text>}
      </HStack>
      {r.texto && (
        <Text mt="2" color="gray.800" className={css.text}>
          {r.texto}
        </Text>
      )}
      <HStack mt="2" gap="2" wrap="wrap" fontSize="sm" color="gray.600">
        <Text fontWeight="medium" color="gray.800">
          {r.autor}
        </Text>
        <Text>· {formatDate(r.fecha)}</Text>
        <Text>
          · Talla: {r.talla} · Color: {r.color}
        </Text>
        {r.compra_verificada && (
          <Badge colorPalette="green" variant="subtle">
            Compra verificada
          </Badge>
        )}
      </HStack>
    </Box>
  );
}
