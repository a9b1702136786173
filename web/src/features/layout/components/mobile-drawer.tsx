import {
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Link,
  Portal,
  Separator,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { CartIcon, HeartIcon, HelpIcon, PhoneIcon, UserIcon } from "@/components/ui/icons";
import { CounterBadge } from "@/components/ui/counter-badge";
import { loginReturnState, useSession } from "@/features/session";
import { useCategories } from "@/features/products";
import { useCart } from "@/features/cart";
import { useFavorites } from "@/features/favorites";
import { usePageExists } from "@/features/pages";
import type { MenuItem } from "@/features/content";
import { CategoryIcon } from "./category-icon";
import { roleLabel } from "./user-menu-content";

/** Mobile side drawer (storefront spec, header). */
export default function MobileDrawer({
  open,
  onClose,
  menu,
  onOpenCategories,
}: {
  open: boolean;
  onClose: () => void;
  menu: MenuItem[];
  onOpenCategories: () => void;
}) {
  const { usuario, isAdmin } = useSession();
  const location = useLocation();
  const { data: categorias } = useCategories();
  const cart = useCart();
  const favs = useFavorites();
  const hasContact = usePageExists(paths.contact.slice(1));
  const hasHelp = usePageExists(paths.help.slice(1));
  const close = () => onClose();
  const navLink = (to: string, label: React.ReactNode, key?: string) => (
    <Link
      key={key}
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      py="2"
      px="2"
      borderRadius="md"
      _hover={{ bg: "gray.100" }}
    >
      <RouterLink to={to} onClick={close}>
        {label}
      </RouterLink>
    </Link>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-drawer">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>Menú</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack gap="4">
                <Box bg="gray.50" p="3" borderRadius="md">
                  {usuario ? (
                    <HStack>
                      <Avatar.Root size="sm">
                        <Avatar.Fallback name={`${usuario.firstName} ${usuario.lastName}`} />
                        {usuario.avatar ? <Avatar.Image src={usuario.avatar} alt="" /> : null}
                      </Avatar.Root>
                      <Box minW="0">
                        <Text fontWeight="semibold" truncate>
                          {usuario.firstName} {usuario.lastName}
                        </Text>
                        <Badge size="sm" colorPalette={isAdmin ? "purple" : "gray"}>
                          {roleLabel(usuario.role)}
                        </Badge>
                      </Box>
                    </HStack>
                  ) : (
                    <Button asChild w="full" size="sm">
                      <RouterLink to={paths.login} state={loginReturnState(location)} onClick={close}>
                        <UserIcon /> Iniciar Sesión
                      </RouterLink>
                    </Button>
                  )}
                  {usuario && (
                    <Stack mt="2" gap="0">
                      {navLink(paths.profile, "Mi Perfil")}
                      {navLink(paths.profileOrders, "Mis Pedidos")}
                      {isAdmin && navLink(paths.admin, "Panel de Admin")}
                    </Stack>
                  )}
                </Box>

                <HStack gap="2">
                  {[
                    { to: paths.cart, icon: <CartIcon />, label: "Carrito", count: cart.count },
                    { to: paths.favorites, icon: <HeartIcon />, label: "Favoritos", count: favs.count },
                  ].map((l) => (
                    <Button key={l.to} asChild variant="outline" flex="1" size="sm" position="relative">
                      <RouterLink to={l.to} onClick={close}>
                        {l.icon} {l.label}
                        <CounterBadge count={l.count} />
                      </RouterLink>
                    </Button>
                  ))}
                </HStack>

                <Box as="nav" aria-label="Navegación">
                  <Text fontSize="xs" fontWeight="bold" color="gray.600" textTransform="uppercase" mb="1">
                    Navegación
                  </Text>
                  <Stack gap="0">
                    {navLink(paths.home, "Inicio")}
                    {/* Every header destination, also those that open a dropdown on a wide screen
                          (their categories are below); one link per address. */}
                    {menu
                      .filter((m, i) => m.enlace !== paths.home && menu.findIndex((o) => o.enlace === m.enlace) === i)
                      .map((m) => navLink(m.enlace, m.nombre, m.enlace))}
                  </Stack>
                </Box>

                <Separator />

                <Box>
                  <Text fontSize="xs" fontWeight="bold" color="gray.600" textTransform="uppercase" mb="1">
                    Categorías
                  </Text>
                  <Button variant="subtle" w="full" justifyContent="space-between" size="sm" onClick={onOpenCategories}>
                    Ver todas las categorías <Badge>{categorias?.length ?? 0}</Badge>
                  </Button>
                  <Stack gap="0" mt="1">
                    {(categorias ?? []).slice(0, 3).map((c) =>
                      navLink(
                        paths.shopCategory(c.id),
                        <>
                          <CategoryIcon id={c.id} /> {c.nombre}
                        </>,
                        c.id,
                      ),
                    )}
                  </Stack>
                </Box>

                <Separator />

                {/* Drawn by the code, not the admin's menus: only to pages the store has. */}
                <Stack gap="0">
                  {hasContact &&
                    navLink(
                      paths.contact,
                      <>
                        <PhoneIcon /> Contáctanos
                      </>,
                    )}
                  {hasHelp &&
                    navLink(
                      paths.help,
                      <>
                        <HelpIcon /> Centro de Ayuda
                      </>,
                    )}
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar menú" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
