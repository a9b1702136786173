import {
  Badge,
  Box,
  Button,
  HStack,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { normalizeText } from "@tienda/shared/rules/text";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PackageIcon, SearchIcon } from "@/components/ui/icons";
import { formatDate, formatPrice } from "@/lib/format";
import { resolveImage } from "@/lib/image";
import { errorMessage } from "@/lib/api-client";
import { paths } from "@/config/paths";
import { ESTADO_PEDIDO_INFO, estadoPagoInfo, estadoPedidoInfo } from "@tienda/shared/schemas/orders";
import { useUserOrders, type PedidoPerfil } from "../api/orders";

/** Profile › orders: search, status filter, cards with the first 2 products, empty and error states. */
export function ProfileOrdersTab({ userId }: { userId: string }) {
  const orders = useUserOrders(userId);
  const [q, setQ] = useState("");
  const [estado, setEstado] = useState("");

  const visible = useMemo(() => {
    const needle = normalizeText(q);
    return (orders.data ?? []).filter((o) => {
      if (estado && o.estado !== estado) return false;
      if (!needle) return true;
      return [o.numero_pedido, ...o.productos.map((p) => p.nombre)].some((t) =>
        normalizeText(t ?? "").includes(needle),
      );
    });
  }, [orders.data, q, estado]);

  if (orders.isLoading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="40" borderRadius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (orders.isError) {
    return (
      <ErrorState
        title="Error al cargar pedidos"
        message={errorMessage(orders.error, "Error al obtener pedidos")}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (!orders.data?.length) {
    return (
      <EmptyState
        icon={<PackageIcon />}
        title="No tienes pedidos aún"
        description="Cuando realices una compra, tus pedidos aparecerán aquí."
        action={
          <Button asChild>
            <RouterLink to={paths.shop}>Explorar Tienda</RouterLink>
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="4">
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        <Box position="relative" flex="1">
          <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="gray.500" aria-hidden="true">
            <SearchIcon />
          </Box>
          <Input
            ps="10"
            placeholder="Buscar pedidos..."
            aria-label="Buscar pedidos"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </Box>
        <NativeSelect.Root maxW={{ sm: "56" }}>
          <NativeSelect.Field
            aria-label="Filtrar por estado"
            value={estado}
            onChange={(e) => setEstado(e.target.value)}
          >
            <option value="">Todos los estados</option>
            {Object.entries(ESTADO_PEDIDO_INFO).map(([value, s]) => (
              <option key={value} value={value}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {visible.length === 0 ? (
        <Text color="gray.600" py="8" textAlign="center">
          No se encontraron pedidos con esos filtros
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {visible.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function OrderCard({ order }: { order: PedidoPerfil }) {
  const status = estadoPedidoInfo(order.estado);
  const payment = estadoPagoInfo(order.estado_pago);
  const extra = order.productos.length - 2;
  return (
    <Box
      asChild
      display="block"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="white"
      _hover={{ shadow: "md" }}
      transition="box-shadow 0.2s"
    >
      <RouterLink to={paths.orderPage(order.id)} aria-label={`Pedido ${order.numero_pedido}: ${status.label}, pago ${payment.label}`}>
        <Stack gap="3">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Text fontWeight="bold">{order.numero_pedido}</Text>
            <HStack gap="1.5" wrap="wrap" justify="flex-end">
              <Badge colorPalette={payment.color} title="Estado del pago" data-testid="order-card-pago">
                {`Pago: ${payment.label}`}
              </Badge>
              <Badge colorPalette={status.color} title="Estado del pedido" data-testid="order-card-estado">
                {status.label}
              </Badge>
            </HStack>
          </HStack>
          <HStack justify="space-between" fontSize="sm" color="gray.600">
            <Text>{formatDate(order.fecha_pedido)}</Text>
            {order.envio_ciudad && (
              <Text>
                {order.envio_ciudad}
                {order.envio_estado ? `, ${order.envio_estado}` : ""}
              </Text>
            )}
          </HStack>
          <Stack gap="2">
            {order.productos.slice(0, 2).map((p, i) => (
              <HStack key={i} gap="3">
                <Image
                  src={resolveImage(p.imagen)}
                  alt=""
                  boxSize="12"
                  objectFit="cover"
                  borderRadius="md"
                  bg="gray.100"
                />
                <Box fontSize="sm">
                  <Text lineClamp={1}>{p.nombre}</Text>
                  <Text color="gray.600">
                    {p.talla ? `Talla ${p.talla} · ` : ""}Cantidad {p.cantidad}
                  </Text>
                </Box>
              </HStack>
            ))}
            {extra > 0 && (
              <Text fontSize="sm" color="gray.600">
                +{extra} {extra === 1 ? "producto más" : "productos más"}
              </Text>
            )}
          </Stack>
          <HStack justify="space-between" borderTopWidth="1px" pt="2">
            <Text fontSize="sm" color="gray.600">
              Total
            </Text>
            <Text fontWeight="bold">{formatPrice(order.total)}</Text>
          </HStack>
        </Stack>
      </RouterLink>
    </Box>
  );
}
