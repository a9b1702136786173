import { Badge, Box, Button, Heading, HStack, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Panel } from "../components/panel";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useParams } from "react-router-dom";
import { api, ApiError, errorMessage } from "@/lib/api-client";
import { formatDate, formatPrice } from "@/lib/format";
import { resolveImage } from "@/lib/image";
import { useDocumentTitle } from "@/lib/hooks";
import { paths } from "@/config/paths";
import { ErrorState } from "@/components/ui/states";
import { useSession } from "@/features/session/use-session";
import { orderStatus, type PedidoPerfil } from "../api/orders";
import { AccessDenied } from "./profile-route";

/**
 * /perfil/pedido/:id — the order behind a profile card (GET /api/pedido/{id}, owner or admin;
 * the order API arrives with the checkout issue).
 */
export function Component() {
  const { id = "" } = useParams();
  const { usuario, isLoading: sessionLoading } = useSession();
  useDocumentTitle("Detalle del pedido");
  const order = useQuery({
    queryKey: ["pedido", id],
    enabled: !!usuario && !!id,
    retry: false,
    queryFn: async () => {
      const res = await api.get<{ pedido?: PedidoPerfil; data?: PedidoPerfil } & Partial<PedidoPerfil>>(
        `/api/pedido/${encodeURIComponent(id)}`,
      );
      return (res.pedido ?? res.data ?? res) as PedidoPerfil;
    },
  });

  if (sessionLoading) return <Skeleton h="80" maxW="3xl" mx="auto" my="8" />;
  if (!usuario) return <AccessDenied message="Debes iniciar sesión para ver tus pedidos" />;

  const back = (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={paths.profileOrders}>Volver a mis pedidos</RouterLink>
    </Button>
  );

  return (
    <Box maxW="3xl" mx="auto" px="4" py="8">
      <Box mb="4">{back}</Box>
      {order.isLoading ? (
        <Skeleton h="80" />
      ) : order.isError ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <ErrorState title="Pedido no encontrado" message="No encontramos este pedido en tu cuenta." />
        ) : (
          <ErrorState
            title="Error al cargar el pedido"
            message={errorMessage(order.error)}
            onRetry={() => void order.refetch()}
          />
        )
      ) : order.data ? (
        <Panel>
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h1" size="xl">
                Pedido {order.data.numero_pedido}
              </Heading>
              <Badge colorPalette={orderStatus(order.data.estado).color}>{orderStatus(order.data.estado).label}</Badge>
            </HStack>
            <Text color="gray.600">Fecha: {formatDate(order.data.fecha_pedido)}</Text>
            <Stack gap="3">
              {(order.data.productos ?? []).map((p, i) => (
                <HStack key={i} gap="3">
                  <Image src={resolveImage(p.imagen)} alt="" boxSize="14" objectFit="cover" borderRadius="md" />
                  <Box>
                    <Text>{p.nombre}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {p.talla ? `Talla ${p.talla} · ` : ""}Cantidad {p.cantidad}
                    </Text>
                  </Box>
                </HStack>
              ))}
            </Stack>
            <HStack justify="space-between" borderTopWidth="1px" pt="3">
              <Text fontWeight="semibold">Total</Text>
              <Text fontWeight="bold">{formatPrice(order.data.total)}</Text>
            </HStack>
          </Stack>
        </Panel>
      ) : null}
    </Box>
  );
}
