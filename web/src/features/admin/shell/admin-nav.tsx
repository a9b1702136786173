import { Box, Flex, Text, chakra } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { SettingsIcon, StarIcon, TagIcon, type IconProps } from "@/components/ui/icons";
import { BoxIcon, CardIcon, ChartIcon, DashboardIcon, UsersIcon } from "./admin-icons";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: (p: IconProps) => React.JSX.Element;
  /** Active only on the exact path (the dashboard). */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: paths.admin, label: "Dashboard", icon: DashboardIcon, end: true },
  { to: paths.adminProducts, label: "Productos", icon: BoxIcon },
  { to: paths.adminUsers, label: "Usuarios", icon: UsersIcon },
  { to: paths.adminReports, label: "Reportes", icon: ChartIcon },
  { to: paths.adminPayments, label: "Pagos", icon: CardIcon },
  { to: paths.adminStore, label: "Tienda", icon: TagIcon },
  { to: paths.adminReviews, label: "Reseñas", icon: StarIcon },
  { to: paths.adminSettings, label: "Ajustes", icon: SettingsIcon },
];

const Link = chakra(NavLink);

/** A link of the admin's navigation bars (the area's and a section's): grey, dark on the current page. */
export function AdminNavLink(props: React.ComponentProps<typeof Link>) {
  return (
    <Link
      display="flex"
      alignItems="center"
      px="3"
      py="2"
      minH="10"
      borderRadius="md"
      fontSize="sm"
      fontWeight="medium"
      color="gray.700"
      whiteSpace="nowrap"
      _hover={{ bg: "gray.100", color: "gray.900" }}
      css={{ "&[aria-current=page]": { bg: "gray.900", color: "white" } }}
      {...props}
    />
  );
}

/**
 * The admin navigation: a horizontal strip that scrolls on small screens, a sidebar on large
 * ones. The current section carries aria-current="page" (NavLink) and a filled style.
 */
export function AdminNav() {
  const list = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On small screens the strip scrolls sideways: keep the current section in view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current;
    if (!current || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const c = current.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    strip.scrollLeft += c.left - s.left - (s.width - c.width) / 2;
  }, [pathname]);
  return (
    <Box
      as="nav"
      aria-label="Administración"
      flexShrink={0}
      w={{ base: "auto", xl: "56" }}
      position={{ xl: "sticky" }}
      top={{ xl: "4" }}
      alignSelf={{ xl: "flex-start" }}
      mx={{ base: "-3", md: "0" }}
    >
      <Text
        display={{ base: "none", xl: "block" }}
        fontSize="xs"
        fontWeight="bold"
        color="gray.600"
        textTransform="uppercase"
        letterSpacing="wider"
        px="3"
        mb="2"
      >
        Panel de administración
      </Text>
      <Flex
        as="ul"
        ref={list}
        listStyleType="none"
        direction={{ base: "row", xl: "column" }}
        gap="1"
        overflowX={{ base: "auto", xl: "visible" }}
        px={{ base: "3", md: "0" }}
        pb={{ base: "2", xl: "0" }}
        borderBottomWidth={{ base: "1px", xl: "0" }}
        css={{ scrollbarWidth: "thin" }}
      >
        {ADMIN_NAV.map((item) => (
          <Box as="li" key={item.to} flexShrink={0}>
            <AdminNavLink to={item.to} end={item.end} gap="2">
              <item.icon />
              {item.label}
            </AdminNavLink>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
