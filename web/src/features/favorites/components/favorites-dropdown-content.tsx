import { Box, Button, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatPrice } from "@tienda/shared/rules/pricing";
import { paths } from "@/config/paths";
import { ProductImage } from "@/components/ui/product-image";
import { HeartIcon, TrashIcon } from "@/components/ui/icons";
import { useProductsByIds } from "@/features/products";
import { useAddToCart, useCart } from "@/features/cart";
import { useFavorites } from "../hooks/use-favorites";

const ConfirmDialog = lazy(() => import("@/components/ui/confirm-dialog"));

export default function FavoritesDropdownContent() {
  const favs = useFavorites();
  const { productos } = useProductsByIds(favs.ids);
  const cart = useCart();
  const addToCart = useAddToCart();
  const [confirm, setConfirm] = useState(false);

  if (!favs.ids.length) {
    return (
      <Stack p="6" align="center" textAlign="center" gap="2">
        <Box color="gray.400" fontSize="4xl">
          <HeartIcon />
        </Box>
        <Text fontWeight="semibold">No tienes favoritos aún</Text>
        <Text color="gray.600" fontSize="sm">
          Guarda productos que te gusten aquí
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="0">
      <Box as="ul" maxH="80" overflowY="auto" listStyleType="none" aria-label="Productos favoritos">
        {productos.map((p) => {
          const inCart = cart.has(p.id);
          return (
            <HStack as="li" key={p.id} gap="3" px="4" py="3" borderBottomWidth="1px">
              <ProductImage src={p.imagen} alt={p.nombre} w="56px" h="68px" borderRadius="md" flexShrink={0} />
              <Stack gap="1" flex="1" minW="0">
                <Link asChild fontWeight="medium" fontSize="sm" lineClamp={2}>
                  <RouterLink to={paths.product(p.id)}>{p.nombre}</RouterLink>
                </Link>
                <Text fontSize="sm" fontWeight="semibold">
                  {formatPrice(p.precio)}
                </Text>
              </Stack>
              <Stack gap="1">
                <Button size="xs" onClick={() => addToCart(p)} disabled={inCart || p.stock <= 0}>
                  {inCart ? "En carrito" : "Agregar"}
                </Button>
                <IconButton size="xs" variant="ghost" aria-label={`Remover ${p.nombre} de favoritos`} title="Remover de favoritos" onClick={() => favs.toggle(p.id)}>
                  <TrashIcon />
                </IconButton>
              </Stack>
            </HStack>
          );
        })}
      </Box>
      <Stack p="4" gap="2">
        <Button asChild size="sm">
          <RouterLink to={paths.favorites}>Ver favoritos</RouterLink>
        </Button>
        <Button variant="ghost" colorPalette="red" size="sm" onClick={() => setConfirm(true)}>
          <TrashIcon /> Limpiar favoritos
        </Button>
      </Stack>
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirm}
            title="Eliminar Favoritos"
            description="¿Estás seguro de que quieres eliminar todos los productos de tu lista de favoritos? Esta acción no se puede deshacer."
            confirmLabel="Eliminar Todo"
            onConfirm={favs.clear}
            onClose={() => setConfirm(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
