import { METODO_ENVIO_LABEL, METODOS_ENVIO } from "@tienda/shared/rules/pricing";
import {
  Box,
  Button,
  Dialog,
  Field,
  Grid,
  HStack,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import type { EstadisticasVentas, ProductoVendido } from "@tienda/shared/schemas/stats";
import { ProductImage } from "@/components/ui/product-image";
import { ErrorState } from "@/components/ui/states";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatNumber, formatPrice } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { notify } from "@/lib/notify";
import { AdminGuard, DownloadIcon, AdminPageHeader, AdminRefreshButton, AdminBackLink } from "../../shell";
import { useSalesStats } from "../../dashboard/api/dashboard-api";
import {
  BagIcon,
  DollarIcon,
  EyeIcon,
  LayersIcon,
  PercentIcon,
  TargetIcon,
} from "../../dashboard/components/admin-page-icons";
import { LazyMonthlySalesChart } from "../../dashboard/components/lazy-charts";
import { Panel, StatCard, StatGrid } from "../../dashboard/components/stat-card";
import { goalProgress } from "../../dashboard/lib/dashboard";
import { downloadText } from "../../dashboard/lib/download";
import { cambio, fecha, mesCorto, porcentaje } from "../../dashboard/lib/format";
import { useAdminProduct } from "../../products/api/admin-products-api";
import { StockBadge } from "../../products/components/stock-dialog";
import {
  buildReport,
  fillMonths,
  parseReportPeriod,
  REPORT_PERIODS,
  reportFileName,
  reportJson,
  sortSellers,
  type ReportPeriod,
  type SellerSort,
} from "../lib/report";
import { ScheduledOfferDialog } from "./scheduled-offer-dialog";

function Metric({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="gray.50" data-testid={testId}>
      <Text fontSize="sm" color="gray.700">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid="valor">
        {value}
      </Text>
      {detail && (
        <Text fontSize="xs" color="gray.600">
          {detail}
        </Text>
      )}
    </Box>
  );
}

function Performance({ s }: { s: EstadisticasVentas }) {
  const goal = goalProgress(s.metaMensual);
  return (
    <Stack gap="4">
      <Grid templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="3">
        <Metric
          label="Conversión"
          value={porcentaje(s.conversion)}
          detail={`${formatNumber(s.pedidosPagados)} de ${formatNumber(s.pedidosTotales)} pedidos pagados`}
          testId="metrica-conversion"
        />
        <Metric
          label="Pagos rechazados"
          value={porcentaje(s.tasaRechazo)}
          detail="De los pagos revisados"
          testId="metrica-rechazo"
        />
        <Metric
          label="Pedidos pagados"
          value={formatNumber(s.pedidosPagados)}
          detail={cambio(s.cambioPedidos).text.replace("vs periodo anterior", "pedidos vs periodo anterior")}
          testId="metrica-pagados"
        />
        {METODOS_ENVIO.map((m) => (
          <Metric
            key={m}
            label={METODO_ENVIO_LABEL[m]}
            value={formatNumber(s.envios[m].pedidos)}
            detail={`Pedidos pagados; ${formatPrice(s.envios[m].ingresos)} cobrados de envío`}
            testId={`metrica-envio-${m}`}
          />
        ))}
      </Grid>
      <Box>
        <HStack justify="space-between" fontSize="sm" mb="1" wrap="wrap">
          <Text fontWeight="medium">Meta mensual de ventas</Text>
          <Text color="gray.700">
            {formatPrice(goal.ventas)} de {formatPrice(goal.meta)} ({porcentaje(goal.porcentaje)})
          </Text>
        </HStack>
        <Box
          h="3"
          bg="gray.100"
          borderRadius="full"
          overflow="hidden"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={goal.barra}
          aria-label="Meta mensual"
        >
          <Box h="full" w={`${goal.barra}%`} bg={goal.cumplida ? "green.500" : "blue.500"} />
        </Box>
      </Box>
    </Stack>
  );
}

function Sellers({
  title,
  rows,
  order,
  onView,
  onOffer,
  testId,
}: {
  title: string;
  rows: readonly ProductoVendido[];
  order: "desc" | "asc";
  onView: (p: ProductoVendido) => void;
  onOffer: (p: ProductoVendido) => void;
  testId: string;
}) {
  const [by, setBy] = useState<SellerSort>("unidades");
  const sorted = sortSellers(rows, by, order);
  return (
    <Panel
      title={title}
      testId={testId}
      action={
        <HStack gap="1" role="group" aria-label={`Ordenar ${title.toLowerCase()}`}>
          {(["unidades", "ingresos"] as const).map((k) => (
            <Button
              key={k}
              size="xs"
              variant={by === k ? "solid" : "outline"}
              aria-pressed={by === k}
              onClick={() => setBy(k)}
            >
              {k === "unidades" ? "Unidades" : "Ingresos"}
            </Button>
          ))}
        </HStack>
      }
    >
      {sorted.length === 0 ? (
        <Text color="gray.600" fontSize="sm">
          Sin ventas en el periodo.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {sorted.map((p, i) => (
            <HStack
              as="li"
              key={p.idProducto}
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="2"
              data-testid="vendido"
              align="center"
            >
              <Text w="5" textAlign="center" fontWeight="bold" color="gray.600" flexShrink={0}>
                {i + 1}
              </Text>
              <ProductImage src={p.imagen} alt="" w="10" h="12" flexShrink={0} borderRadius="sm" />
              <Box minW="0" flex="1">
                <Text fontWeight="medium" fontSize="sm" lineClamp={2}>
                  {p.nombre}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {formatNumber(p.unidadesVendidas)} uds. · {formatPrice(p.ingresos)}
                </Text>
              </Box>
              <HStack gap="1" flexShrink={0} wrap="wrap" justify="flex-end">
                <Button size="xs" variant="outline" onClick={() => onView(p)} aria-label={`Ver ${p.nombre}`}>
                  <EyeIcon /> Ver
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onOffer(p)}
                  aria-label={`Crear oferta para ${p.nombre}`}
                >
                  <PercentIcon /> Crear Oferta
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function DetailsDialog({
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
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{p?.nombre}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {p && (
                <Stack gap="4">
                  <HStack gap="4" align="flex-start">
                    <ProductImage src={p.imagen} alt={p.nombre} w="24" h="28" flexShrink={0} borderRadius="md" />
                    <Grid as="dl" templateColumns="max-content 1fr" columnGap="3" rowGap="1" fontSize="sm">
                      <Text as="dt" color="gray.600">
                        Unidades vendidas
                      </Text>
                      <Text as="dd" fontWeight="semibold">
                        {formatNumber(p.unidadesVendidas)}
                      </Text>
                      <Text as="dt" color="gray.600">
                        Ingresos
                      </Text>
                      <Text as="dd" fontWeight="semibold">
                        {formatPrice(p.ingresos)}
                      </Text>
                      {d && (
                        <>
                          <Text as="dt" color="gray.600">
                            Precio
                          </Text>
                          <Text as="dd">
                            {formatPrice(d.precio)}
                            {d.porcentaje_descuento > 0 && ` (-${d.porcentaje_descuento}%)`}
                          </Text>
                          <Text as="dt" color="gray.600">
                            Categoría
                          </Text>
                          <Text as="dd">{d.categoria_nombre}</Text>
                          <Text as="dt" color="gray.600">
                            Stock
                          </Text>
                          <Text as="dd">
                            {formatNumber(d.stock)} uds.{" "}
                            <StockBadge stock={Math.min(...d.variantes.map((v) => v.stock), d.stock)} />
                          </Text>
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
                  <RouterLink to={`${paths.adminProducts}?q=${encodeURIComponent(d.nombre)}`}>
                    Gestionar producto
                  </RouterLink>
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cerrar</Button>
              </Dialog.ActionTrigger>
              {p && d && (
                <Button colorPalette="red" onClick={() => onOffer(p)}>
                  Crear Oferta
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ReportsView() {
  const [params, setParams] = useSearchParams();
  const periodo = parseReportPeriod(params.get("periodo"));
  const stats = useSalesStats(periodo);
  const s = stats.data;
  const [view, setView] = useState<ProductoVendido | null>(null);
  const [offer, setOffer] = useState<ProductoVendido | null>(null);
  const months = useMemo(() => (s ? fillMonths(s.desde, s.hasta, s.datosMensuales) : []), [s]);
  const loading = !s && !stats.isError;

  const exportJson = () => {
    if (!s) return;
    const now = new Date();
    downloadText(reportJson(buildReport(s, periodo, now)), reportFileName(now), "application/json;charset=utf-8");
    notify("Reporte exportado correctamente", "success", 4000, reportFileName(now));
  };

  const summary = months.length
    ? `Ventas por mes: ${months.map((m) => `${mesCorto(m.mes)} ${formatPrice(m.ventas)}`).join("; ")}.`
    : "Sin ventas en el periodo.";

  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <AdminPageHeader
        crumb="Reportes"
        title="Reportes de Ventas"
        descriptionTestId="periodo"
        description={
          s
            ? `Periodo: ${fecha(`${s.desde}T12:00:00Z`)} – ${fecha(`${s.hasta}T12:00:00Z`)}`
            : "Ventas, pedidos y productos del periodo."
        }
        actionsAlign="flex-end"
        actions={
          <>
            <Field.Root w="auto">
              <Field.Label fontSize="sm" srOnly>
                Periodo
              </Field.Label>
              <NativeSelect.Root size="sm" w="44">
                <NativeSelect.Field
                  value={periodo}
                  onChange={(e) =>
                    setParams(e.currentTarget.value === "1month" ? {} : { periodo: e.currentTarget.value }, {
                      replace: true,
                    })
                  }
                  aria-label="Periodo"
                  data-testid="reporte-periodo"
                >
                  {REPORT_PERIODS.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <AdminRefreshButton onRefresh={() => void stats.refetch()} busy={stats.isFetching} testId="actualizar" />
            <Button
              size="sm"
              variant="outline"
              onClick={exportJson}
              disabled={!s || stats.isPlaceholderData}
              data-testid="exportar-reporte"
            >
              <DownloadIcon /> Exportar
            </Button>
            <AdminBackLink />
          </>
        }
      />

      {stats.isError && !s ? (
        <ErrorState
          title="Error al cargar las estadísticas"
          message={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Box opacity={stats.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={stats.isFetching}>
          <Stack gap={{ base: "4", md: "6" }}>
            <StatGrid label="Resumen del periodo">
              <StatCard
                label="Ventas Totales"
                value={s ? formatPrice(s.ventasTotales) : null}
                change={s?.cambioVentas}
                accent="green.500"
                icon={<DollarIcon />}
                loading={loading}
                testId="reporte-ventas"
              />
              <StatCard
                label="Pedidos"
                value={s ? formatNumber(s.pedidosTotales) : null}
                change={s?.cambioPedidos}
                accent="blue.500"
                icon={<BagIcon />}
                loading={loading}
                testId="reporte-pedidos"
              />
              <StatCard
                label="Valor Promedio"
                value={s ? formatPrice(s.valorPromedioPedido) : null}
                hint="Por pedido pagado"
                accent="purple.500"
                icon={<TargetIcon />}
                loading={loading}
                testId="reporte-promedio"
              />
              <StatCard
                label="Unidades Vendidas"
                value={s ? formatNumber(s.unidadesVendidas) : null}
                hint="En pedidos pagados"
                accent="orange.500"
                icon={<LayersIcon />}
                loading={loading}
                testId="reporte-unidades"
              />
            </StatGrid>

            <Grid
              templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 3fr) minmax(0, 2fr)" }}
              gap={{ base: "4", md: "6" }}
            >
              <Panel title="Ventas mensuales">
                {s ? <LazyMonthlySalesChart data={months} summary={summary} /> : <Skeleton h="280px" />}
              </Panel>
              <Panel title="Resumen de rendimiento">{s ? <Performance s={s} /> : <Skeleton h="48" />}</Panel>
            </Grid>

            <Grid
              templateColumns={{ base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" }}
              gap={{ base: "4", md: "6" }}
            >
              {s ? (
                <>
                  <Sellers
                    title="Productos más vendidos"
                    rows={s.productosMasVendidos}
                    order="desc"
                    onView={setView}
                    onOffer={setOffer}
                    testId="mas-vendidos"
                  />
                  <Sellers
                    title="Productos menos vendidos"
                    rows={s.productosPocoVendidos}
                    order="asc"
                    onView={setView}
                    onOffer={setOffer}
                    testId="menos-vendidos"
                  />
                </>
              ) : (
                <>
                  <Skeleton h="72" borderRadius="lg" />
                  <Skeleton h="72" borderRadius="lg" />
                </>
              )}
            </Grid>
          </Stack>
        </Box>
      )}
      <DetailsDialog
        p={view}
        open={!!view}
        onClose={() => setView(null)}
        onOffer={(p) => {
          setView(null);
          setOffer(p);
        }}
      />
      <ScheduledOfferDialog producto={offer} open={!!offer} onClose={() => setOffer(null)} />
    </Stack>
  );
}

/** /admin/reportes — sales reports (admins only). */
export function Component() {
  useDocumentTitle("Reportes de Ventas");
  return (
    <AdminGuard message="No tienes permisos para acceder a los reportes de ventas">
      <ReportsView />
    </AdminGuard>
  );
}

export type { ReportPeriod };
