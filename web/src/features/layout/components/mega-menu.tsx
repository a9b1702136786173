import { Box, Button, Grid, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import type { Categoria } from "@tienda/shared/schemas/catalogue";
import { paths } from "@/config/paths";
import { ChevronDownIcon, ChevronRightIcon } from "@/components/ui/icons";
import { useEscape, useOutsideClick } from "@/lib/hooks";
import { useCategories } from "@/features/catalogue/api/products";
import { getOpenDropdown, setOpenDropdown, useOpenDropdown } from "../hooks/use-open-dropdown";
import { DROPDOWN_CLOSE_DELAY_MS } from "./header-dropdown";
import { CategoryIcon } from "./category-icon";

/** Up to eight groups with up to eight subcategories each (spec, category mega-menu). */
export const MAX_GROUPS = 8;
export const MAX_SUBCATEGORIES = 8;

/**
 * Desktop mega-menu: opens on hover (or click / Enter), categories on the left, the hovered or
 * focused category's subcategories on the right. Closes on outside click, Escape or leaving.
 */
export function MegaMenu({ label, to }: { label: string; to: string }) {
  const isOpen = useOpenDropdown() === "categories";
  const { data: categorias, isSuccess } = useCategories();
  const [active, setActive] = useState<Categoria | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const refs = useRef([triggerRef, panelRef]).current;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const location = useLocation();

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
  };
  const open = () => {
    cancel();
    setOpenDropdown("categories");
  };
  const close = (focus = false) => {
    cancel();
    if (getOpenDropdown() === "categories") setOpenDropdown(null);
    setActive(null);
    if (focus) triggerRef.current?.focus();
  };
  const scheduleClose = () => {
    cancel();
    timer.current = setTimeout(() => close(), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
  useEffect(() => cancel, []);
  useEscape(isOpen, () => close(true));
  useOutsideClick(refs, isOpen, () => close());

  const groups = (categorias ?? []).slice(0, MAX_GROUPS);

  return (
    <Box position="static" onMouseEnter={open} onMouseLeave={scheduleClose} display="flex" alignItems="center">
      <Button asChild variant="ghost" size="sm" fontWeight="medium" pe="1">
        <RouterLink to={to}>{label}</RouterLink>
      </Button>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="sm"
        px="1"
        minW="6"
        aria-label={`Categorías de ${label}`}
        aria-expanded={isOpen}
        aria-haspopup="true"
        aria-controls={isOpen ? "mega-menu" : undefined}
        onClick={() => (isOpen ? close() : open())}
        data-testid="mega-menu-trigger"
      >
        <ChevronDownIcon />
      </Button>
      {isOpen && (
        <Box
          ref={panelRef}
          id="mega-menu"
          position="absolute"
          left="0"
          right="0"
          top="100%"
          bg="white"
          borderTopWidth="1px"
          boxShadow="lg"
          zIndex="dropdown"
          onMouseEnter={cancel}
          onMouseLeave={scheduleClose}
        >
          <Grid templateColumns="280px 1fr" maxW="7xl" mx="auto" minH="320px">
            <Box as="nav" aria-label="Categorías" borderRightWidth="1px" py="3">
              {!isSuccess ? (
                <Stack px="4" gap="3" aria-busy="true">
                  {Array.from({ length: 8 }, (_, i) => (
                    <Skeleton key={i} h="5" />
                  ))}
                </Stack>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none">
                  {groups.map((c) => (
                    <li key={c.id}>
                      <Link
                        asChild
                        display="flex"
                        alignItems="center"
                        justifyContent="space-between"
                        px="4"
                        py="2"
                        bg={active?.id === c.id ? "gray.100" : undefined}
                        _hover={{ bg: "gray.100", textDecoration: "none" }}
                        onMouseEnter={() => setActive(c)}
                        onFocus={() => setActive(c)}
                      >
                        <RouterLink to={paths.shopCategory(c.id)}>
                          <span>
                            <CategoryIcon id={c.id} /> {c.nombre}
                          </span>
                          <ChevronRightIcon />
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
            <Box p="6">
              {active ? (
                <Stack gap="4">
                  <Heading as="h3" size="md">
                    <Link asChild>
                      <RouterLink to={paths.shopCategory(active.id)}>{active.nombre}</RouterLink>
                    </Link>
                  </Heading>
                  <Grid as="ul" templateColumns="repeat(2, minmax(0, 1fr))" gap="2" listStyleType="none">
                    {active.subcategorias.slice(0, MAX_SUBCATEGORIES).map((s) => (
                      <li key={s.id}>
                        <Link asChild color="gray.700" _hover={{ color: "black" }}>
                          <RouterLink to={paths.shopCategory(active.id, s.id)}>{s.nombre}</RouterLink>
                        </Link>
                      </li>
                    ))}
                  </Grid>
                </Stack>
              ) : (
                <Text color="gray.600">Pasa el mouse sobre una categoría</Text>
              )}
            </Box>
          </Grid>
        </Box>
      )}
    </Box>
  );
}
