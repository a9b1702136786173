import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { EstadisticasVentas, ProductoVendido } from "@tienda/shared/schemas/stats";
import { ProductImage } from "@/components/ui/product-image";
import { paths } from "@/config/paths";
import { formatPrice, plural } from "@/lib/format";
import { PercentIcon } from "./admin-page-icons";
import { Panel, PanelLink, PanelLines, PanelList } from "./panel";

type Stats = EstadisticasVentas | undefined;

/** A product's name with its units and revenue of the period. */
export function SellerFigures({ p, lineClamp }: { p: ProductoVendido; lineClamp: number }) {
  return (
    <Box minW="0" flex="1">
      <Text fontSize="sm" fontWeight="medium" lineClamp={lineClamp}>
        {p.nombre}
      </Text>
      <Text fontSize="xs" color="gray.600">
        {plural(p.unidadesVendidas, "ud.", "uds.")} · {formatPrice(p.ingresos)}
      </Text>
    </Box>
  );
}

/** A ranked list of products with their units and revenue. */
function ProductRows({ rows, empty, testId }: { rows: readonly ProductoVendido[]; empty: string; testId: string }) {
  return (
    <PanelList rows={rows} empty={empty} as="ol" gap="2" data-testid={testId}>
      {(p, i) => (
        <HStack as="li" key={p.idProducto} gap="3">
          <Text w="4" fontWeight="bold" color="gray.500" fontSize="sm" flexShrink={0}>
            {i + 1}
          </Text>
          <ProductImage src={p.imagen} alt="" w="9" h="11" borderRadius="sm" flexShrink={0} />
          <SellerFigures p={p} lineClamp={1} />
        </HStack>
      )}
    </PanelList>
  );
}

/** The period's five best sellers. */
export function TopSellersPanel({ s }: { s: Stats }) {
  return (
    <Panel
      title="Productos más vendidos"
      testId="top-productos"
      action={<PanelLink to={paths.adminReports}>Ver reportes</PanelLink>}
    >
      {s ? (
        <ProductRows rows={s.productosMasVendidos.slice(0, 5)} empty="Sin ventas en el periodo." testId="top-lista" />
      ) : (
        <PanelLines n={5} />
      )}
    </Panel>
  );
}

/** The period's four slowest sellers, and the way to the reports, where offers are made. */
export function SlowSellersPanel({ s }: { s: Stats }) {
  return (
    <Panel title="Productos con pocas ventas" testId="pocas-ventas">
      {s ? (
        <Stack gap="3">
          <ProductRows
            rows={s.productosPocoVendidos.slice(0, 4)}
            empty="Todos los productos se venden."
            testId="lentos-lista"
          />
          <Button size="xs" variant="outline" asChild alignSelf="flex-start">
            <RouterLink to={paths.adminReports}>
              <PercentIcon /> Crear ofertas desde Reportes
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <PanelLines />
      )}
    </Panel>
  );
}
