import { Box, Button, Flex, Heading, IconButton, Link, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Categoria } from "@tienda/shared/schemas/catalogue";
import { paths } from "@/config/paths";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "@/components/ui/icons";
import { useEscape, useScrollLock } from "@/lib/hooks";
import { useCategories } from "@/features/products";
import { CategoryIcon } from "./category-icon";
import { MAX_GROUPS, MAX_SUBCATEGORIES, NO_CATEGORIES } from "./mega-menu-limits";

/**
 * Mobile / sidebar mega-menu: a full-screen list with drill-down into subcategories and a back
 * button. Page scroll is locked while open; Escape closes it.
 */
export default function MobileCategoryMenu({ open, onClose, onNavigate }: { open: boolean; onClose: () => void; onNavigate?: () => void }) {
  const { data: categorias, isSuccess } = useCategories();
  const [active, setActive] = useState<Categoria | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useEscape(open, () => (active ? setActive(null) : onClose()));
  useEffect(() => {
    if (open) panelRef.current?.focus();
    else setActive(null);
  }, [open]);
  if (!open) return null;
  const done = () => {
    onClose();
    onNavigate?.();
  };

  return (
    <Portal>
      <Box
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Categorías"
        tabIndex={-1}
        position="fixed"
        inset="0"
        bg="white"
        zIndex="modal"
        overflowY="auto"
        outline="none"
        data-testid="mobile-category-menu"
      >
        <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" position="sticky" top="0" bg="white">
          {active ? (
            <Button variant="ghost" size="sm" onClick={() => setActive(null)}>
              <ChevronLeftIcon /> Volver
            </Button>
          ) : (
            <Heading as="h2" size="md">
              Categorías
            </Heading>
          )}
          <IconButton aria-label="Cerrar categorías" variant="ghost" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Flex>
        {!isSuccess ? (
          <Stack p="4" gap="3" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} h="8" />
            ))}
          </Stack>
        ) : active ? (
          <Stack as="ul" gap="0" listStyleType="none">
            <li>
              <Link asChild display="block" px="4" py="3" fontWeight="semibold" borderBottomWidth="1px">
                <RouterLink to={paths.shopCategory(active.id)} onClick={done}>
                  <CategoryIcon id={active.id} /> Ver todo {active.nombre}
                </RouterLink>
              </Link>
            </li>
            {active.subcategorias.slice(0, MAX_SUBCATEGORIES).map((s) => (
              <li key={s.id}>
                <Link asChild display="block" px="4" py="3" borderBottomWidth="1px">
                  <RouterLink to={paths.shopCategory(active.id, s.id)} onClick={done}>
                    {s.nombre}
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        ) : !categorias?.length ? (
          <Text p="4" color="gray.600">
            {NO_CATEGORIES}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {categorias.slice(0, MAX_GROUPS).map((c) => (
              <li key={c.id}>
                <Button
                  variant="ghost"
                  w="full"
                  justifyContent="space-between"
                  px="4"
                  py="6"
                  borderRadius="0"
                  borderBottomWidth="1px"
                  onClick={() => setActive(c)}
                  aria-label={`${c.nombre}: ver subcategorías`}
                >
                  <span>
                    <CategoryIcon id={c.id} /> {c.nombre}
                  </span>
                  <ChevronRightIcon />
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Portal>
  );
}
