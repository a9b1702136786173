import { Box, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/format";
import { StarIcon } from "@/components/ui/icons";
import { CardIcon } from "../../shell";
import { useAlerts } from "../api/dashboard-api";
import { buildNotifications, notificationCount } from "../lib/dashboard";
import { AlertIcon, BellIcon } from "./admin-page-icons";

/** The header's bell: receipts waiting for review and low stock, each leading to where it is handled. */
export function Notifications() {
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
          {count > 0 && <CountBadge count={count} />}
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
                    {n.tipo === "comprobante" ? (
                      <CardIcon size="16" />
                    ) : n.tipo === "resena" ? (
                      <StarIcon size="16" />
                    ) : (
                      <AlertIcon size="16" />
                    )}
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

/** The red count on the bell (99+ past two digits; the button's label says the number). */
function CountBadge({ count }: { count: number }) {
  return (
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
  );
}
