import { Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import {
  REVIEW_ORDER_LABELS,
  REVIEW_ORDERS,
  type OrdenResenas,
  type PaginaResenas,
} from "@tienda/shared/schemas/reviews";
import { RatingStars } from "@/components/ui/rating-stars";
import { OptionSelect } from "@/components/ui/option-select";
import { formatNumber, formatRating, plural } from "@/lib/format";
import { reviewsVersion, useProductReviews } from "../api/reviews-api";
import { ReviewCard } from "./review-card";
import css from "./reviews.module.css";

const ORDER_OPTIONS = REVIEW_ORDERS.map((value) => ({ value, label: REVIEW_ORDER_LABELS[value] }));

function Bars({ rows }: { rows: PaginaResenas["distribucion"] }) {
  return (
    <Stack gap="1.5" as="ul" listStyleType="none" aria-label="Distribución de calificaciones">
      {rows.map((r) => (
        <HStack
          as="li"
          key={r.estrellas}
          gap="2"
          fontSize="sm"
          aria-label={`${plural(r.estrellas, "estrella", "estrellas")}: ${r.cantidad}`}
        >
          <Text w="16" flexShrink={0}>
            {plural(r.estrellas, "estrella", "estrellas")}
          </Text>
          <div className={css.bar}>
            <div className={css.barFill} style={{ width: `${r.porcentaje}%` }} />
          </div>
          <Text w="10" textAlign="right" color="gray.600">
            {formatNumber(r.cantidad)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The product page's reviews (issue 36): the average to one decimal, the count, the bars per
 * star and the reviews of verified buyers, newest or most useful first, page after page. The
 * figures are the product's own (the same the cards and filters read).
 */
export default function ProductReviews({
  productId,
  figures,
}: {
  productId: string;
  /** The product's count and rating as its header shows them: the list read is of these. */
  figures: { num_resenas: number; calificacion: number };
}) {
  const [orden, setOrden] = useState<OrdenResenas>("recientes");
  const q = useProductReviews(productId, orden, reviewsVersion(figures));
  const first = q.data?.pages[0];
  const reviews = q.data?.pages.flatMap((p) => p.resenas) ?? [];

  return (
    <Box as="section" mt="16" aria-labelledby="reviews-title" data-testid="product-reviews">
      <Heading id="reviews-title" as="h2" size={{ base: "xl", md: "2xl" }} fontWeight="900" mb="6">
        RESEÑAS DE CLIENTES
      </Heading>
      {q.isError && <Text color="red.600">No se pudieron cargar las reseñas.</Text>}
      {first && (
        <Grid templateColumns={{ base: "1fr", md: "280px 1fr" }} gap="10">
          <Stack gap="3">
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="reviews-average">
              {formatRating(first.promedio)}
            </Text>
            <RatingStars rating={first.promedio} size="20px" showValue={false} />
            <Text color="gray.600" data-testid="reviews-count">
              {first.total > 0 ? plural(first.total, "reseña", "reseñas") : "Este producto aún no tiene reseñas."}
            </Text>
            {first.total > 0 && <Bars rows={first.distribucion} />}
          </Stack>
          <Box>
            {first.total > 0 && (
              <Flex justify="flex-end" mb="2">
                <OptionSelect
                  value={orden}
                  options={ORDER_OPTIONS}
                  onChange={setOrden}
                  maxW="48"
                  size="sm"
                  field={{ "aria-label": "Ordenar reseñas" }}
                />
              </Flex>
            )}
            <Stack as="ul" listStyleType="none" gap="0">
              {reviews.map((r) => (
                <ReviewCard key={r.id} r={r} />
              ))}
            </Stack>
            {q.hasNextPage && (
              <Button mt="4" variant="outline" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
                Ver más reseñas
              </Button>
            )}
          </Box>
        </Grid>
      )}
    </Box>
  );
}
