import { Box, Button, Flex, HStack, IconButton, Link, Skeleton, Text } from "@chakra-ui/react";
import { lazy, memo, Suspense, useEffect, useState } from "react";
import { Link as RouterLink, NavLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { withExtraRecipes } from "@/theme/lazy";
import {
  CartIcon,
  CloseIcon,
  HeartIcon,
  MenuIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
} from "@/components/ui/shell-icons";
import { CounterBadge } from "@/components/ui/counter-badge";
import { counterName } from "@tienda/shared/rules/badges";
import { useIsMobile, useMediaQuery } from "@/lib/hooks";
import { useContent, type MenuItem, type NavegacionBlock } from "@/features/content";
import { loginReturnState, useSession } from "@/features/session";
import { useCart } from "@/features/cart";
import { loadCartDropdownContent } from "@/features/cart/lazy";
import { useFavorites } from "@/features/favorites";
import { loadFavoritesDropdownContent } from "@/features/favorites/lazy";
import { HeaderDropdown } from "./header-dropdown";
import { MegaMenu } from "./mega-menu";
import { SearchBox } from "./search-box";

const CartDropdownContent = lazy(withExtraRecipes(loadCartDropdownContent));
const FavoritesDropdownContent = lazy(withExtraRecipes(loadFavoritesDropdownContent));
const UserMenuContent = lazy(withExtraRecipes(() => import("./user-menu-content")));
const MobileDrawer = lazy(withExtraRecipes(() => import("./mobile-drawer")));
const MobileCategoryMenu = lazy(withExtraRecipes(() => import("./mobile-category-menu")));

export const DEFAULT_MENU: MenuItem[] = [
  { nombre: "Tienda", enlace: "/tienda", tieneDropdown: false },
  { nombre: "Categorías", enlace: "/tienda", tieneDropdown: true },
  { nombre: "Ofertas", enlace: "/ofertas", tieneDropdown: false },
  { nombre: "Novedades", enlace: "/novedades", tieneDropdown: false },
  { nombre: "Más Vendidos", enlace: "/mas-vendidos", tieneDropdown: false },
];

function logoText(logo: NavegacionBlock["logo"] | undefined): string {
  return logo || "TIENDA";
}

const panelFallback = (
  <Box p="6">
    <Skeleton h="16" />
  </Box>
);

/*
 * The header's data-bound parts are memoised components with their own subscriptions, so a
 * session, cart or favourites update re-renders only the button it concerns (less main-thread
 * work while the first screen's queries resolve one after another).
 */
const FavoritesDropdown = memo(function FavoritesDropdown() {
  const favs = useFavorites();
  return (
    <HeaderDropdown
      id="favorites"
      label={counterName("Favoritos", favs.count)}
      title="Favoritos"
      triggerTestId="favorites-trigger"
      trigger={
        <>
          <HeartIcon />
          <CounterBadge count={favs.count} />
        </>
      }
    >
      <Suspense fallback={panelFallback}>
        <FavoritesDropdownContent />
      </Suspense>
    </HeaderDropdown>
  );
});

const CartDropdown = memo(function CartDropdown() {
  const cart = useCart();
  return (
    <HeaderDropdown
      id="cart"
      label={counterName("Carrito", cart.count)}
      title="Carrito de compras"
      triggerTestId="cart-trigger"
      trigger={
        <>
          <CartIcon />
          <CounterBadge count={cart.count} />
        </>
      }
    >
      <Suspense fallback={panelFallback}>
        <CartDropdownContent />
      </Suspense>
    </HeaderDropdown>
  );
});

const UserSlot = memo(function UserSlot() {
  const { usuario, isAuthenticated, isAdmin, isLoading: sessionLoading } = useSession();
  const isMobile = useIsMobile();
  const location = useLocation();
  return sessionLoading ? (
    <Skeleton h="8" w="8" borderRadius="full" />
  ) : isAuthenticated && usuario ? (
    <HeaderDropdown
      id="user"
      label={`Cuenta de ${usuario.firstName}`}
      title="Mi cuenta"
      width="280px"
      trigger={
        <HStack gap="1">
          <UserIcon />
          {isAdmin && (
            <Box color="purple.600" aria-hidden="true">
              <ShieldIcon size="0.9em" />
            </Box>
          )}
          {!isMobile && (
            <Text fontSize="sm" maxW="24" truncate>
              {usuario.firstName}
            </Text>
          )}
        </HStack>
      }
    >
      <Suspense fallback={panelFallback}>
        <UserMenuContent />
      </Suspense>
    </HeaderDropdown>
  ) : (
    <Button asChild variant={isMobile ? "ghost" : "solid"} size="sm" px={isMobile ? "2" : undefined}>
      <RouterLink to={paths.login} state={loginReturnState(location)} aria-label="Iniciar Sesión">
        {isMobile ? <UserIcon /> : "Iniciar Sesión"}
      </RouterLink>
    </Button>
  );
});

/** Chakra's `lg` breakpoint (64rem): from here the search box sits in the header bar. */
const WIDE_SEARCH_QUERY = "(min-width: 64rem)";

export function Header() {
  const nav = useContent("navegacion");
  // Parts hidden at this width are not rendered at all (less work for the first paint).
  const isMobile = useIsMobile();
  const wideSearch = useMediaQuery(WIDE_SEARCH_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [catsOpen, setCatsOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setSearchOpen(false);
    setDrawerOpen(false);
  }, [location.pathname, location.search]);

  const menu = nav.data?.elementosMenu?.length ? nav.data.elementosMenu : DEFAULT_MENU;
  const placeholder = nav.data?.placeholderBusqueda || "Buscar productos...";

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: "3", md: "6" }}
        h={{ base: "14", md: "16" }}
        align="center"
        gap={{ base: "1", md: "4" }}
        position="relative"
      >
        <IconButton
          display={{ base: "inline-flex", md: "none" }}
          aria-label="Abrir menú"
          variant="ghost"
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          data-testid="open-drawer"
        >
          <MenuIcon />
        </IconButton>

        <Link
          asChild
          fontWeight="900"
          fontSize={{ base: "xl", md: "2xl" }}
          letterSpacing="tight"
          _hover={{ textDecoration: "none" }}
          flexShrink={0}
        >
          <RouterLink to={paths.home} aria-label={`${logoText(nav.data?.logo)} - Inicio`}>
            {nav.isLoading ? <Skeleton h="7" w="24" /> : logoText(nav.data?.logo)}
          </RouterLink>
        </Link>

        {!isMobile && (
          <HStack as="nav" aria-label="Principal" gap="1" display={{ base: "none", md: "flex" }} ms="4">
            {nav.isLoading
              ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h="5" w="16" />)
              : menu.map((m) =>
                  m.tieneDropdown ? (
                    <MegaMenu key={`dd-${m.nombre}`} label={m.nombre} to={m.enlace} />
                  ) : (
                    <Button key={m.enlace + m.nombre} asChild variant="ghost" size="sm" fontWeight="medium">
                      <NavLink to={m.enlace} end>
                        {m.nombre}
                      </NavLink>
                    </Button>
                  ),
                )}
          </HStack>
        )}

        {wideSearch && (
          <Box flex="1" display={{ base: "none", lg: "block" }} maxW="sm" ms="auto">
            <SearchBox id="header-search" placeholder={placeholder} />
          </Box>
        )}

        <HStack gap={{ base: "0", md: "1" }} ms={{ base: "auto", lg: "0" }}>
          <IconButton
            display={{ base: "inline-flex", lg: "none" }}
            aria-label={searchOpen ? "Cerrar búsqueda" : "Abrir búsqueda"}
            aria-expanded={searchOpen}
            variant="ghost"
            onClick={() => setSearchOpen((o) => !o)}
            data-testid="toggle-search"
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </IconButton>

          <FavoritesDropdown />
          <CartDropdown />
          <UserSlot />
        </HStack>
      </Flex>

      {searchOpen && (
        <Box px="3" pb="3" display={{ base: "block", lg: "none" }} data-testid="mobile-search">
          <SearchBox id="mobile-search-input" placeholder={placeholder} autoFocus onDone={() => setSearchOpen(false)} />
        </Box>
      )}

      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            menu={menu}
            onOpenCategories={() => {
              setDrawerOpen(false);
              setCatsOpen(true);
            }}
          />
        </Suspense>
      )}
      {catsOpen && (
        <Suspense fallback={null}>
          <MobileCategoryMenu open={catsOpen} onClose={() => setCatsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
