import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { LogoutIcon, PackageIcon, SettingsIcon, ShieldIcon, UserIcon } from "@/components/ui/icons";
import { AUTH_TOAST_MS, notify } from "@/lib/notify";
import { useLogout, useSession } from "@/features/session";
import { setOpenDropdown } from "../hooks/use-open-dropdown";

export function roleLabel(role: string | undefined): string {
  return role === "admin" ? "Administrador" : "Usuario";
}

export default function UserMenuContent() {
  const { usuario, isAdmin } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!usuario) return null;

  const item = (to: string, label: string, icon: React.ReactNode) => (
    <Button asChild variant="ghost" justifyContent="flex-start" w="full" size="sm" role="menuitem">
      <RouterLink to={to} onClick={() => setOpenDropdown(null)}>
        {icon}
        {label}
      </RouterLink>
    </Button>
  );

  return (
    <Stack gap="0">
      <Box px="4" py="3" borderBottomWidth="1px">
        <Text fontWeight="semibold">
          {usuario.firstName} {usuario.lastName}
        </Text>
        <Text fontSize="sm" color="gray.600" truncate>
          {usuario.email}
        </Text>
        <HStack mt="1">
          <Badge colorPalette={isAdmin ? "purple" : "gray"}>
            {isAdmin && <ShieldIcon />}
            {roleLabel(usuario.role)}
          </Badge>
        </HStack>
      </Box>
      <Stack p="2" gap="1" role="menu" aria-label="Menú de usuario">
        {item(paths.profile, "Mi Perfil", <UserIcon />)}
        {item(paths.profileOrders, "Mis Pedidos", <PackageIcon />)}
        {item(paths.profileSettings, "Configuración", <SettingsIcon />)}
        {isAdmin && item(paths.admin, "Panel de Admin", <ShieldIcon />)}
        {isAdmin && item(paths.adminUsers, "Gestión de Usuarios", <UserIcon />)}
        <Button
          variant="ghost"
          colorPalette="red"
          justifyContent="flex-start"
          size="sm"
          role="menuitem"
          loading={logout.isPending}
          onClick={() =>
            // mutateAsync: this menu unmounts as soon as the session is cleared, and per-call
            // mutate() callbacks never run for an unmounted component.
            void logout
              .mutateAsync()
              .catch(() => undefined)
              .finally(() => {
                setOpenDropdown(null);
                navigate(paths.home);
                notify("Sesión cerrada correctamente", "info", AUTH_TOAST_MS);
              })
          }
        >
          <LogoutIcon /> Cerrar Sesión
        </Button>
      </Stack>
    </Stack>
  );
}
