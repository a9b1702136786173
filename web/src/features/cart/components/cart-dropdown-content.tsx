import { Box, Button, Flex, HStack, Stack, Text, Link } from "@chakra-ui/react";
import { useState } from "react";
import { ClearCartDialog } from "./clear-cart-dialog";
import { Link as RouterLink } from "react-router-dom";
import { cartTotals, formatCents } from "@tienda/shared/rules/pricing";
import { paths } from "@/config/paths";
import { ProductImage } from "@/components/ui/product-image";
import { QuantityControl } from "@/components/ui/quantity-control";
import { TrashIcon, CartIcon } from "@/components/ui/icons";
import { useCart } from "../hooks/use-cart";
import { usePricedLines } from "../hooks/use-priced-lines";


export default function CartDropdownContent() {
  const cart = useCart();
  const lines = usePricedLines(cart.lines);
  const totals = cartTotals(lines.filter((l) => l.producto));
  const [confirm, setConfirm] = useState(false);

  if (!cart.lines.length) {
    return (
      <Stack p="6" align="center" textAlign="center" gap="2">
        <Box color="gray.400" fontSize="4xl">
          <CartIcon />
        </Box>
        <Text fontWeight="semibold">Tu carrito está vacío</Text>
        <Text color="gray.600" fontSize="sm">
          Agrega algunos productos para comenzar
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="0">
      <Box as="ul" maxH="80" overflowY="auto" listStyleType="none" aria-label="Productos en el carrito">
        {lines.map((l) => {
          const name = l.producto?.nombre ?? "Producto";
          return (
            <HStack as="li" key={l.key} gap="3" px="4" py="3" borderBottomWidth="1px" align="flex-start">
              <ProductImage src={l.producto?.imagen} alt={name} w="60px" h="72px" borderRadius="md" flexShrink={0} />
              <Stack gap="1" flex="1" minW="0">
                <Link asChild fontWeight="medium" fontSize="sm" lineClamp={2}>
                  <RouterLink to={paths.product(l.productoId)}>{name}</RouterLink>
                </Link>
                <Text fontSize="xs" color="gray.600">
                  Talla: {l.talla} · Color: {l.color}
                </Text>
                <Flex justify="space-between" align="center">
                  <QuantityControl
                    size="xs"
                    value={l.cantidad}
                    max={Math.max(l.stock, 1)}
                    onChange={(n) => cart.setQuantity(l.key, n, l.stock)}
                    label={name}
                  />
                  <Text fontWeight="semibold" fontSize="sm">
                    {formatCents(l.precioCents * l.cantidad)}
                  </Text>
                </Flex>
              </Stack>
            </HStack>
          );
        })}
      </Box>
      <Stack p="4" gap="3">
        <Flex justify="space-between" fontWeight="semibold">
          <Text>Subtotal</Text>
          <Text data-testid="dropdown-subtotal">{formatCents(totals.subtotalCents)}</Text>
        </Flex>
        <HStack gap="2">
          <Button asChild variant="outline" flex="1" size="sm">
            <RouterLink to={paths.cart}>Ver carrito</RouterLink>
          </Button>
          <Button asChild flex="1" size="sm">
            <RouterLink to={paths.checkout}>Proceder al Pago</RouterLink>
          </Button>
        </HStack>
        <Button variant="ghost" colorPalette="red" size="sm" onClick={() => setConfirm(true)}>
          <TrashIcon /> Vaciar carrito
        </Button>
      </Stack>
      <ClearCartDialog open={confirm} onConfirm={cart.clear} onClose={() => setConfirm(false)} />
    </Stack>
  );
}
