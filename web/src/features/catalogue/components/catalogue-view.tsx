import { Badge, Box, Button, Flex, Grid, Text } from "@chakra-ui/react";
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import { PageContainer } from "@/components/ui/page-container";
import { FilterIcon } from "@/components/ui/icons";
import { notify } from "@/lib/notify";
import { useDocumentTitle, useIsMobile, useStableCallback } from "@/lib/hooks";
import { formatNumber, pluralWord } from "@/lib/format";
import { useProducts, useSearchProducts, type ProductListParams } from "@/features/products";
import {
  EMPTY_FILTERS,
  SHOP_PAGE_SIZE,
  catalogueSearchParams,
  countActiveFilters,
  parseCatalogueParams,
  withFilters,
  withSort,
  type CatalogueFilters,
  type CatalogueState,
  type SortOption,
} from "../api/catalogue-url";
import { catalogueRequest } from "../api/catalogue-request";
import { CatalogueSearchForm, CatalogueTitle } from "./catalogue-header";
import { CatalogueResults, LIST_TEXTS, SHOP_TEXTS, type CatalogueTexts } from "./catalogue-results";
import { FilterPanel as FilterPanelView } from "./filter-panel";
import { SortSelect } from "./sort-select";

const FilterDrawer = lazy(() => import("./filter-drawer"));

/** Page changes scroll back to the top, clear of the sticky header. */
const TOP_MARGIN = { scrollMarginTop: "var(--chakra-spacing-20)" };

/** The list query's parameters while the search endpoint answers instead (the list is disabled). */
const LIST_OFF: ProductListParams = {};

/*
 * The parts of the screen that do not depend on the results are memoised: the page re-renders as
 * each query settles (results, session, cart), and each Chakra element re-rendered costs a phone
 * its style resolution again (docs/performance.md, "Query answers as deferred values").
 */
const MemoBreadcrumbs = memo(Breadcrumbs);
const FilterPanel = memo(FilterPanelView);

export { SHOP_TEXTS, type CatalogueTexts } from "./catalogue-results";

/** The two product lists (new products, best sellers): their texts, the categories facet, and the filters behind a toggle. */
export const LIST_PAGE = {
  categoryMode: "categorias",
  texts: LIST_TEXTS,
  filterToggle: true,
} as const satisfies Partial<CatalogueViewProps>;

export interface CatalogueViewProps {
  title: string;
  subtitle?: string;
  documentTitle?: string;
  breadcrumbs: Crumb[];
  /** Parameters fixed by the route (categoria, estilo, marca, en_oferta...). */
  fixed?: Partial<ProductListParams>;
  /** The page's sorts; the first is the default (the one a URL without `orden` means). */
  sorts: SortOption[];
  categoryMode: "categorias" | "subcategorias" | "none";
  texts?: CatalogueTexts;
  /** Search page: q lives in the URL and in an input kept in sync with it. */
  search?: boolean;
  /** The filter panel hides behind a 'Filtros' toggle (new products and best sellers). */
  filterToggle?: boolean;
  headerExtra?: ReactNode;
}

/**
 * The shared catalogue screen: filters, sorting, 12 per page, pagination, loading / empty /
 * no-match states, all kept in the URL (shop, category, style, brand, search, new products,
 * best sellers).
 */
export function CatalogueView({
  title,
  subtitle,
  documentTitle,
  breadcrumbs,
  fixed = {},
  sorts,
  categoryMode,
  texts = SHOP_TEXTS,
  search = false,
  filterToggle = false,
  headerExtra,
}: CatalogueViewProps) {
  const [sp, setSp] = useSearchParams();
  const defaultSort = sorts[0]!.value;
  const state = useMemo(() => parseCatalogueParams(sp, defaultSort), [sp, defaultSort]);
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(!filterToggle);
  const topRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(documentTitle ?? title);

  const sort = sorts.find((s) => s.value === state.orden) ?? sorts.find((s) => s.value === defaultSort)!;
  const f = state.filters;
  const activeFilters = countActiveFilters(f);
  const q = state.q.trim();

  const request = catalogueRequest(state, { fixed, sorts, defaultSort, search });
  const list = useProducts(request.kind === "list" ? request.params : LIST_OFF, {
    enabled: request.kind === "list" && request.enabled,
  });
  const found = useSearchProducts(request.kind === "search" ? request.q : "", SHOP_PAGE_SIZE, state.pagina);
  const useSearchEndpoint = request.kind === "search";
  const query = useSearchEndpoint ? found : list;
  const data = query.data;
  // The results render in a transition (React slices it) rather than in the task the answer
  // arrives in, which is the longest task of the catalogue pages on a phone (docs/performance.md,
  // "Query answers as deferred values").
  const results = useDeferredValue(data);

  // The storefront spec's notifications: a style page and a category page name what failed.
  const failure = search
    ? "Error en la búsqueda"
    : fixed.estilo
      ? `Error al obtener productos de estilo ${title}`
      : typeof fixed.categoria === "string"
        ? `Error al obtener productos de ${title}`
        : "Error al cargar productos";
  useEffect(() => {
    if (query.error) notify(`${failure}: ${query.error.message}`, "error");
  }, [query.error, failure]);

  // A stale page number past the end goes to the last page.
  useEffect(() => {
    if (data && data.paginas > 0 && state.pagina > data.paginas) update({ ...state, pagina: data.paginas }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data?.paginas, state.pagina]);

  function update(next: CatalogueState, replace = false) {
    setSp(catalogueSearchParams(next, defaultSort), { replace, preventScrollReset: true });
  }
  const setFilters = (filters: CatalogueFilters) => update(withFilters(state, filters));
  const clearFilters = () => update(withFilters(state, { ...EMPTY_FILTERS }));
  const setPage = (pagina: number) => {
    update({ ...state, pagina });
    topRef.current?.scrollIntoView({ block: "start" });
  };

  const onClear = useStableCallback(clearFilters);
  const onPage = useStableCallback(setPage);
  const onFilters = useStableCallback(setFilters);
  const refetch = query.refetch;
  const onRetry = useStableCallback(() => void refetch());

  // Search input kept in sync with q.
  const [searchText, setSearchText] = useState(state.q);
  useEffect(() => setSearchText(state.q), [state.q]);

  const panel = <FilterPanel filters={f} facetas={results?.facetas} onChange={onFilters} categoryMode={categoryMode} />;
  const total = results?.total ?? 0;
  const productos = results?.productos ?? [];
  const showSidebar = !isMobile && panelOpen;

  const body = (
    <CatalogueResults
      data={results}
      loading={query.isLoading || (!results && (query.isFetching || query.data !== undefined))}
      failed={query.isError}
      errorMessage={query.error?.message}
      placeholder={query.isPlaceholderData}
      fetching={query.isFetching}
      search={search}
      q={q}
      activeFilters={activeFilters}
      texts={texts}
      showSidebar={showSidebar}
      page={state.pagina}
      onClear={onClear}
      onRetry={onRetry}
      onPage={onPage}
    />
  );

  return (
    <PageContainer ref={topRef} style={TOP_MARGIN}>
      <MemoBreadcrumbs items={breadcrumbs} />
      <Flex
        justify="space-between"
        align={{ base: "flex-start", md: "flex-end" }}
        gap="4"
        mb="6"
        direction={{ base: "column", md: "row" }}
      >
        <CatalogueTitle title={title} subtitle={subtitle} extra={headerExtra} />
        {search && (
          <CatalogueSearchForm
            text={searchText}
            onText={setSearchText}
            onSearch={(t) => update({ ...state, q: t, pagina: 1 })}
          />
        )}
      </Flex>

      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Flex gap="2" align="center">
          {(isMobile || filterToggle) && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => (isMobile ? setDrawerOpen(true) : setPanelOpen((o) => !o))}
              aria-expanded={isMobile ? drawerOpen : panelOpen}
            >
              <FilterIcon /> Filtros
              {activeFilters > 0 && <Badge colorPalette="blue">{activeFilters}</Badge>}
            </Button>
          )}
          {results && (
            <Text fontSize="sm" color="gray.700" aria-live="polite" data-testid="result-count">
              Mostrando {formatNumber(productos.length)} de {formatNumber(total)}{" "}
              {pluralWord(total, "producto", "productos")}
            </Text>
          )}
        </Flex>
        <SortSelect
          id="catalogue-sort"
          value={sort.value}
          options={sorts}
          onChange={(v) => update(withSort(state, v))}
        />
      </Flex>

      <Grid templateColumns={showSidebar ? "260px minmax(0, 1fr)" : "minmax(0, 1fr)"} gap="8" alignItems="start">
        {showSidebar && (
          <Box as="aside" position="sticky" top="24" maxH="calc(100vh - 7rem)" overflowY="auto" pe="2">
            {panel}
          </Box>
        )}
        <Box minW="0">{body}</Box>
      </Grid>

      {isMobile && drawerOpen && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            total={total}
            filters={f}
            facetas={results?.facetas}
            onChange={setFilters}
            categoryMode={categoryMode}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
