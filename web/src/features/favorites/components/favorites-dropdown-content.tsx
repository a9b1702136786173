import { Button, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatPrice } from "@tienda/shared/rules/pricing";
import { paths } from "@/config/paths";
import { ProductImage } from "@/components/ui/product-image";
import { DropdownPanel } from "@/components/ui/dropdown-panel";
import { HeartIcon, TrashIcon } from "@/components/ui/icons";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { useProductsByIds } from "@/features/products";
import { useAddToCart, useCart } from "@/features/cart";
import { useFavorites } from "../hooks/use-favorites";

export default function FavoritesDropdownContent() {
  const favs = useFavorites();
  const { productos } = useProductsByIds(favs.ids);
  const cart = useCart();
  const addToCart = useAddToCart();
  const [confirm, setConfirm] = useState(false);

  return (
    <DropdownPanel
      empty={
        favs.ids.length
          ? undefined
          : { icon: <HeartIcon />, title: "No tienes favoritos aún", hint: "Guarda productos que te gusten aquí" }
      }
      label="Productos favoritos"
      footer={
        <>
          <Stack p="4" gap="2">
            <Button asChild size="sm">
              <RouterLink to={paths.favorites}>Ver favoritos</RouterLink>
            </Button>
            <Button variant="ghost" colorPalette="red" size="sm" onClick={() => setConfirm(true)}>
              <TrashIcon /> Limpiar favoritos
            </Button>
          </Stack>
          <LazyConfirmDialog
            open={confirm}
            title="Eliminar Favoritos"
            description="¿Estás seguro de que quieres eliminar todos los productos de tu lista de favoritos? Esta acción no se puede deshacer."
            confirmLabel="Eliminar Todo"
            onConfirm={favs.clear}
            onClose={() => setConfirm(false)}
          />
        </>
      }
    >
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
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remover ${p.nombre} de favoritos`}
                title="Remover de favoritos"
                onClick={() => favs.toggle(p.id)}
              >
                <TrashIcon />
              </IconButton>
            </Stack>
          </HStack>
        );
      })}
    </DropdownPanel>
  );
}
