import { Badge, Box, Flex, HStack, IconButton, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { productBadges, type BadgeKind } from "@tienda/shared/rules/badges";
import { discountPercent, formatPrice } from "@tienda/shared/rules/pricing";
import { paths } from "@/config/paths";
import { ProductImage } from "@/components/ui/product-image";
import { RatingStars } from "@/components/ui/rating-stars";
import { CartIcon, HeartFilledIcon, HeartIcon } from "@/components/ui/shell-icons";
import { formatNumber } from "@/lib/format";

const BADGE_COLOR: Record<BadgeKind, string> = {
  nuevo: "green",
  ultimos: "orange",
  agotado: "gray",
  popular: "purple",
};

export interface ProductCardProps {
  producto: Producto;
  isFavorite: boolean;
  onToggleFavorite: (p: Producto) => void;
  onAddToCart: (p: Producto) => void;
  /** The first row of a page loads its images eagerly (LCP). */
  eager?: boolean;
  now?: Date;
}

/**
 * Product card (storefront spec): fixed 460 px height, hover (or focus) reveals the favourite
 * and cart buttons, badges, rating or 'Sin rating', 'agregados' count, price and discount.
 */
export const ProductCard = memo(function ProductCard({
  producto: p,
  isFavorite,
  onToggleFavorite,
  onAddToCart,
  eager,
  now,
}: ProductCardProps) {
  const badges = productBadges(p, now);
  const pct = discountPercent(p.precio_original, p.precio);
  const soldOut = p.stock <= 0;

  return (
    <LinkBox
      as="article"
      h="460px"
      display="flex"
      flexDirection="column"
      borderRadius="lg"
      overflow="hidden"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: "md" }}
      className="group"
      data-testid="product-card"
    >
      <Box position="relative" flex="1" minH="0">
        <ProductImage src={p.imagen} alt={p.nombre} eager={eager} h="100%" w="100%" />
        <Stack position="absolute" top="2" left="2" gap="1" align="flex-start">
          {badges.map((b) => (
            <Badge key={b.kind} colorPalette={BADGE_COLOR[b.kind]} variant="solid" bg="colorPalette.700" size="sm">
              {b.label}
            </Badge>
          ))}
          {/* Narrow cards: the discount goes under the other badges instead of beside them. */}
          {pct > 0 && (
            <Badge display={{ base: "inline-flex", md: "none" }} colorPalette="red" variant="solid" size="sm">
              -{pct}%
            </Badge>
          )}
        </Stack>
        {pct > 0 && (
          <Badge
            display={{ base: "none", md: "inline-flex" }}
            position="absolute"
            top="2"
            right="2"
            colorPalette="red"
            variant="solid"
            size="sm"
          >
            -{pct}%
          </Badge>
        )}
        <HStack
          position="absolute"
          bottom="2"
          right="2"
          gap="2"
          zIndex="1"
          opacity={{ base: 1, md: 0 }}
          transform={{ base: "none", md: "translateY(6px)" }}
          transition="opacity 0.2s, transform 0.2s"
          _groupHover={{ opacity: 1, transform: "none" }}
          _groupFocusWithin={{ opacity: 1, transform: "none" }}
        >
          <IconButton
            size="sm"
            borderRadius="full"
            bg="white"
            color={isFavorite ? "red.600" : "gray.800"}
            boxShadow="sm"
            _hover={{ bg: "gray.100" }}
            aria-label={isFavorite ? `Quitar ${p.nombre} de favoritos` : `Agregar ${p.nombre} a favoritos`}
            aria-pressed={isFavorite}
            onClick={() => onToggleFavorite(p)}
          >
            {isFavorite ? <HeartFilledIcon /> : <HeartIcon />}
          </IconButton>
          <IconButton
            size="sm"
            borderRadius="full"
            aria-label={soldOut ? `${p.nombre} agotado` : `Agregar ${p.nombre} al carrito`}
            disabled={soldOut}
            onClick={() => onAddToCart(p)}
            data-testid="card-add-to-cart"
          >
            <CartIcon />
          </IconButton>
        </HStack>
      </Box>
      <Stack gap="1" p="3" flexShrink={0}>
        <Text fontSize="xs" color="gray.600" textTransform="uppercase" letterSpacing="wide" truncate>
          {p.categoria_nombre}
        </Text>
        <LinkOverlay asChild>
          <RouterLink to={paths.product(p.id)}>
            <Text as="h3" fontWeight="semibold" fontSize="sm" lineHeight="1.25rem" lineClamp={2} minH="2.5rem">
              {p.nombre}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <RatingStars rating={p.calificacion} size="12px" />
          {p.contador_carrito > 0 && (
            <Text fontSize="xs" color="gray.600">
              {formatNumber(p.contador_carrito)} agregados
            </Text>
          )}
        </Flex>
        <HStack gap="2" align="baseline">
          <Text fontWeight="bold" fontSize="lg" data-testid="card-price">
            {formatPrice(p.precio)}
          </Text>
          {pct > 0 && (
            <Text as="s" color="gray.600" fontSize="sm">
              {formatPrice(p.precio_original)}
            </Text>
          )}
        </HStack>
      </Stack>
    </LinkBox>
  );
});
