import { Box, Button, Flex, Grid, Heading, HStack, Input, NativeSelect, Text, chakra } from "@chakra-ui/react";
import { memo, useDeferredValue, useMemo, useState } from "react";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { discountPercent } from "@tienda/shared/rules/pricing";
import { pageRange, paginate, totalPages } from "@tienda/shared/rules/pagination";
import { paths } from "@/config/paths";
import { useDocumentTitle, useIsMobile, useStableCallback } from "@/lib/hooks";
import { formatNumber, plural } from "@/lib/format";
import { offersLoadError } from "@/lib/order-errors";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, ProductGridSkeleton } from "@/components/ui/states";
import { FilterIcon } from "@/components/ui/icons";
import { PRICE_MAX, PRICE_MIN, ProductGrid } from "@/features/catalogue";
import { useAllProducts } from "../api/use-all-products";
import { OFFERS_PARAMS } from "../api/offers-request";
import { useErrorToast } from "@/features/products";
import { DISCOUNT_RANGES, OFFER_PAGE_SIZES, OFFER_SORTS, filterOffers, type DiscountRange, type OfferSort } from "../api/offers-view";
import { compareSpanish } from "@tienda/shared/rules/text";
import { PageContainer } from "@/components/ui/page-container";

const GRID_COLUMNS = { base: 2, md: 3, lg: 5 };

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Box>
      <chakra.label htmlFor={id} fontSize="xs" color="gray.700" display="block" mb="1">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}

function Select({ id, value, onChange, children }: { id: string; value: string; onChange: (v: string) => void; children: React.ReactNode }) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A labelled select of fixed options (discount range, sort). */
function OptionsField<T extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (v: T) => void }) {
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onChange={(v) => onChange(v as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** /ofertas: discounted products only, filtered and sorted in the browser (companion spec). */
export function OffersPage() {
  useDocumentTitle("Ofertas Especiales");
  const { data: answer, isLoading: loadingAnswer, isError, error } = useAllProducts("ofertas", OFFERS_PARAMS);
  // The offers render in a transition (React slices it) rather than in the task the answer
  // arrives in, the page's longest task on a phone (docs/performance.md, "Query answers as
  // deferred values").
  const data = useDeferredValue(answer);
  const isLoading = loadingAnswer || (answer !== undefined && data === undefined);
  useErrorToast(error, "Error al cargar productos con descuento");
  const isMobile = useIsMobile();
  const [showFilters, setShowFilters] = useState(false);
  const [text, setText] = useState("");
  const [categoria, setCategoria] = useState("all");
  const [descuento, setDescuento] = useState<DiscountRange>("all");
  const [precio, setPrecio] = useState<[number, number]>([PRICE_MIN, PRICE_MAX]);
  const [sort, setSort] = useState<OfferSort>("discount");
  const [pageSize, setPageSize] = useState<number>(OFFER_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);

  const offers = useMemo(
    () => (data ?? []).map((p) => ({ ...p, discount: discountPercent(p.precio_original, p.precio) })).filter((p) => p.discount > 0),
    [data],
  );
  const categories = useMemo(() => {
    const m = new Map<string, { nombre: string; n: number }>();
    for (const p of offers) m.set(p.categoria_id, { nombre: p.categoria_nombre, n: (m.get(p.categoria_id)?.n ?? 0) + 1 });
    return [...m.entries()].sort((a, b) => compareSpanish(a[1].nombre, b[1].nombre));
  }, [offers]);
  const filtered = useMemo(() => filterOffers(offers, { text, categoria, descuento, precio }, sort), [offers, text, categoria, descuento, precio, sort]);
  const pages = totalPages(filtered.length, pageSize);
  const current = Math.min(page, Math.max(1, pages));
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  const clear = useStableCallback(() => {
    setText("");
    setCategoria("all");
    setDescuento("all");
    setPrecio([PRICE_MIN, PRICE_MAX]);
    setPage(1);
  });
  const choosePageSize = useStableCallback((v: string) => reset(setPageSize)(Number(v)));
  const goToPage = useStableCallback((p: number) => {
    setPage(p);
    window.scrollTo({ top: 0 });
  });

  if (isError) return <ErrorState title="Error al cargar ofertas" message={offersLoadError(error)} onRetry={() => window.location.reload()} />;

  const filters = (
    <Grid templateColumns={{ base: "1fr 1fr", md: "2fr repeat(5, 1fr)" }} gap="3" alignItems="end" mb="6">
      <Box gridColumn={{ base: "1 / -1", md: "auto" }}>
        <Field id="of-text" label="Buscar">
          <Input id="of-text" size="sm" type="search" placeholder="Buscar ofertas..." value={text} onChange={(e) => reset(setText)(e.target.value)} />
        </Field>
      </Box>
      <Field id="of-cat" label="Categoría">
        <Select id="of-cat" value={categoria} onChange={reset(setCategoria)}>
          <option value="all">Todas ({offers.length})</option>
          {categories.map(([id, c]) => (
            <option key={id} value={id}>
              {c.nombre} ({c.n})
            </option>
          ))}
        </Select>
      </Field>
      <OptionsField id="of-disc" label="Descuento" value={descuento} options={DISCOUNT_RANGES} onChange={reset(setDescuento)} />
      <Field id="of-min" label="Precio mín. ($)">
        <Input id="of-min" size="sm" type="number" min={PRICE_MIN} max={PRICE_MAX} value={precio[0]} onChange={(e) => reset(setPrecio)([Math.max(PRICE_MIN, Number(e.target.value) || 0), precio[1]])} />
      </Field>
      <Field id="of-max" label="Precio máx. ($)">
        <Input id="of-max" size="sm" type="number" min={PRICE_MIN} max={PRICE_MAX} value={precio[1]} onChange={(e) => reset(setPrecio)([precio[0], Math.min(PRICE_MAX, Number(e.target.value) || PRICE_MAX)])} />
      </Field>
      <OptionsField id="of-sort" label="Ordenar por" value={sort} options={OFFER_SORTS} onChange={reset(setSort)} />
    </Grid>
  );

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: "Inicio", to: paths.home }, { label: "Ofertas" }]} />
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap" mb="6">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontWeight="900">
            Ofertas Especiales
          </Heading>
          <Text color="gray.700">{isLoading ? "Cargando..." : plural(offers.length, "producto con descuento", "productos con descuento")}</Text>
        </Box>
        {isMobile && (
          <Button size="sm" variant="outline" onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters}>
            <FilterIcon /> Filtros
          </Button>
        )}
      </Flex>
      {(!isMobile || showFilters) && filters}

      <OffersResults
        isLoading={isLoading}
        offersCount={offers.length}
        filtered={filtered}
        page={current}
        pages={pages}
        pageSize={pageSize}
        onPageSize={choosePageSize}
        onPage={goToPage}
        onClear={clear}
      />
    </PageContainer>
  );
}

export const Component = OffersPage;

/** Skeleton, empty state or the grid. Memoised: the deferred answer renders it in slices. */
const OffersResults = memo(function OffersResults({
  isLoading,
  offersCount,
  filtered,
  page,
  pages,
  pageSize,
  onPageSize,
  onPage,
  onClear,
}: {
  isLoading: boolean;
  offersCount: number;
  filtered: Producto[];
  page: number;
  pages: number;
  pageSize: number;
  onPageSize: (v: string) => void;
  onPage: (p: number) => void;
  onClear: () => void;
}) {
  const { from, to } = pageRange(page, pageSize, filtered.length);
  if (isLoading) return <ProductGridSkeleton count={15} columns={GRID_COLUMNS} />;
  if (filtered.length === 0) {
    return (
      <EmptyState
        title="No hay ofertas disponibles"
        description={offersCount === 0 ? "No hay productos con descuento disponibles" : "Prueba ajustando los filtros de búsqueda"}
        action={
          offersCount > 0 ? (
            <Button variant="outline" onClick={onClear}>
              Limpiar Filtros
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <Flex justify="space-between" align="center" mb="4" wrap="wrap" gap="2">
        <Text fontSize="sm" color="gray.700" aria-live="polite">
          {formatNumber(filtered.length)} ofertas encontradas · Mostrando {from}-{to} de {filtered.length}
        </Text>
        <HStack>
          <chakra.label htmlFor="of-size" fontSize="sm" color="gray.700">
            Por página
          </chakra.label>
          <Box w="20">
            <Select id="of-size" value={String(pageSize)} onChange={onPageSize}>
              {OFFER_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </Box>
        </HStack>
      </Flex>
      {/* The cards' names are h3: this keeps the heading outline h1 → h2 → h3 for screen readers. */}
      <Heading as="h2" srOnly>
        Productos en oferta
      </Heading>
      <ProductGrid productos={paginate(filtered, page, pageSize).items} columns={GRID_COLUMNS} />
      <Pagination page={page} totalPages={pages} onChange={onPage} />
    </>
  );
});
