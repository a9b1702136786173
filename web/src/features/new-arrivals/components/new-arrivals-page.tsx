import { Box, Button, Flex, Heading, HStack, Input, NativeSelect, Tabs, Text, chakra } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Producto } from "@tienda/shared/schemas/catalogue";
import { pageRange, paginate, totalPages } from "@tienda/shared/rules/pagination";
import { apiCall } from "@/lib/api-client";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/lib/hooks";
import { plural } from "@/lib/format";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Pagination } from "@/components/ui/pagination";
import { EmptyState, ErrorState, ProductGridSkeleton } from "@/components/ui/states";
import { ProductGrid } from "@/features/catalogue";
import { PageContainer } from "@/components/ui/page-container";

/** Tabs and windows of the companion spec: trending 7 days, recent 30, popular 20, all 100. */
const TABS = [
  { value: "all", label: "Todo Nuevo", caption: "Ordenado por fecha" },
  { value: "trending", label: "Tendencia", caption: "Más populares" },
  { value: "recent", label: "Recientes", caption: "Más recientes" },
  { value: "popular", label: "Populares", caption: "Más vendidos" },
] as const;
type Tab = (typeof TABS)[number]["value"];
const PAGE_SIZES = [12, 24, 48] as const;

async function loadTab(tab: Tab, signal: AbortSignal): Promise<Producto[]> {
  switch (tab) {
    case "trending": {
      const r = await apiCall("GET /api/productos/nuevos", { query: { dias: 7 }, signal });
      return [...r.productos].sort((a, b) => b.contador_carrito - a.contador_carrito);
    }
    case "recent":
      return (await apiCall("GET /api/productos/nuevos", { query: { dias: 30 }, signal })).productos;
    case "popular":
      return (await apiCall("GET /api/productos/populares", { query: { limite: 20 }, signal })).productos;
    default:
      return (await apiCall("GET /api/productos", { query: { orden: "nuevos", direccion: "desc", limite: 100 }, signal }))
        .productos;
  }
}

function norm(s: string) {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** /novedades (companion spec, new arrivals page). Tab and page live in the URL. */
export function NewArrivalsPage() {
  useDocumentTitle("Novedades");
  const [sp, setSp] = useSearchParams();
  const tab = (TABS.find((t) => t.value === sp.get("tab"))?.value ?? "all") as Tab;
  const [text, setText] = useState("");
  const [pageSize, setPageSize] = useState<number>(12);
  const page = Math.max(1, Number(sp.get("pagina")) || 1);
  const query = useQuery({ queryKey: ["novedades", tab], queryFn: ({ signal }) => loadTab(tab, signal) });

  const filtered = useMemo(() => {
    const q = norm(text.trim());
    return (query.data ?? []).filter((p) => !q || norm(p.nombre).includes(q) || norm(p.categoria_nombre).includes(q));
  }, [query.data, text]);
  const pages = totalPages(filtered.length, pageSize);
  const current = Math.min(page, Math.max(1, pages));
  const { from, to } = pageRange(current, pageSize, filtered.length);
  const setParams = (next: { tab?: Tab; pagina?: number }) => {
    const n = new URLSearchParams();
    const t = next.tab ?? tab;
    if (t !== "all") n.set("tab", t);
    if ((next.pagina ?? 1) > 1) n.set("pagina", String(next.pagina));
    setSp(n, { preventScrollReset: true });
  };
  const caption = TABS.find((t) => t.value === tab)!.caption;

  let body: React.ReactNode;
  if (query.isLoading) body = <ProductGridSkeleton count={12} />;
  else if (query.isError)
    body = <ErrorState title="Error al cargar novedades" message="Error al cargar los productos. Por favor, intenta de nuevo." onRetry={() => query.refetch()} />;
  else if (!filtered.length)
    body = (
      <EmptyState
        title="No hay productos en esta categoría"
        description={(query.data ?? []).length === 0 ? "No hay productos nuevos disponibles" : "Prueba con otra categoría o ajusta tu búsqueda"}
        action={
          <Button
            variant="outline"
            onClick={() => {
              setText("");
              setParams({ tab: "all" });
            }}
          >
            Ver Todo
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <ProductGrid productos={paginate(filtered, current, pageSize).items} />
        <Pagination
          page={current}
          totalPages={pages}
          onChange={(p) => {
            setParams({ pagina: p });
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: "Inicio", to: paths.home }, { label: "Novedades" }]} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontWeight="900" mb="4">
        Explorar Productos
      </Heading>
      <Tabs.Root value={tab} onValueChange={(e) => setParams({ tab: e.value as Tab })} variant="line" mb="4">
        <Tabs.List overflowX="auto">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between" mb="4">
        <Box flex="1" minW="56" maxW="md">
          <chakra.label htmlFor="nov-search" srOnly>
            Buscar en novedades
          </chakra.label>
          <Input
            id="nov-search"
            size="sm"
            type="search"
            placeholder="Buscar en novedades..."
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (page > 1) setParams({ pagina: 1 });
            }}
          />
        </Box>
        <HStack gap="3">
          <Text fontSize="sm" color="gray.700" aria-live="polite">
            {plural(filtered.length, "producto", "productos")} · {caption}
            {filtered.length > 0 ? ` · Mostrando ${from}-${to}` : ""}
          </Text>
          <chakra.label htmlFor="nov-size" fontSize="sm" color="gray.700">
            Por página
          </chakra.label>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              id="nov-size"
              value={pageSize}
              onChange={(e) => {
                setPageSize(Number(e.currentTarget.value));
                setParams({ pagina: 1 });
              }}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Flex>
      {body}
    </PageContainer>
  );
}

export const Component = NewArrivalsPage;
