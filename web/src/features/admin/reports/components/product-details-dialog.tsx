import { Button, Dialog, Grid, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { ProductoVendido } from "@tienda/shared/schemas/stats";
import { ProductImage } from "@/components/ui/product-image";
import { paths } from "@/config/paths";
import { formatNumber, formatPrice, plural } from "@/lib/format";
import { useAdminProduct } from "../../products/api/admin-products-api";
import { StockBadge } from "../../products/components/stock-dialog";
import { AppDialog, DialogDismiss } from "@/components/ui/app-dialog";

/** One term and its value in the dialog's list. */
function Fact({ term, children, strong }: { term: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <>
      <Text as="dt" color="gray.600">
        {term}
      </Text>
      <Text as="dd" fontWeight={strong ? "semibold" : undefined}>
        {children}
      </Text>
    </>
  );
}

/**
 * 'Ver' of a best or slow seller: its figures of the period and, while the product is still for
 * sale, its price, category and stock, with the way to manage it or put it on offer.
 */
export function ProductDetailsDialog({
  p,
  open,
  onClose,
  onOffer,
}: {
  p: ProductoVendido | null;
  open: boolean;
  onClose: () => void;
  onOffer: (p: ProductoVendido) => void;
}) {
  const product = useAdminProduct(open && p ? p.idProducto : null);
  const d = product.data;
  return (
    <AppDialog open={open} onClose={onClose} title={p?.nombre} contentProps={{ mx: "4" }}>
      <Dialog.Body>
        {p && (
          <Stack gap="4">
            <HStack gap="4" align="flex-start">
              <ProductImage src={p.imagen} alt={p.nombre} w="24" h="28" flexShrink={0} borderRadius="md" />
              <Grid as="dl" templateColumns="max-content 1fr" columnGap="3" rowGap="1" fontSize="sm">
                <Fact term="Unidades vendidas" strong>
                  {formatNumber(p.unidadesVendidas)}
                </Fact>
                <Fact term="Ingresos" strong>
                  {formatPrice(p.ingresos)}
                </Fact>
                {d && (
                  <>
                    <Fact term="Precio">
                      {formatPrice(d.precio)}
                      {d.porcentaje_descuento > 0 && ` (-${d.porcentaje_descuento}%)`}
                    </Fact>
                    <Fact term="Categoría">{d.categoria_nombre}</Fact>
                    <Fact term="Stock">
                      {plural(d.stock, "ud.", "uds.")}{" "}
                      <StockBadge stock={Math.min(...d.variantes.map((v) => v.stock), d.stock)} />
                    </Fact>
                  </>
                )}
              </Grid>
            </HStack>
            {product.isLoading && <Skeleton h="6" />}
            {product.isError && (
              <Text fontSize="sm" color="gray.600">
                Este producto ya no está a la venta.
              </Text>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="2">
        {d && (
          <Button variant="ghost" asChild mr="auto">
            <RouterLink to={`${paths.adminProducts}?q=${encodeURIComponent(d.nombre)}`}>Gestionar producto</RouterLink>
          </Button>
        )}
        <DialogDismiss>Cerrar</DialogDismiss>
        {p && d && (
          <Button colorPalette="red" onClick={() => onOffer(p)}>
            Crear Oferta
          </Button>
        )}
      </Dialog.Footer>
    </AppDialog>
  );
}
