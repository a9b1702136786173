import { Box, Button, HStack, Skeleton } from "@chakra-ui/react";
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
import { useContent, useStoreName, type MenuItem, type NavegacionBlock } from "@/features/content";
import { loginReturnState, useSession } from "@/features/session";
import { useCart } from "@/features/cart";
import { loadCartDropdownContent } from "@/features/cart/lazy";
import { useFavorites } from "@/features/favorites";
import { loadFavoritesDropdownContent } from "@/features/favorites/lazy";
import { HeaderDropdown } from "./header-dropdown";
import { MegaMenu } from "./mega-menu";
import { SearchBox } from "./search-box";
import css from "./header.module.css";
import states from "@/components/ui/states.module.css";

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

/** The menu's logo text, else the store's name; nothing while the owner gave neither. */
function logoText(logo: NavegacionBlock["logo"] | undefined, storeName: string | null | undefined): string {
  return logo || storeName || "";
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
    <span className={`${states.bone} ${css.avatarBone}`} />
  ) : isAuthenticated && usuario ? (
    <HeaderDropdown
      id="user"
      label={`Cuenta de ${usuario.firstName}`}
      title="Mi cuenta"
      width="280px"
      trigger={
        <span className={css.user}>
          <UserIcon />
          {isAdmin && (
            <span className={css.shield} aria-hidden="true">
              <ShieldIcon size="0.9em" />
            </span>
          )}
          {!isMobile && <span className={css.userName}>{usuario.firstName}</span>}
        </span>
      }
    >
      <Suspense fallback={panelFallback}>
        <UserMenuContent />
      </Suspense>
    </HeaderDropdown>
  ) : (
    <RouterLink
      to={paths.login}
      state={loginReturnState(location)}
      aria-label="Iniciar Sesión"
      className={`${css.button} ${css.small} ${isMobile ? css.ghostSmall : css.solid}`}
    >
      {isMobile ? <UserIcon /> : "Iniciar Sesión"}
    </RouterLink>
  );
});

/** Chakra's `lg` breakpoint (64rem): from here the search box sits in the header bar. */
const WIDE_SEARCH_QUERY = "(min-width: 64rem)";

export function Header() {
  const nav = useContent("navegacion");
  const storeName = useStoreName();
  const logo = logoText(nav.data?.logo, storeName);
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
    <header className={css.header}>
      <div className={css.bar}>
        <button
          type="button"
          className={`${css.button} ${css.icon} ${css.mobileOnly}`}
          aria-label="Abrir menú"
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          data-testid="open-drawer"
        >
          <MenuIcon />
        </button>

        <RouterLink to={paths.home} aria-label={logo ? `${logo} - Inicio` : "Inicio"} className={css.logo}>
          {nav.isLoading || (!logo && storeName === undefined) ? (
            <span className={`${states.bone} ${css.logoBone}`} />
          ) : (
            // Still a way home while the owner has given no name: the link's own word, not a name.
            logo || "Inicio"
          )}
        </RouterLink>

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

        <div className={css.actions}>
          <button
            type="button"
            className={`${css.button} ${css.icon} ${css.belowLg}`}
            aria-label={searchOpen ? "Cerrar búsqueda" : "Abrir búsqueda"}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((o) => !o)}
            data-testid="toggle-search"
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>

          <FavoritesDropdown />
          <CartDropdown />
          <UserSlot />
        </div>
      </div>

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
    </header>
  );
}
