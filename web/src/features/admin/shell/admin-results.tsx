import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { pageRange } from "@tienda/shared/rules/pagination";
import { formatNumber, plural } from "@/lib/format";
import { AdminResultsFooter } from "./admin-results-footer";

/**
 * An admin list's results: 'Mostrando 1–24 de 130 productos' (announced politely), the rows, and
 * under them 'Por página' and the page numbers while there is anything to page through.
 */
export function AdminResults<Size extends number>({
  data,
  noun,
  pageSizes,
  url,
  children,
}: {
  /** The list's answer (its page size, where it says it); none while the first page loads. */
  data: { total: number; pagina: number; paginas: number; limite?: number } | undefined;
  /** Singular and plural: ['producto', 'productos']. */
  noun: readonly [string, string];
  pageSizes: readonly Size[];
  /** The list's filters in the address bar (useUrlFilters): the page and its size are two of them. */
  url: { filters: { limite: Size }; update: (patch: { limite?: Size; pagina?: number }) => void };
  children: ReactNode;
}) {
  const { from, to } = data ? pageRange(data.pagina, data.limite ?? url.filters.limite, data.total) : { from: 0, to: 0 };
  return (
    <Box as="section" aria-label="Resultados">
      <Text fontSize="sm" color="gray.700" mb="3" aria-live="polite" data-testid="result-count">
        {data
          ? data.total
            ? `Mostrando ${formatNumber(from)}–${formatNumber(to)} de ${plural(data.total, noun[0], noun[1])}`
            : `0 ${noun[1]}`
          : "\u00a0"}
      </Text>
      {children}
      {data && data.total > 0 && (
        <AdminResultsFooter
          pageSize={url.filters.limite}
          pageSizes={pageSizes}
          onPageSize={(limite) => url.update({ limite })}
          page={data.pagina}
          totalPages={data.paginas}
          onPage={(pagina) => url.update({ pagina })}
        />
      )}
    </Box>
  );
}
