import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, IconButton, Input, Link, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { formatPrice } from "@tienda/shared/rules/pricing";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/hooks";
import { formatNumber } from "@/lib/format";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ProductImage } from "@/components/ui/product-image";
import { RatingStars } from "@/components/ui/rating-stars";
import { EmptyState, PageSkeleton } from "@/components/ui/states";
import { EmptyPage } from "@/components/ui/empty-page";
import { PageContainer } from "@/components/ui/page-container";
import { OptionSelect } from "@/components/ui/option-select";
import { GridIcon, HeartIcon, ListIcon, TrashIcon } from "@/components/ui/icons";
import { useProductsByIds } from "@/features/products";
import { useAddToCart, useCart } from "@/features/cart";
import { useFavorites } from "../hooks/use-favorites";
import { filterFavorites, type FavoritesFilter, type FavoritesSort } from "../api/favorites-view";

const SORTS: { value: FavoritesSort; label: string }[] = [
  { value: "recent", label: "Agregados recientemente" },
  { value: "name", label: "Nombre A-Z" },
  { value: "price-asc", label: "Precio: menor a mayor" },
  { value: "price-desc", label: "Precio: mayor a menor" },
  { value: "rating", label: "Mejor valorados" },
];
const FILTERS: { value: FavoritesFilter; label: string }[] = [
  { value: "all", label: "Todos" },
  { value: "available", label: "Disponibles" },
  { value: "sale", label: "En oferta" },
];

function Select<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <Box>
      <chakra.label htmlFor={id} srOnly>
        {label}
      </chakra.label>
      <OptionSelect size="sm" minW="44" value={value} onChange={onChange} options={options} field={{ id }} />
    </Box>
  );
}

interface ItemProps {
  p: Producto;
  view: "grid" | "list";
  selected: boolean;
  inCart: boolean;
  onSelect: () => void;
  onRemove: () => void;
  onAdd: () => void;
}

function FavoriteItem({ p, view, selected, inCart, onSelect, onRemove, onAdd }: ItemProps) {
  const onSale = p.precio_original !== null && p.precio_original > p.precio;
  const list = view === "list";
  return (
    <Flex
      as="li"
      direction={list ? "row" : "column"}
      gap="3"
      borderWidth="1px"
      borderColor={selected ? "blue.500" : "gray.200"}
      borderRadius="lg"
      p="3"
      position="relative"
      bg="white"
      data-testid="favorite-item"
    >
      <Checkbox.Root checked={selected} onCheckedChange={onSelect} position="absolute" top="4" left="4" zIndex="1" bg="white" borderRadius="sm">
        <Checkbox.HiddenInput aria-label={`Seleccionar ${p.nombre}`} />
        <Checkbox.Control />
      </Checkbox.Root>
      <ProductImage src={p.imagen} alt={p.nombre} w={list ? { base: "96px", md: "120px" } : "full"} h={list ? { base: "120px", md: "140px" } : "240px"} borderRadius="md" flexShrink={0} />
      <Stack gap="1" flex="1" minW="0">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Link asChild fontWeight="semibold" lineClamp={2}>
            <RouterLink to={paths.product(p.id)}>{p.nombre}</RouterLink>
          </Link>
          <IconButton size="sm" variant="ghost" colorPalette="red" title="Remover de favoritos" aria-label={`Remover ${p.nombre} de favoritos`} onClick={onRemove}>
            <TrashIcon />
          </IconButton>
        </Flex>
        <RatingStars rating={p.calificacion} size="12px" />
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="bold">{formatPrice(p.precio)}</Text>
          {onSale && (
            <>
              <Text as="s" color="gray.600" fontSize="sm">
                {formatPrice(p.precio_original)}
              </Text>
              <Badge colorPalette="red">Oferta</Badge>
            </>
          )}
          {p.stock <= 0 && <Badge>Agotado</Badge>}
        </HStack>
        <Box mt="auto" pt="2">
          <Button size="sm" w={list ? "auto" : "full"} onClick={onAdd} disabled={inCart || p.stock <= 0} variant={inCart ? "outline" : "solid"}>
            {inCart ? "En carrito" : "Agregar"}
          </Button>
        </Box>
      </Stack>
    </Flex>
  );
}

export function FavoritesPage() {
  useDocumentTitle("Favoritos");
  const favs = useFavorites();
  const { productos, isLoading } = useProductsByIds(favs.ids);
  const cart = useCart();
  const addToCart = useAddToCart();
  const [text, setText] = useState("");
  const [sort, setSort] = useState<FavoritesSort>("recent");
  const [filter, setFilter] = useState<FavoritesFilter>("all");
  const [view, setView] = useState<"grid" | "list">("grid");
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const shown = useMemo(() => filterFavorites(productos, text, filter, sort), [productos, text, filter, sort]);
  const crumbs = [{ label: "Inicio", to: paths.home }, { label: "Favoritos" }];

  if (favs.isLoading || (isLoading && productos.length === 0 && favs.ids.length > 0)) return <PageSkeleton />;

  if (!favs.ids.length) {
    return (
      <EmptyPage
        crumbs={crumbs}
        icon={<HeartIcon />}
        title="No tienes favoritos aún"
        description="Guarda productos que te gusten aquí"
        action={{ label: "Explorar Productos", to: paths.continueShopping }}
      />
    );
  }

  const allSelected = shown.length > 0 && shown.every((p) => selected.has(p.id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const clearFilters = () => {
    setText("");
    setFilter("all");
  };

  return (
    <PageContainer>
      <Breadcrumbs items={crumbs} />
      <Flex justify="space-between" align="flex-end" wrap="wrap" gap="3" mb="6">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontWeight="900">
            Mis Favoritos
          </Heading>
          <Text color="gray.700">
            {formatNumber(favs.count)} {favs.count === 1 ? "producto guardado" : "productos guardados"}
          </Text>
        </Box>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.continueShopping}>Seguir Explorando</RouterLink>
        </Button>
      </Flex>

      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <Box flex="1" minW="56">
          <chakra.label htmlFor="fav-search" srOnly>
            Buscar en favoritos
          </chakra.label>
          <Input id="fav-search" size="sm" type="search" placeholder="Buscar en favoritos..." value={text} onChange={(e) => setText(e.target.value)} />
        </Box>
        <Select id="fav-sort" label="Ordenar favoritos" value={sort} options={SORTS} onChange={setSort} />
        <Select id="fav-filter" label="Disponibilidad" value={filter} options={FILTERS} onChange={setFilter} />
        <HStack gap="1" role="group" aria-label="Vista">
          <IconButton size="sm" variant={view === "grid" ? "solid" : "outline"} aria-label="Vista de cuadrícula" aria-pressed={view === "grid"} onClick={() => setView("grid")}>
            <GridIcon />
          </IconButton>
          <IconButton size="sm" variant={view === "list" ? "solid" : "outline"} aria-label="Vista de lista" aria-pressed={view === "list"} onClick={() => setView("list")}>
            <ListIcon />
          </IconButton>
        </HStack>
      </Flex>

      <Flex gap="2" align="center" mb="4" wrap="wrap" minH="8">
        <Button
          size="xs"
          variant="outline"
          onClick={() => setSelected(allSelected ? new Set() : new Set(shown.map((p) => p.id)))}
          disabled={!shown.length}
        >
          {allSelected ? "Deseleccionar todo" : "Seleccionar todo"}
        </Button>
        {selected.size > 0 && (
          <>
            <Button
              size="xs"
              colorPalette="red"
              onClick={() => {
                favs.removeMany([...selected]);
                setSelected(new Set());
              }}
            >
              <TrashIcon /> Eliminar seleccionados ({selected.size})
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setSelected(new Set())}>
              Cancelar
            </Button>
          </>
        )}
      </Flex>

      {shown.length === 0 ? (
        <EmptyState
          title="No se encontraron resultados"
          action={
            <Button variant="outline" onClick={clearFilters}>
              Limpiar filtros
            </Button>
          }
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={view === "grid" ? { base: 2, md: 3, lg: 4 } : 1} gap="4">
          {shown.map((p) => (
            <FavoriteItem
              key={p.id}
              p={p}
              view={view}
              selected={selected.has(p.id)}
              inCart={cart.has(p.id)}
              onSelect={() => toggle(p.id)}
              onRemove={() => favs.toggle(p.id)}
              onAdd={() => addToCart(p)}
            />
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}

export const Component = FavoritesPage;
