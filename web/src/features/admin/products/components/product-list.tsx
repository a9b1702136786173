import { AdminCard, AdminTable } from "../../shell";
import { Badge, Box, Button, Grid, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { ProductImage } from "@/components/ui/product-image";
import { CheckIcon, TrashIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { formatPrice, plural } from "@/lib/format";
import { BanIcon, EditIcon, LayersIcon, PercentIcon } from "../../dashboard/components/admin-page-icons";
import { productOffer } from "../lib/offer";
import { useRestockDemand, waitingFor } from "../api/restock-demand-api";
import { LOW_STOCK_BELOW } from "../lib/stock";
import { StockBadge } from "./stock-dialog";
import { PriceEdit } from "./price-edit";

export type ProductRowAction = "oferta" | "stock" | "editar" | "activo" | "eliminar";
export type OnProductAction = (p: Producto, a: ProductRowAction, trigger: HTMLElement) => void;

/** The id of a row's action button (focus goes back to it when a dialog closes). */
export const actionId = (p: Producto, a: ProductRowAction) => `producto-${p.id}-${a}`;

/** Price, offer and state: the admin list shows inactive products and scheduled offers too. */
function Precio({ p }: { p: Producto }) {
  const offer = productOffer(p);
  return (
    <Box>
      <HStack gap="1.5" align="baseline" wrap="wrap">
        <Text fontWeight="bold" data-testid="admin-precio">
          {formatPrice(p.precio)}
        </Text>
        <PriceEdit p={p} />
        {p.porcentaje_descuento > 0 && (
          <Text as="s" color="gray.600" fontSize="sm">
            {formatPrice(p.precio_original)}
          </Text>
        )}
      </HStack>
      <HStack gap="1" wrap="wrap">
        {p.porcentaje_descuento > 0 && (
          <Badge colorPalette="red" variant="solid" size="sm" data-testid="admin-oferta">
            -{p.porcentaje_descuento}%
          </Badge>
        )}
        {offer?.estado === "programada" && (
          <Badge colorPalette="orange" variant="subtle" size="sm" data-testid="admin-oferta-programada">
            Programada -{offer.porcentaje}%
          </Badge>
        )}
        {!p.activo && (
          <Badge colorPalette="gray" variant="solid" size="sm" data-testid="admin-inactivo">
            Inactivo
          </Badge>
        )}
      </HStack>
    </Box>
  );
}

function Actions({ p, onAction, grid }: { p: Producto; onAction: OnProductAction; grid?: boolean }) {
  const btn = (a: ProductRowAction, label: string, icon: React.ReactNode, color?: string) => (
    <Button
      id={actionId(p, a)}
      size="xs"
      variant="outline"
      bg="white"
      colorPalette={color}
      onClick={(e) => onAction(p, a, e.currentTarget)}
      aria-label={`${label}: ${p.nombre}`}
      data-testid={`accion-${a}`}
    >
      {icon}
      {label}
    </Button>
  );
  const buttons = [
    btn("oferta", "Oferta", <PercentIcon />),
    btn("stock", "Stock", <LayersIcon />),
    btn("editar", "Editar", <EditIcon />),
    p.activo ? btn("activo", "Desactivar", <BanIcon />) : btn("activo", "Activar", <CheckIcon />, "green"),
    btn("eliminar", "Eliminar", <TrashIcon />, "red"),
  ];
  return grid ? (
    <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="1.5">
      {buttons}
    </Grid>
  ) : (
    <HStack gap="1" wrap="wrap">
      {buttons}
    </HStack>
  );
}

function Variantes({ p }: { p: Producto }) {
  const low = p.variantes.filter((v) => v.stock < LOW_STOCK_BELOW).length;
  // Each sold-out variant someone waits for ('Avísame'), with how many wait (one shared query).
  const waiting = waitingFor(useRestockDemand().data, p.id);
  const asked = p.variantes.filter((v) => v.stock <= 0 && (waiting.get(`${v.talla}|${v.color}`) ?? 0) > 0);
  return (
    <Box fontSize="sm">
      <HStack gap="1.5" wrap="wrap">
        <Text color="gray.700">{plural(p.stock, "ud.", "uds.")}</Text>
        <StockBadge stock={p.stock} testId="admin-stock-badge" />
      </HStack>
      {low > 0 && (
        <Text fontSize="xs" color="red.700" mt="0.5" data-testid="variantes-bajas">
          {plural(low, "variante", "variantes")} con menos de {LOW_STOCK_BELOW} uds.
        </Text>
      )}
      {asked.map((v) => (
        <Text key={`${v.talla}|${v.color}`} fontSize="xs" color="orange.700" data-testid="variante-esperando">
          {v.talla} · {v.color}: {plural(waiting.get(`${v.talla}|${v.color}`) ?? 0, "espera", "esperan")}
        </Text>
      ))}
    </Box>
  );
}

export function ProductCards({ rows, onAction }: { rows: readonly Producto[]; onAction: OnProductAction }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{
        base: "minmax(0, 1fr)",
        sm: "repeat(2, minmax(0, 1fr))",
        lg: "repeat(3, minmax(0, 1fr))",
        "2xl": "repeat(4, minmax(0, 1fr))",
      }}
      gap="4"
      data-testid="admin-products-cards"
    >
      {rows.map((p) => (
        <AdminCard
          key={p.id}
          p="0"
          overflow="hidden"
          display="flex"
          flexDirection="column"
          data-testid="admin-product"
          data-id={p.id}
        >
          <HStack gap="3" p="3" align="flex-start">
            <ProductImage src={p.imagen} alt={p.nombre} w="20" h="24" flexShrink={0} borderRadius="md" />
            <Stack gap="1" minW="0" flex="1">
              <Text fontWeight="semibold" lineClamp={2} asChild>
                <RouterLink to={paths.product(p.id)} target="_blank" rel="noopener">
                  {p.nombre}
                </RouterLink>
              </Text>
              <Text fontSize="xs" color="gray.600" truncate>
                {[p.categoria_nombre, p.estilo_nombre].filter(Boolean).join(" · ")}
              </Text>
              <Precio p={p} />
            </Stack>
          </HStack>
          <Box px="3" pb="2">
            <Variantes p={p} />
          </Box>
          <Box mt="auto" borderTopWidth="1px" p="2" bg="gray.50">
            <Actions p={p} onAction={onAction} grid />
          </Box>
        </AdminCard>
      ))}
    </Grid>
  );
}

export function ProductTable({ rows, onAction }: { rows: readonly Producto[]; onAction: OnProductAction }) {
  return (
    <AdminTable
      caption="Productos"
      testId="admin-products-table"
      head={["Producto", "Categoría", "Precio", "Stock", "Acciones"]}
    >
      {rows.map((p) => (
        <Table.Row key={p.id} data-testid="admin-product" data-id={p.id}>
          <Table.Cell minW="56">
            <HStack gap="3">
              <ProductImage src={p.imagen} alt="" w="10" h="12" flexShrink={0} borderRadius="sm" />
              <Box minW="0">
                <Text fontWeight="medium" lineClamp={2}>
                  {p.nombre}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {p.marca_nombre}
                </Text>
              </Box>
            </HStack>
          </Table.Cell>
          <Table.Cell fontSize="sm">
            {p.categoria_nombre}
            <Text fontSize="xs" color="gray.600">
              {p.estilo_nombre}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Precio p={p} />
          </Table.Cell>
          <Table.Cell>
            <Variantes p={p} />
          </Table.Cell>
          <Table.Cell>
            <Actions p={p} onAction={onAction} />
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminTable>
  );
}

export function ProductsSkeleton({ table }: { table: boolean }) {
  if (table) return <Skeleton h="96" borderRadius="lg" />;
  return (
    <Grid
      templateColumns={{ base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
      gap="4"
      aria-busy="true"
      aria-label="Cargando productos..."
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h="44" borderRadius="lg" />
      ))}
    </Grid>
  );
}
