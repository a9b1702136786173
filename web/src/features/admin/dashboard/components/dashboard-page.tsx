import "../../shell";
import {
  Badge,
  Box,
  Button,
  Grid,
  HStack,
  IconButton,
  Menu,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import type { Actividad, AlertaStock } from "@tienda/shared/schemas/admin-dashboard";
import { formatBs } from "@tienda/shared/schemas/settings";
import { ProductImage } from "@/components/ui/product-image";
import { SettingsIcon, TagIcon } from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { formatNumber, formatPrice } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { AdminGuard, BoxIcon, CardIcon, ChartIcon, UsersIcon, AdminPageHeader, AdminRefreshButton } from "../../shell";
import { StockDialog } from "../../products/components/stock-dialog";
import { StockBadge } from "../../products/components/stock-dialog";
import { useActivity, useAlerts, useRecentSales, useSalesStats } from "../api/dashboard-api";
import {
  buildNotifications,
  DASHBOARD_PERIODS,
  goalProgress,
  notificationCount,
  parseDashboardPeriod,
  performanceMetrics,
} from "../lib/dashboard";
import { diaCorto, fechaHora, porcentaje, reloj } from "../lib/format";
import { AlertIcon, BagIcon, BellIcon, ClockIcon, DollarIcon, LayersIcon, PercentIcon } from "./admin-page-icons";
import { LazySalesTrendChart } from "./lazy-charts";
import { Panel, StatCard, StatGrid } from "./stat-card";

/** The clock of the header, refreshed every 60 s (on the minute). */
function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), 60_000);
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, []);
  const r = reloj(now);
  return (
    <HStack gap="1.5" color="gray.600" fontSize="sm" data-testid="reloj">
      <ClockIcon size="14" />
      <time dateTime={now.toISOString()}>
        {r.fecha} · {r.hora}
      </time>
    </HStack>
  );
}

function Notifications() {
  const alerts = useAlerts();
  const navigate = useNavigate();
  const items = buildNotifications(alerts.data, formatPrice);
  const count = notificationCount(alerts.data);
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: "bottom-end" }} onSelect={(d) => navigate(d.value)}>
      <Menu.Trigger asChild>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={count ? `Notificaciones (${count})` : "Notificaciones"}
          position="relative"
          data-testid="notificaciones"
        >
          <BellIcon />
          {count > 0 && (
            <Box
              as="span"
              position="absolute"
              top="-1.5"
              right="-1.5"
              minW="5"
              h="5"
              px="1"
              borderRadius="full"
              bg="red.600"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              aria-hidden="true"
            >
              {count > 99 ? "99+" : count}
            </Box>
          )}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            w={{ base: "calc(100vw - 24px)", sm: "sm" }}
            maxH="70vh"
            overflowY="auto"
            data-testid="notificaciones-lista"
          >
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Notificaciones</Menu.ItemGroupLabel>
              {alerts.isError && (
                <Text px="2" py="1.5" fontSize="sm" color="red.700">
                  {errorMessage(alerts.error, "No se pudieron cargar las alertas")}
                </Text>
              )}
              {!alerts.isError && !items.length && (
                <Text px="2" py="1.5" fontSize="sm" color="gray.600">
                  {alerts.isLoading ? "Cargando..." : "No hay notificaciones"}
                </Text>
              )}
              {items.map((n) => (
                <Menu.Item
                  key={n.id}
                  value={n.enlace}
                  alignItems="flex-start"
                  py="2"
                  data-testid={`notificacion-${n.tipo}`}
                >
                  <Box
                    color={n.tipo === "comprobante" ? "blue.600" : n.urgente ? "red.600" : "orange.500"}
                    mt="0.5"
                    flexShrink={0}
                  >
                    {n.tipo === "comprobante" ? <CardIcon size="16" /> : <AlertIcon size="16" />}
                  </Box>
                  <Box minW="0">
                    <Text fontWeight="medium" fontSize="sm" lineClamp={2}>
                      {n.titulo}
                    </Text>
                    <Text fontSize="xs" color="gray.600">
                      {n.detalle}
                    </Text>
                  </Box>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

const QUICK_ACTIONS = [
  { label: "Gestionar Productos", to: paths.adminProducts, icon: BoxIcon, color: "blue" },
  { label: "Gestionar Ofertas", to: `${paths.adminProducts}?oferta=1`, icon: TagIcon, color: "red" },
  { label: "Control de Inventario", to: `${paths.adminProducts}?stock=bajo`, icon: LayersIcon, color: "orange" },
  { label: "Reportes de Ventas", to: paths.adminReports, icon: ChartIcon, color: "green" },
] as const;

function PanelError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack gap="2" role="alert" fontSize="sm">
      <Text color="red.700">{errorMessage(error, "No se pudo cargar")}</Text>
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={onRetry}>
        Reintentar
      </Button>
    </Stack>
  );
}

function Lines({ n = 4 }: { n?: number }) {
  return (
    <Stack gap="2" aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} h="10" />
      ))}
    </Stack>
  );
}

function RecentSales() {
  const sales = useRecentSales();
  const rows = sales.data?.data ?? [];
  return (
    <Panel
      title="Ventas recientes"
      testId="ventas-recientes"
      action={
        <Button size="xs" variant="ghost" asChild>
          <RouterLink to={`${paths.adminPayments}?estado_pago=completado`}>Ver todas</RouterLink>
        </Button>
      }
    >
      {sales.isError ? (
        <PanelError error={sales.error} onRetry={() => void sales.refetch()} />
      ) : !sales.data ? (
        <Lines />
      ) : !rows.length ? (
        <Text color="gray.600" fontSize="sm">
          Aún no hay pagos aprobados en los últimos 90 días.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" maxH="96" overflowY="auto">
          {rows.map((p) => (
            <HStack
              as="li"
              key={p.id}
              justify="space-between"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Box minW="0">
                <Text fontWeight="medium" fontSize="sm" truncate>
                  <RouterLink to={`${paths.adminPayments}?q=${encodeURIComponent(p.numero_pedido)}`}>
                    {p.numero_pedido}
                  </RouterLink>
                </Text>
                <Text fontSize="xs" color="gray.600" truncate>
                  {p.usuario_nombre} {p.usuario_apellido} · {fechaHora(p.fecha_pago ?? p.fecha_pedido)}
                </Text>
              </Box>
              <Box textAlign="end" flexShrink={0}>
                <Text fontWeight="semibold" fontSize="sm">
                  {formatPrice(p.total)}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {formatBs(p.total_bs)}
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function ProductRows({
  rows,
  empty,
  testId,
}: {
  rows: ReadonlyArray<{
    idProducto: string;
    nombre: string;
    unidadesVendidas: number;
    ingresos: number;
    imagen: string;
  }>;
  empty: string;
  testId: string;
}) {
  if (!rows.length)
    return (
      <Text color="gray.600" fontSize="sm">
        {empty}
      </Text>
    );
  return (
    <Stack as="ol" listStyleType="none" gap="2" data-testid={testId}>
      {rows.map((p, i) => (
        <HStack as="li" key={p.idProducto} gap="3">
          <Text w="4" fontWeight="bold" color="gray.500" fontSize="sm" flexShrink={0}>
            {i + 1}
          </Text>
          <ProductImage src={p.imagen} alt="" w="9" h="11" borderRadius="sm" flexShrink={0} />
          <Box minW="0" flex="1">
            <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
              {p.nombre}
            </Text>
            <Text fontSize="xs" color="gray.600">
              {formatNumber(p.unidadesVendidas)} uds. · {formatPrice(p.ingresos)}
            </Text>
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}

function StockAlerts({ onRestock }: { onRestock: (a: AlertaStock, trigger: HTMLElement) => void }) {
  const alerts = useAlerts();
  const rows = alerts.data?.stock_bajo.slice(0, 5) ?? [];
  const inv = alerts.data?.inventario;
  return (
    <Panel
      title="Alertas de stock"
      testId="alertas-stock"
      action={
        <Button size="xs" variant="ghost" asChild>
          <RouterLink to={`${paths.adminProducts}?stock=bajo`}>Ver inventario</RouterLink>
        </Button>
      }
    >
      {alerts.isError ? (
        <PanelError error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : !alerts.data ? (
        <Lines />
      ) : (
        <Stack gap="3">
          {inv && (
            <Text fontSize="xs" color="gray.600">
              {formatNumber(inv.stockBajo)} productos con stock bajo · {formatNumber(inv.sinStock)} agotados
            </Text>
          )}
          {!rows.length ? (
            <Text color="gray.600" fontSize="sm">
              Todo el inventario está por encima de 10 unidades.
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2">
              {rows.map((a) => (
                <HStack as="li" key={`${a.productoId}-${a.talla}-${a.color}`} gap="3" data-testid="alerta-stock">
                  <ProductImage src={a.imagen} alt="" w="9" h="11" borderRadius="sm" flexShrink={0} />
                  <Box minW="0" flex="1">
                    <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                      {a.nombre}
                    </Text>
                    <HStack gap="1.5" fontSize="xs" color="gray.600" wrap="wrap">
                      <Text>
                        {a.talla} · {a.color} · {a.stock} uds.
                      </Text>
                      <StockBadge stock={a.stock} />
                    </HStack>
                  </Box>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={(e) => onRestock(a, e.currentTarget)}
                    aria-label={`Reabastecer ${a.nombre}`}
                  >
                    Reabastecer
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Panel>
  );
}

const ACTIVITY_COLOR: Record<Actividad["tipo"], string> = {
  pedido: "blue.500",
  pago_aprobado: "green.500",
  pago_rechazado: "red.500",
  producto: "purple.500",
  registro: "teal.500",
};

function RecentActivity() {
  const activity = useActivity();
  const rows = activity.data?.slice(0, 8) ?? [];
  return (
    <Panel title="Actividad reciente" testId="actividad">
      {activity.isError ? (
        <PanelError error={activity.error} onRetry={() => void activity.refetch()} />
      ) : !activity.data ? (
        <Lines />
      ) : !rows.length ? (
        <Text color="gray.600" fontSize="sm">
          Sin actividad reciente.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2.5">
          {rows.map((a, i) => (
            <HStack as="li" key={`${a.fecha}-${i}`} gap="2.5" align="flex-start">
              <Box
                w="2"
                h="2"
                mt="1.5"
                borderRadius="full"
                bg={ACTIVITY_COLOR[a.tipo] ?? "gray.400"}
                flexShrink={0}
                aria-hidden="true"
              />
              <Box minW="0">
                <Text fontSize="sm" lineClamp={2}>
                  {a.enlace ? <RouterLink to={a.enlace}>{a.descripcion}</RouterLink> : a.descripcion}
                </Text>
                <Text fontSize="xs" color="gray.600">
                  {fechaHora(a.fecha)}
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

function DashboardView() {
  const [params, setParams] = useSearchParams();
  const periodo = parseDashboardPeriod(params.get("periodo"));
  const stats = useSalesStats(periodo);
  const qc = useQueryClient();
  const s = stats.data;
  const loading = !s && !stats.isError;
  const [restock, setRestock] = useState<{ id: string; nombre: string; trigger: HTMLElement } | null>(null);
  const [restockOpen, setRestockOpen] = useState(false);
  const fetching = stats.isFetching;
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        stats.refetch(),
        qc.refetchQueries({ queryKey: ["admin-alertas"] }),
        qc.refetchQueries({ queryKey: ["admin-actividad"] }),
        qc.refetchQueries({ queryKey: ["admin-ventas-recientes"] }),
      ]);
    } finally {
      setRefreshing(false);
    }
  };
  const busy = refreshing || fetching;
  const goal = goalProgress(s?.metaMensual);
  const metrics = s ? performanceMetrics(s, formatPrice, porcentaje) : [];
  const trendSummary = s
    ? `Ventas diarias del ${diaCorto(s.desde)} al ${diaCorto(s.hasta)}: total ${formatPrice(s.ventasTotales)}, el mejor día ${(() => {
        const best = [...s.serieDiaria].sort((a, b) => b.ventas - a.ventas)[0];
        return best && best.ventas > 0 ? `${diaCorto(best.dia)} con ${formatPrice(best.ventas)}` : "sin ventas";
      })()}.`
    : "";

  return (
    <Stack gap={{ base: "4", md: "6" }}>
      <AdminPageHeader
        title="Panel de Administración"
        rowFrom="lg"
        actionsAlign="center"
        shrinkActions
        actions={
          <>
            <NativeSelect.Root size="sm" w={{ base: "40", sm: "44" }}>
              <NativeSelect.Field
                value={periodo}
                aria-label="Periodo"
                onChange={(e) =>
                  setParams(e.currentTarget.value === "30d" ? {} : { periodo: e.currentTarget.value }, {
                    replace: true,
                  })
                }
                data-testid="dashboard-periodo"
              >
                {DASHBOARD_PERIODS.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <AdminRefreshButton onRefresh={() => void refresh()} busy={busy} testId="actualizar" />
            <Notifications />
            <IconButton asChild size="sm" variant="ghost" aria-label="Ajustes de la tienda">
              <RouterLink to={paths.adminSettings}>
                <SettingsIcon />
              </RouterLink>
            </IconButton>
          </>
        }
      >
        <Clock />
      </AdminPageHeader>

      {stats.isError && !s && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md" p="3" fontSize="sm">
          {errorMessage(stats.error, "No se pudieron cargar las estadísticas")}{" "}
          <Button size="xs" variant="outline" ml="2" onClick={() => void stats.refetch()}>
            Reintentar
          </Button>
        </Box>
      )}

      <Box opacity={stats.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s">
        <StatGrid label="Resumen del periodo">
          <StatCard
            label="Ventas Totales"
            value={s ? formatPrice(s.ventasTotales) : null}
            change={s?.cambioVentas}
            accent="green.500"
            icon={<DollarIcon />}
            loading={loading}
            testId="dashboard-ventas"
          />
          <StatCard
            label="Pedidos"
            value={s ? formatNumber(s.pedidosTotales) : null}
            change={s?.cambioPedidos}
            accent="blue.500"
            icon={<BagIcon />}
            loading={loading}
            testId="dashboard-pedidos"
          />
          <StatCard
            label="Productos"
            value={s ? formatNumber(s.productosTotales) : null}
            hint="Activos en el catálogo"
            accent="purple.500"
            icon={<BoxIcon />}
            loading={loading}
            testId="dashboard-productos"
          />
          <StatCard
            label="Usuarios"
            value={s ? formatNumber(s.usuariosTotales) : null}
            hint="Cuentas registradas"
            accent="orange.500"
            icon={<UsersIcon />}
            loading={loading}
            testId="dashboard-usuarios"
          />
        </StatGrid>
      </Box>

      <Box as="nav" aria-label="Acciones rápidas">
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
          gap="3"
        >
          {QUICK_ACTIONS.map((a) => (
            <Box as="li" key={a.label}>
              <Button
                asChild
                variant="outline"
                w="full"
                h="auto"
                py="3"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="start"
                bg="white"
                colorPalette={a.color}
              >
                <RouterLink to={a.to}>
                  <Box color={`${a.color}.600`} flexShrink={0}>
                    <a.icon size="20" />
                  </Box>
                  {a.label}
                </RouterLink>
              </Button>
            </Box>
          ))}
        </Grid>
      </Box>

      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 1fr)" }}
        gap={{ base: "4", md: "6" }}
      >
        <Panel title="Tendencia de ventas">
          {s ? <LazySalesTrendChart data={s.serieDiaria} summary={trendSummary} /> : <Skeleton h="260px" />}
        </Panel>
        <Stack gap={{ base: "4", md: "6" }}>
          <Panel title="Meta mensual" testId="meta-mensual">
            {s ? (
              <Stack gap="2">
                <HStack justify="space-between" align="baseline" wrap="wrap">
                  <Text fontSize="2xl" fontWeight="bold">
                    {formatPrice(goal.ventas)}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    de {formatPrice(goal.meta)}
                  </Text>
                </HStack>
                <Box
                  h="3"
                  bg="gray.100"
                  borderRadius="full"
                  overflow="hidden"
                  role="progressbar"
                  aria-label="Meta mensual"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={goal.barra}
                >
                  <Box h="full" w={`${goal.barra}%`} bg={goal.cumplida ? "green.500" : "blue.500"} />
                </Box>
                <Text fontSize="sm" color={goal.cumplida ? "green.700" : "gray.700"}>
                  {goal.cumplida
                    ? `¡Meta cumplida! ${porcentaje(goal.porcentaje)}`
                    : `${porcentaje(goal.porcentaje)} · faltan ${formatPrice(goal.falta)}`}
                </Text>
                <Button size="xs" variant="ghost" asChild alignSelf="flex-start">
                  <RouterLink to={paths.adminSettings}>Cambiar la meta</RouterLink>
                </Button>
              </Stack>
            ) : (
              <Skeleton h="24" />
            )}
          </Panel>
          <Panel title="Métricas de rendimiento" testId="metricas">
            {s ? (
              <Stack gap="3">
                {metrics.map((m) => (
                  <Box key={m.key} data-testid={`metrica-${m.key}`}>
                    <HStack justify="space-between" fontSize="sm">
                      <Text color="gray.700">{m.label}</Text>
                      <Text fontWeight="bold">{m.texto}</Text>
                    </HStack>
                    <Box h="1.5" bg="gray.100" borderRadius="full" overflow="hidden" mt="1" aria-hidden="true">
                      <Box h="full" w={`${m.valor}%`} bg={m.key === "rechazo" ? "red.400" : "blue.500"} />
                    </Box>
                    <Text fontSize="xs" color="gray.600" mt="0.5">
                      {m.descripcion}
                    </Text>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Lines n={3} />
            )}
          </Panel>
        </Stack>
      </Grid>

      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" }} gap={{ base: "4", md: "6" }}>
        <RecentSales />
        <Panel
          title="Productos más vendidos"
          testId="top-productos"
          action={
            <Button size="xs" variant="ghost" asChild>
              <RouterLink to={paths.adminReports}>Ver reportes</RouterLink>
            </Button>
          }
        >
          {s ? (
            <ProductRows
              rows={s.productosMasVendidos.slice(0, 5)}
              empty="Sin ventas en el periodo."
              testId="top-lista"
            />
          ) : (
            <Lines n={5} />
          )}
        </Panel>
      </Grid>

      <Grid
        templateColumns={{
          base: "minmax(0, 1fr)",
          lg: "repeat(2, minmax(0, 1fr))",
          "2xl": "repeat(3, minmax(0, 1fr))",
        }}
        gap={{ base: "4", md: "6" }}
      >
        <StockAlerts
          onRestock={(a, trigger) => {
            setRestock({ id: a.productoId, nombre: a.nombre, trigger });
            setRestockOpen(true);
          }}
        />
        <RecentActivity />
        <Panel title="Productos con pocas ventas" testId="pocas-ventas">
          {s ? (
            <Stack gap="3">
              <ProductRows
                rows={s.productosPocoVendidos.slice(0, 4)}
                empty="Todos los productos se venden."
                testId="lentos-lista"
              />
              <Button size="xs" variant="outline" asChild alignSelf="flex-start">
                <RouterLink to={`${paths.adminReports}`}>
                  <PercentIcon /> Crear ofertas desde Reportes
                </RouterLink>
              </Button>
            </Stack>
          ) : (
            <Lines />
          )}
        </Panel>
      </Grid>

      <Text fontSize="xs" color="gray.500">
        <Badge variant="outline" mr="1">
          {DASHBOARD_PERIODS.find((p) => p.value === periodo)?.label}
        </Badge>
        {s ? `Del ${diaCorto(s.desde)} al ${diaCorto(s.hasta)}; la meta mensual cuenta el mes en curso.` : ""}
      </Text>

      <StockDialog
        open={restockOpen}
        productId={restock?.id ?? null}
        nombre={restock?.nombre}
        onClose={() => setRestockOpen(false)}
        finalFocusEl={() => (restock?.trigger.isConnected ? restock.trigger : null)}
      />
    </Stack>
  );
}

/** /admin — the dashboard (admins only). */
export function Component() {
  useDocumentTitle("Panel de Administración");
  return (
    <AdminGuard
      message="No tienes permisos para acceder al panel de administración"
      backLabel="Volver al Inicio"
      backTo={paths.home}
    >
      <DashboardView />
    </AdminGuard>
  );
}
