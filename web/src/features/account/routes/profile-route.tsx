import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Tabs, Text } from "@chakra-ui/react";
import { Panel } from "../components/panel";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router-dom";
import type { Usuario } from "@tienda/shared/schemas/account";
import { PackageIcon, SettingsIcon, ShieldIcon, UserIcon } from "@/components/ui/icons";
import { formatDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/hooks";
import { paths } from "@/config/paths";
import { useSession } from "@/features/session";
import { ProfilePersonalTab } from "../components/profile-personal-tab";
import { ProfileOrdersTab } from "../components/profile-orders-tab";
import { ProfileSettingsTab } from "../components/profile-settings-tab";

const TABS = ["personal", "orders", "settings"] as const;
type Tab = (typeof TABS)[number];

/** Spec: without a signed-in user the profile shows 'Acceso Denegado' and a link to /login. */
export function AccessDenied({ message = "Debes iniciar sesión para ver tu perfil" }: { message?: string }) {
  const location = useLocation();
  return (
    <Stack py="20" px="4" gap="4" align="center" textAlign="center" role="alert">
      <Heading as="h1" size="2xl">
        Acceso Denegado
      </Heading>
      <Text color="gray.600">{message}</Text>
      <Button asChild>
        <RouterLink to={paths.login} state={{ from: `${location.pathname}${location.search}` }}>
          Iniciar Sesión
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** /perfil?tab=personal|orders|settings (default personal). */
export function Component() {
  const { usuario, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get("tab") as Tab) ? (params.get("tab") as Tab) : "personal";
  useDocumentTitle("Mi Perfil");

  if (isLoading) {
    return (
      <Box maxW="5xl" mx="auto" px="4" py="8" aria-busy="true">
        <Skeleton h="28" mb="6" />
        <Skeleton h="80" />
      </Box>
    );
  }
  if (!usuario) return <AccessDenied />;
  const u = usuario as unknown as Usuario;

  return (
    <Box maxW="5xl" mx="auto" px={{ base: "4", md: "6" }} py="8">
      <Panel mb="6">
        <Box>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Box>
              <HStack gap="2">
                <Heading as="h1" size="2xl">
                  {u.firstName} {u.lastName}
                </Heading>
                {u.role === "admin" && (
                  <Badge colorPalette="purple" data-testid="admin-badge">
                    <ShieldIcon /> Admin
                  </Badge>
                )}
              </HStack>
              <Text color="gray.600">{u.email}</Text>
              {u.createdAt && (
                <Text fontSize="sm" color="gray.500">
                  Miembro desde {formatDate(u.createdAt)}
                </Text>
              )}
            </Box>
          </HStack>
        </Box>
      </Panel>

      <Tabs.Root
        value={tab}
        onValueChange={(d) => setParams(d.value === "personal" ? {} : { tab: d.value }, { replace: true })}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List mb="6" overflowX="auto">
          <Tabs.Trigger value="personal">
            <UserIcon /> Información Personal
          </Tabs.Trigger>
          <Tabs.Trigger value="orders">
            <PackageIcon /> Mis Pedidos
          </Tabs.Trigger>
          <Tabs.Trigger value="settings">
            <SettingsIcon /> Configuración
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="personal">
          <ProfilePersonalTab usuario={u} />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <ProfileOrdersTab userId={u.id} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <ProfileSettingsTab usuario={u} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
