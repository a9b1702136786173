import { HStack, Text, Box } from "@chakra-ui/react";
import { StarIcon } from "./shell-icons";
import { formatRating } from "@/lib/format";

/** 5-star scale with half-star fill; rating 0 reads 'Sin rating' (storefront spec). */
export function RatingStars({ rating, size = "14px", showValue = true, count }: { rating: number; size?: string; showValue?: boolean; count?: number }) {
  const r = Number.isFinite(rating) ? Math.max(0, Math.min(5, rating)) : 0;
  if (!r) {
    return (
      <Text fontSize="sm" color="gray.600">
        Sin rating
      </Text>
    );
  }
  const label = `Calificación ${formatRating(r)} de 5`;
  return (
    <HStack gap="1" aria-label={label} role="img">
      <HStack gap="0.5">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, r - i));
          const pct = fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0;
          return (
            <Box key={i} position="relative" width={size} height={size} color="gray.300">
              <StarIcon size={size} />
              <Box position="absolute" inset="0" overflow="hidden" width={`${pct}%`} color="orange.400">
                <StarIcon size={size} />
              </Box>
            </Box>
          );
        })}
      </HStack>
      {showValue && (
        <Text fontSize="sm" color="gray.700" aria-hidden="true">
          {formatRating(r)}
          {count !== undefined ? ` (${count})` : ""}
        </Text>
      )}
    </HStack>
  );
}
