import { Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { AlertaStock } from "@tienda/shared/schemas/admin-dashboard";
import { ProductImage } from "@/components/ui/product-image";
import { paths } from "@/config/paths";
import { plural } from "@/lib/format";
import { StockBadge, StockDialog } from "../../products/components/stock-dialog";
import { useAlerts } from "../api/dashboard-api";
import { totalWaiting, useRestockDemand } from "../../products/api/restock-demand-api";
import { Panel, PanelLink, PanelList } from "./panel";

/** The five variants lowest in stock; 'Reabastecer' opens that product's stock editor in place. */
export function StockAlerts() {
  const alerts = useAlerts();
  const rows = alerts.data?.stock_bajo.slice(0, 5) ?? [];
  const inv = alerts.data?.inventario;
  // A store without products has no inventory to speak of: the panel says so and points to them.
  const noProducts = inv?.totalProductos === 0;
  // Shoppers waiting for sold-out sizes ('Avísame cuando llegue'): the list says which to restock.
  const waiting = totalWaiting(useRestockDemand().data);
  const [restock, setRestock] = useState<{ id: string; nombre: string; trigger: HTMLElement } | null>(null);
  const [restockOpen, setRestockOpen] = useState(false);
  const open = (a: AlertaStock, trigger: HTMLElement) => {
    setRestock({ id: a.productoId, nombre: a.nombre, trigger });
    setRestockOpen(true);
  };
  return (
    <Panel
      query={alerts}
      title="Alertas de stock"
      testId="alertas-stock"
      action={<PanelLink to={`${paths.adminProducts}?stock=bajo`}>Ver inventario</PanelLink>}
    >
      <Stack gap="3">
        {inv && !noProducts && (
          <Text fontSize="xs" color="gray.600">
            {plural(inv.stockBajo, "producto con stock bajo", "productos con stock bajo")} ·{" "}
            {plural(inv.sinStock, "agotado", "agotados")}
          </Text>
        )}
        {waiting > 0 && (
          <Text fontSize="sm" data-testid="personas-esperan">
            <Link asChild fontWeight="semibold" textDecoration="underline" color="orange.700">
              <RouterLink to={paths.adminRestockDemand}>
                {plural(waiting, "persona espera", "personas esperan")}
              </RouterLink>
            </Link>{" "}
            una talla agotada
          </Text>
        )}
        <PanelList
          rows={rows}
          empty={
            noProducts
              ? "Aún no hay productos activos: las alertas aparecerán cuando los tengas."
              : "Todo el inventario está por encima de 10 unidades."
          }
          gap="2"
        >
          {(a) => (
            <HStack as="li" key={`${a.productoId}-${a.talla}-${a.color}`} gap="3" data-testid="alerta-stock">
              <ProductImage src={a.imagen} alt="" w="9" h="11" borderRadius="sm" flexShrink={0} />
              <Box minW="0" flex="1">
                <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                  {a.nombre}
                </Text>
                <HStack gap="1.5" fontSize="xs" color="gray.600" wrap="wrap">
                  <Text>
                    {a.talla} · {a.color} · {plural(a.stock, "ud.", "uds.")}
                  </Text>
                  <StockBadge stock={a.stock} />
                </HStack>
              </Box>
              <Button
                size="xs"
                variant="outline"
                onClick={(e) => open(a, e.currentTarget)}
                aria-label={`Reabastecer ${a.nombre}`}
              >
                Reabastecer
              </Button>
            </HStack>
          )}
        </PanelList>
      </Stack>
      <StockDialog
        open={restockOpen}
        productId={restock?.id ?? null}
        nombre={restock?.nombre}
        onClose={() => setRestockOpen(false)}
        finalFocusEl={() => (restock?.trigger.isConnected ? restock.trigger : null)}
      />
    </Panel>
  );
}
