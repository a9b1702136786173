import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { formatNumber, plural } from "@/lib/format";
import { AdminResultsFooter } from "./admin-results-footer";

/**
 * An admin list's results: 'Mostrando 1–24 de 130 productos' (announced politely), the rows, and
 * under them 'Por página' and the page numbers while there is anything to page through.
 */
export function AdminResults<Size extends number>({
  data,
  from,
  to,
  noun,
  pageSize,
  pageSizes,
  onPageSize,
  onPage,
  children,
}: {
  /** The list's answer; none while the first page loads. */
  data: { total: number; pagina: number; paginas: number } | undefined;
  /** The rows shown, 1-based. */
  from: number;
  to: number;
  /** Singular and plural: ['producto', 'productos']. */
  noun: readonly [string, string];
  pageSize: Size;
  pageSizes: readonly Size[];
  onPageSize: (size: Size) => void;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
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
          pageSize={pageSize}
          pageSizes={pageSizes}
          onPageSize={onPageSize}
          page={data.pagina}
          totalPages={data.paginas}
          onPage={onPage}
        />
      )}
    </Box>
  );
}
